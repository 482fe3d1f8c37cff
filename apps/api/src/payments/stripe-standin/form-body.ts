/**
 * Decoding of Stripe's form bodies and query strings (`application/x-www-form-urlencoded` with
 * bracket notation), as the `stripe` SDK writes them: `metadata[rooms_user_id]=7`,
 * `items[0][price]=price_…`, `expand[0]=latest_invoice`, and also `lookup_keys[]=…` (what other
 * clients and Stripe's docs use). A small decoder rather than `qs`: `qs` is not a dependency of
 * the API, and the SDK's encoding is simple and fixed.
 */

/** A decoded parameter value: a string leaf, a nested object, or an array. */
export type FormValue = string | FormObject | FormValue[];

/** A decoded parameter object. */
export interface FormObject {
  [key: string]: FormValue;
}

/** Deepest nesting accepted; Stripe's own parameters never go beyond a handful of levels. */
const MAX_DEPTH = 8;

/** Names that would reach an object's prototype if used as keys. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Splits `a[b][0][]` into `['a', 'b', '0', '']`.
 *
 * @returns null when the key is malformed (unbalanced brackets, too deep, or a forbidden name)
 */
function splitKey(key: string): string[] | null {
  const open = key.indexOf('[');
  const head = open === -1 ? key : key.slice(0, open);
  if (head === '') return null;
  const segments = [head];
  let rest = open === -1 ? '' : key.slice(open);
  while (rest.length > 0) {
    const match = /^\[([^[\]]*)\]/.exec(rest);
    if (!match) return null;
    segments.push(match[1] ?? '');
    rest = rest.slice(match[0].length);
  }
  if (segments.length > MAX_DEPTH || segments.some((s) => FORBIDDEN_KEYS.has(s))) return null;
  return segments;
}

/**
 * Turns objects whose keys are exactly `0..n-1` (the SDK's array encoding) into arrays, deeply.
 * Keys of `[]` were collected under numeric keys already, so they become arrays here too.
 */
function arraysFromIndexedObjects(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted: FormObject = Object.create(null) as FormObject;
  for (const key of keys) converted[key] = arraysFromIndexedObjects(value[key] as FormValue);
  const indexed =
    keys.length > 0 &&
    keys.every((key) => /^(0|[1-9]\d*)$/.test(key)) &&
    keys
      .map(Number)
      .sort((a, b) => a - b)
      .every((n, i) => n === i);
  if (!indexed) return { ...converted };
  return keys
    .map(Number)
    .sort((a, b) => a - b)
    .map((n) => converted[String(n)] as FormValue);
}

/**
 * Decodes a form body or query string into nested objects and arrays.
 *
 * @param text the raw `a=1&b[c]=2` text (without a leading `?`)
 * @returns the decoded parameters; malformed keys are skipped, a later duplicate of a leaf wins
 */
export function decodeForm(text: string): FormObject {
  const root: FormObject = Object.create(null) as FormObject;
  for (const [key, value] of new URLSearchParams(text)) {
    const segments = splitKey(key);
    if (!segments) continue;
    let node: FormObject = root;
    for (let i = 0; i < segments.length; i++) {
      let segment = segments[i] as string;
      const last = i === segments.length - 1;
      if (segment === '') {
        // `name[]=` appends: the next free index of this node.
        segment = String(Object.keys(node).length);
      }
      if (last) {
        node[segment] = value;
        break;
      }
      const child = node[segment];
      if (child === undefined || typeof child === 'string' || Array.isArray(child)) {
        const fresh: FormObject = Object.create(null) as FormObject;
        node[segment] = fresh;
        node = fresh;
      } else {
        node = child;
      }
    }
  }
  return arraysFromIndexedObjects(root) as FormObject;
}
