/**
 * Small numeric helpers the benchmarks share: a seeded random source (runs comparable) and
 * percentiles of sorted samples.
 */

/**
 * A small deterministic PRNG (mulberry32), so every run draws the same values.
 *
 * @param seed any 32-bit integer
 * @returns a function giving numbers in [0, 1)
 */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The p-th percentile (nearest rank) of ascending samples.
 *
 * @param sorted samples in ascending order
 * @param p percentile, 0..100
 * @returns the sample, or NaN when there is none
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}
