/**
 * Sorting a large array without holding the event loop (issue 26, the tenant index's reload):
 * runs of {@link SORT_SLICE} entries are sorted one at a time, then merged pairwise, with a
 * turn for waiting requests between every two steps. The longest step is the last merge (one
 * pass over the whole array, a few milliseconds at 100,000 entries) instead of a whole sort
 * (tens of milliseconds per order, which showed as the tenant search's p99).
 */

/** Entries sorted per step before the merges. */
export const SORT_SLICE = 4096;

/** Lets waiting requests run (`setImmediate`: after the pending I/O callbacks). */
export const yieldToRequests = (): Promise<void> =>
  new Promise<void>((resolve) => setImmediate(resolve));

/** Merges two runs sorted by `order` into one; the first run's entry goes first on a tie. */
function mergeRuns<T>(a: readonly T[], b: readonly T[], order: (x: T, y: T) => number): T[] {
  const out = new Array<T>(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) {
    out[k++] = order(a[i] as T, b[j] as T) <= 0 ? (a[i++] as T) : (b[j++] as T);
  }
  while (i < a.length) out[k++] = a[i++] as T;
  while (j < b.length) out[k++] = b[j++] as T;
  return out;
}

/**
 * A sorted copy of `items`, made in slices (module comment). Stable, like `Array.prototype.sort`.
 *
 * @param items the entries (not changed)
 * @param order the comparator
 * @param slice entries per sorted run (tests use small ones)
 * @returns a new array in `order`
 */
export async function sortInSlices<T>(
  items: readonly T[],
  order: (a: T, b: T) => number,
  slice = SORT_SLICE,
): Promise<T[]> {
  let runs: T[][] = [];
  for (let start = 0; start < items.length; start += slice) {
    runs.push(items.slice(start, start + slice).sort(order));
    await yieldToRequests();
  }
  while (runs.length > 1) {
    const next: T[][] = [];
    for (let i = 0; i < runs.length; i += 2) {
      const right = runs[i + 1];
      next.push(right === undefined ? (runs[i] as T[]) : mergeRuns(runs[i] as T[], right, order));
      await yieldToRequests();
    }
    runs = next;
  }
  return runs[0] ?? [];
}
