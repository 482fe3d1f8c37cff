/**
 * Lets a long computation on the API's only thread give way to requests: awaited between the
 * steps of an index build (`listing-index.ts`), it yields to the event loop once the current
 * slice has run for a while, so searches keep being answered while a million listings are
 * sorted or merged.
 */

/** Longest run between two yields, milliseconds. */
export const SLICE_MS = 15;

/**
 * Iterations of a long loop between two `await pace()` (a power of two, see {@link isPaceStep}):
 * a few milliseconds of work, so a loop over a million slots gives way about 16 times.
 */
export const PACE_EVERY = 65_536;

/**
 * Whether iteration `i` of a long loop is one that awaits the pacer: every {@link PACE_EVERY}th.
 *
 * @param i the loop's counter (0, 1, 2 …)
 */
export function isPaceStep(i: number): boolean {
  return (i & (PACE_EVERY - 1)) === 0;
}

/** Awaited between steps: resolves at once, or after a turn of the event loop when due. */
export type Pacer = () => Promise<void>;

/**
 * A pacer whose slices last about `sliceMs` (a step longer than that still runs whole).
 *
 * @param sliceMs milliseconds between yields
 */
export function createPacer(sliceMs: number = SLICE_MS): Pacer {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < sliceMs) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    sliceStart = performance.now();
  };
}
