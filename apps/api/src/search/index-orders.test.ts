import { describe, expect, it } from 'vitest';

import { createRandom } from '../seed/random.js';

import { sortSlots } from './index-orders.js';

/** A total order over slots: a random key with many ties, then the slot. */
function randomOrder(size: number, seed: string): (a: number, b: number) => number {
  const random = createRandom(seed);
  const keys = Array.from({ length: size }, () => random.int(0, 20));
  return (a, b) => keys[a]! - keys[b]! || a - b;
}

describe('sortSlots', () => {
  it.each([
    [0, 7],
    [1, 7],
    [7, 7],
    [1000, 7],
    [1001, 64],
    [5000, 1000],
  ])('%i slots in runs of %i: the same order as one sort', async (size, run) => {
    const compare = randomOrder(size, `sort-slots-${size}-${run}`);
    const expected = Array.from({ length: size }, (_, slot) => slot).sort(compare);
    let paced = 0;
    const sorted = await sortSlots(size, compare, async () => void paced++, run);
    expect(Array.from(sorted)).toEqual(expected);
    // Each run was its own step.
    expect(paced).toBeGreaterThanOrEqual(Math.ceil(size / run));
  });
});
