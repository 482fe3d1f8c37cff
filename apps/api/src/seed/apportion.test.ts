import { describe, expect, it } from 'vitest';

import { apportion } from './apportion.js';

describe('apportion', () => {
  it('splits in proportion and sums to the total exactly', () => {
    expect(apportion(10, [5, 3, 2])).toEqual([5, 3, 2]);
    expect(apportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
    const counts = apportion(5000, [515_488, 330_638, 298_276, 2, 0]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(5000);
    expect(counts[0]).toBeGreaterThan(counts[1] as number);
    expect(counts[4]).toBe(0);
  });

  it('handles zero and rejects bad input', () => {
    expect(apportion(0, [1, 2])).toEqual([0, 0]);
    expect(() => apportion(-1, [1])).toThrow(/invalid total/);
    expect(() => apportion(1.5, [1])).toThrow(/invalid total/);
    expect(() => apportion(3, [0, 0])).toThrow(/no positive weight/);
  });
});
