import { describe, expect, it } from 'vitest';

import { createSearchCache } from './search-cache.js';

/** A computation that counts its runs and answers a fresh object each time. */
function counter() {
  let runs = 0;
  return {
    runs: () => runs,
    compute: async () => ({ run: ++runs }),
  };
}

const one = () => 1;

describe('search cache', () => {
  it('computes every time while disabled (before it can hear of changes)', async () => {
    const cache = createSearchCache();
    const work = counter();
    await cache.remember('a', one, work.compute);
    await cache.remember('a', one, work.compute);
    expect(work.runs()).toBe(2);
    expect(cache.stats()).toEqual({ hits: 0, misses: 0 });
  });

  it('answers the same key from memory and other keys afresh', async () => {
    const cache = createSearchCache();
    cache.setEnabled(true);
    const work = counter();
    const first = await cache.remember('a', one, work.compute);
    expect(await cache.remember('a', one, work.compute)).toBe(first);
    expect(await cache.remember('b', one, work.compute)).toEqual({ run: 2 });
    expect(cache.stats()).toEqual({ hits: 1, misses: 2 });
  });

  it('forgets every answer when listings change', async () => {
    const cache = createSearchCache();
    cache.setEnabled(true);
    const work = counter();
    await cache.remember('a', one, work.compute);
    cache.invalidate();
    expect(await cache.remember('a', one, work.compute)).toEqual({ run: 2 });
  });

  it('does not keep an answer whose queries overlapped a change (it may hold old rows)', async () => {
    const cache = createSearchCache();
    cache.setEnabled(true);
    let release: () => void = () => {};
    const slow = cache.remember('a', one, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { run: 'old' };
    });
    cache.invalidate();
    release();
    expect(await slow).toEqual({ run: 'old' });
    const work = counter();
    expect(await cache.remember('a', one, work.compute)).toEqual({ run: 1 });
  });

  it('lets concurrent callers of one key share a single computation', async () => {
    const cache = createSearchCache();
    cache.setEnabled(true);
    const work = counter();
    const answers = await Promise.all([1, 2, 3].map(() => cache.remember('a', one, work.compute)));
    expect(work.runs()).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('keeps nothing when the computation fails', async () => {
    const cache = createSearchCache();
    cache.setEnabled(true);
    await expect(
      cache.remember('a', one, () => Promise.reject(new Error('database gone'))),
    ).rejects.toThrow('database gone');
    const work = counter();
    expect(await cache.remember('a', one, work.compute)).toEqual({ run: 1 });
  });

  it('serves an answer no longer than its time to live', async () => {
    const cache = createSearchCache(5);
    cache.setEnabled(true);
    const work = counter();
    await cache.remember('a', one, work.compute);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await cache.remember('a', one, work.compute)).toEqual({ run: 2 });
  });

  it('forgets everything when switched off and on again (changes may have been missed)', async () => {
    const cache = createSearchCache();
    cache.setEnabled(true);
    const work = counter();
    await cache.remember('a', one, work.compute);
    cache.setEnabled(false);
    cache.setEnabled(true);
    expect(await cache.remember('a', one, work.compute)).toEqual({ run: 2 });
  });
});
