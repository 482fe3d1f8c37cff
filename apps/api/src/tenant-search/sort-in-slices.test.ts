import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { sortInSlices } from './sort-in-slices.js';

interface Item {
  readonly key: number;
  readonly id: number;
}

const byKey = (a: Item, b: Item) => a.key - b.key;

describe('sortInSlices', () => {
  it('gives what a stable Array.prototype.sort gives, for any slice size', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 300 }),
        fc.integer({ min: 1, max: 64 }),
        async (keys, slice) => {
          const items = keys.map((key, id) => ({ key, id }));
          const expected = [...items].sort(byKey);
          expect(await sortInSlices(items, byKey, slice)).toEqual(expected);
        },
      ),
    );
  });

  it('leaves its input alone and sorts an empty array', async () => {
    const items = [
      { key: 2, id: 0 },
      { key: 1, id: 1 },
    ];
    await sortInSlices(items, byKey, 1);
    expect(items.map((item) => item.id)).toEqual([0, 1]);
    expect(await sortInSlices([], byKey)).toEqual([]);
  });

  it('lets other work run before it is done', async () => {
    const items = Array.from({ length: 64 }, (_, id) => ({ key: 64 - id, id }));
    let done = false;
    let ranBefore = false;
    const sorting = sortInSlices(items, byKey, 4).then(() => {
      done = true;
    });
    setImmediate(() => {
      ranBefore = !done;
    });
    await sorting;
    expect(ranBefore).toBe(true);
  });
});
