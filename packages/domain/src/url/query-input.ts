/** Access to URL query parameters, whatever form the router hands them in (§5). */

/**
 * Query parameters as a router gives them: a `URLSearchParams`, or a record of one value or a
 * list of values per key (Next.js `searchParams`).
 */
export type QueryInput =
  URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

/** Every value of each query key, keys lower-cased. */
export type QueryValues = ReadonlyMap<string, readonly string[]>;

/**
 * Collects the values of a query by key, matching keys case-insensitively (`searchview` and
 * `searchView` are the same key). Values keep their order of appearance.
 *
 * @param query the query as handed over by the router
 * @returns lower-cased key -> its values (at least one per present key)
 */
export function collectQueryValues(query: QueryInput): QueryValues {
  const entries: [string, string][] =
    query instanceof URLSearchParams
      ? [...query.entries()]
      : Object.entries(query).flatMap(([key, value]) =>
          (typeof value === 'string' ? [value] : (value ?? [])).map((item): [string, string] => [
            key,
            item,
          ]),
        );
  const values = new Map<string, string[]>();
  for (const [key, value] of entries) {
    const lowerKey = key.toLowerCase();
    values.set(lowerKey, [...(values.get(lowerKey) ?? []), value]);
  }
  return values;
}
