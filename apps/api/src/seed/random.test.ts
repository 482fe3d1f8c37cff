import { describe, expect, it } from 'vitest';

import { createRandom, hashSeed, shuffleInPlace } from './random.js';

describe('createRandom', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = createRandom('rooms');
    const b = createRandom('rooms');
    const c = createRandom('other');
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA);
  });

  it('pins the first outputs so a change of algorithm is noticed (seeds would change)', () => {
    expect(hashSeed('rooms')).toEqual(hashSeed('rooms'));
    const random = createRandom(42);
    expect([random.int(0, 1_000_000), random.int(0, 1_000_000), random.int(0, 1_000_000)]).toEqual([
      826117, 712115, 74199,
    ]);
  });

  it('stays within bounds and covers them', () => {
    const random = createRandom(1);
    const seen = new Set<number>();
    let min = 1;
    let max = 0;
    for (let i = 0; i < 10_000; i++) {
      const value = random.next();
      min = Math.min(min, value);
      max = Math.max(max, value);
      seen.add(random.int(3, 7));
    }
    expect(min).toBeGreaterThanOrEqual(0);
    expect(max).toBeLessThan(1);
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
    expect(random.int(5, 5)).toBe(5);
    expect(random.int(5, 2)).toBe(5);
  });

  it('picks weighted values in proportion to their weights', () => {
    const random = createRandom('weights');
    const counts = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 20_000; i++)
      counts[
        random.weighted([
          ['a', 1],
          ['b', 3],
          ['c', 0],
        ] as const)
      ]++;
    expect(counts.c).toBe(0);
    expect(counts.b / counts.a).toBeGreaterThan(2.7);
    expect(counts.b / counts.a).toBeLessThan(3.3);
  });

  it('rejects empty choices', () => {
    const random = createRandom(0);
    expect(() => random.pick([])).toThrow(/empty/);
    expect(() => random.weighted([])).toThrow(/empty/);
  });

  it('shuffles deterministically and keeps every item', () => {
    const a = shuffleInPlace([1, 2, 3, 4, 5, 6, 7, 8], createRandom('s'));
    const b = shuffleInPlace([1, 2, 3, 4, 5, 6, 7, 8], createRandom('s'));
    expect(a).toEqual(b);
    expect([...a].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
