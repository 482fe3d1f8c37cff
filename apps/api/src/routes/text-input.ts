/**
 * Text the API cannot keep (issue 23, "Bad input"): the NUL character and unpaired UTF-16
 * surrogates. PostgreSQL refuses NUL in `text` and `jsonb` (`invalid byte sequence for encoding
 * "UTF8": 0x00`, which answered 500) and `\uD800` escapes in `jsonb`; an unpaired surrogate is
 * no Unicode scalar value, so UTF-8 cannot encode it (the driver would silently store U+FFFD).
 *
 * The decision is per input: every JSON request body refuses such text with 400
 * `invalid_request` naming the field (§8), through one check that {@link installStorableTextBodies}
 * adds to each route's body schema — unless a field already failed a rule of its own (the
 * wizard's and the messages' `control_characters`/`malformed_text`), which then keeps its reason,
 * and except the operations of {@link OWN_TEXT_ANSWER}. Query strings and path parameters keep
 * their route's choice: a NUL in a search term is white space, a NUL slug is not found; a query
 * value that is looked up as such uses {@link storableText} itself.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

/** The message of a refused field in `data.fields` (§8 `invalid_request`). */
export const REFUSED_TEXT_MESSAGE =
  'must not contain the NUL character (U+0000) or unpaired surrogates (U+D800-U+DFFF)';

/**
 * An unpaired UTF-16 surrogate: a high half not followed by a low one, or a low half not
 * preceded by a high one. Matched on code units (no `u` flag) so lone halves are visible.
 */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether text can be stored and looked up: no NUL, no unpaired surrogate. Accents, emoji
 * (surrogate pairs) and other control characters pass (the schemas decide about those).
 *
 * @param text decoded text of a body field or query value
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);
}

/**
 * The paths of every string that is not {@link isStorableText} in a parsed value, at any depth
 * (iterative: the deepest JSON the parser accepts cannot overflow the stack).
 *
 * @param root a parsed body (any JSON value)
 * @returns each refused string's path, e.g. `[['title'], ['location', 'name'], ['tags', 2]]`
 */
export function refusedTextPaths(root: unknown): (string | number)[][] {
  // Each pending value links to its parent instead of copying its path, so a body nested n deep
  // costs O(n), not O(n²); a path is built only for a refused string.
  interface Visit {
    value: unknown;
    key: string | number | undefined;
    parent: Visit | undefined;
  }
  const pathOf = (visit: Visit): (string | number)[] => {
    const path: (string | number)[] = [];
    for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent)
      path.push(at.key);
    return path.reverse();
  };
  const found: (string | number)[][] = [];
  const pending: Visit[] = [{ value: root, key: undefined, parent: undefined }];
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (!isStorableText(value)) found.push(pathOf(visit));
    } else if (Array.isArray(value)) {
      value.forEach((element, index) =>
        pending.push({ value: element, key: index, parent: visit }),
      );
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, element] of Object.entries(value)) {
        pending.push({ value: element, key, parent: visit });
      }
    }
  }
  return found;
}

/** Whether two issue paths name the same field. */
function samePath(a: readonly PropertyKey[], b: readonly PropertyKey[]): boolean {
  return a.length === b.length && a.every((key, index) => key === b[index]);
}

/**
 * A body schema that also refuses unstorable text (see {@link isStorableText}) in any of its
 * strings: one issue per refused field, at its path, with {@link REFUSED_TEXT_MESSAGE} — unless
 * that field already has an issue (its own rule's reason is kept). The JSON schema (OpenAPI) is
 * unchanged: a check adds no keyword.
 *
 * @param schema a route's body schema (zod)
 * @returns the same schema with the check added
 */
export function refuseUnstorableText<T extends z.ZodType>(schema: T): T {
  return schema.superRefine(
    (value, context) => {
      for (const path of refusedTextPaths(value)) {
        if (context.issues.some((issue) => samePath(issue.path ?? [], path))) continue;
        context.addIssue({ code: 'custom', path, message: REFUSED_TEXT_MESSAGE });
      }
    },
    // Also when another field is missing or of the wrong type: the refused one is named too.
    { when: () => true },
  );
}

/**
 * Operations whose body text has an answer of its own, chosen by an earlier issue and pinned by
 * their tests: a reaction's message with NUL or an unpaired surrogate answers §8 10172 with
 * `data.reason` `control_characters` / `malformed_text` (`listing-reaction.ts`).
 */
export const OWN_TEXT_ANSWER: ReadonlySet<string> = new Set(['reactToListing']);

/** Whether a value is a zod schema (routes may also carry plain JSON schemas). */
function isZodSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/**
 * Adds the unstorable-text check to the body schema of every route registered after this call
 * (call it before the routes), except those of {@link OWN_TEXT_ANSWER} and routes whose body is
 * not zod (none today).
 */
export function installStorableTextBodies(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { body?: unknown; operationId?: string } | undefined;
    if (schema === undefined || !isZodSchema(schema.body)) return;
    if (schema.operationId !== undefined && OWN_TEXT_ANSWER.has(schema.operationId)) return;
    schema.body = refuseUnstorableText(schema.body);
  });
}

/**
 * A zod refinement for a single text value (a query value that is looked up as typed): refuses
 * unstorable text with {@link REFUSED_TEXT_MESSAGE}. Use as `z.string().refine(...storableText)`.
 */
export const storableText = [isStorableText, REFUSED_TEXT_MESSAGE] as const;
