import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * An unpaired UTF-16 surrogate: a high surrogate not followed by a low one, or a low surrogate
 * not preceded by a high one. Matched on code units (no `u` flag) so lone halves are visible.
 */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The message of the refused field in `data.fields`. */
export const REFUSED_TEXT_MESSAGE =
  'Text must not contain the NUL character (U+0000) or unpaired surrogates (U+D800-U+DFFF)';

/**
 * Whether a string holds a code point the API refuses in any text input:
 * - U+0000 (NUL): PostgreSQL refuses it in `text`/`varchar` (`invalid byte sequence for
 *   encoding "UTF8": 0x00`) and in `jsonb` (`\u0000 cannot be converted to text`), which today
 *   surfaces as a 500;
 * - an unpaired surrogate (a lone half of U+D800..U+DFFF, which JSON's `\uD800` escape can carry):
 *   it is no Unicode scalar value, so it cannot be encoded in UTF-8 — the driver would silently
 *   store U+FFFD in `text`, and PostgreSQL refuses it in `jsonb` (`\uD800` escapes).
 * Everything else (accents, emoji as surrogate pairs, other control characters) is accepted here;
 * the route schemas decide the rest.
 *
 * @param value the decoded text (a body field, a query value or a path parameter)
 * @returns true when the text must be refused
 */
export function isRefusedText(value: string): boolean {
  return value.includes('\u0000') || UNPAIRED_SURROGATE.test(value);
}

/**
 * Finds the first refused string (see {@link isRefusedText}) in a parsed request part — a JSON
 * body, the query object or the path parameters — looking at every string value and every
 * object key, at any depth. Iterative, so the deepest JSON the parser accepts cannot overflow
 * the stack; non-plain objects (Buffers, streams of multipart uploads) are not entered.
 *
 * @param root the parsed part (any JSON value, or undefined when the request has none)
 * @returns the path of the refused value as dot-separated segments (`['message']`,
 *   `['items', '2', 'name']`; `[]` for a refused root string), or undefined when all is accepted
 */
export function findRefusedText(root: unknown): string[] | undefined {
  // Each pending value links to its parent instead of copying its path, so a body nested
  // n deep costs O(n), not O(n²); the path is built only for the refused value.
  const pending: Visit[] = [{ value: root, key: undefined, parent: undefined }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value } = next;
    if (typeof value === 'string') {
      if (isRefusedText(value)) return pathOf(next);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) =>
        pending.push({ value: item, key: String(index), parent: next }),
      );
    } else if (isPlainObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (isRefusedText(key)) return [...pathOf(next), key.replace(/[^\x20-\x7E]/g, '?')];
        pending.push({ value: item, key, parent: next });
      }
    }
  }
  return undefined;
}

/** A value still to look at: its key in its parent (undefined for the root) and that parent. */
interface Visit {
  value: unknown;
  key: string | undefined;
  parent: Visit | undefined;
}

function pathOf(visit: Visit): string[] {
  const path: string[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as object | null;
  // Fastify's query and path-parameter objects inherit from a prototype-less object
  // (`Object.create(null)`) rather than from Object.prototype.
  return (
    prototype === null ||
    prototype === Object.prototype ||
    Object.getPrototypeOf(prototype) === null
  );
}

/** The request parts checked, in the order their refusal is reported. */
const PARTS = ['params', 'querystring', 'body'] as const;

function partOf(request: FastifyRequest, part: (typeof PARTS)[number]): unknown {
  if (part === 'params') return request.params;
  if (part === 'querystring') return request.query;
  return request.body;
}

/**
 * Refuses, on every route registered after this call, a request whose path parameters, query
 * string or JSON body holds a refused text ({@link isRefusedText}): 400 `invalid_request` in
 * the §8 shape, `data.fields` naming the field as request validation does (`body.email`,
 * `querystring.cityName`, `params.slugId`). Runs as a `preValidation` hook — after parsing,
 * before the route's schema, authentication and handler — so no such text reaches the database.
 *
 * @param app the root instance, before its routes are registered
 */
export function installRefusedTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    for (const part of PARTS) {
      const path = findRefusedText(partOf(request, part));
      if (path === undefined) continue;
      return reply.status(400).send({
        code: 'invalid_request',
        message: 'Invalid request',
        data: { fields: [{ field: [part, ...path].join('.'), message: REFUSED_TEXT_MESSAGE }] },
      });
    }
    return undefined;
  });
}
