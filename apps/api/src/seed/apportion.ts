/**
 * Splits a whole number over weighted shares in proportion to the weights (largest-remainder
 * method, Hamilton): every share gets the floor of its exact quota, the units left over go to
 * the largest fractional parts, ties to the earlier share. Deterministic, and the counts sum to
 * `total` exactly.
 *
 * @param total units to distribute (≥ 0), e.g. the number of listings
 * @param weights non-negative weights, e.g. BAG address counts per city
 * @returns one count per weight
 * @throws Error when `total` is negative or not an integer, or every weight is 0 while total > 0
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  if (!Number.isInteger(total) || total < 0) throw new Error(`apportion: invalid total ${total}`);
  const sum = weights.reduce((acc, weight) => acc + Math.max(0, weight), 0);
  if (total === 0) return weights.map(() => 0);
  if (sum <= 0) throw new Error('apportion: no positive weight');
  const counts: number[] = [];
  const remainders: { index: number; fraction: number }[] = [];
  let assigned = 0;
  weights.forEach((weight, index) => {
    const quota = (total * Math.max(0, weight)) / sum;
    const whole = Math.floor(quota);
    counts.push(whole);
    assigned += whole;
    remainders.push({ index, fraction: quota - whole });
  });
  remainders.sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (let i = 0; i < total - assigned; i++) {
    const { index } = remainders[i] as { index: number };
    counts[index] = (counts[index] as number) + 1;
  }
  return counts;
}
