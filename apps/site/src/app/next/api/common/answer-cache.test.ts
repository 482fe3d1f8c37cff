import { describe, expect, it, vi } from 'vitest';

import { AnswerCache } from './answer-cache';

/** A cache on a clock the test moves by hand. */
function cacheAt(options: { maxEntries?: number; ttlMs?: number } = {}) {
  const clock = { now: 1_000 };
  const cache = new AnswerCache({
    maxEntries: options.maxEntries ?? 10,
    ttlMs: options.ttlMs ?? 1_000,
    now: () => clock.now,
  });
  return { cache, clock };
}

const ok = (body: unknown) => () =>
  Promise.resolve(Response.json(body, { headers: { 'Cache-Control': 'public, max-age=60' } }));

describe('AnswerCache', () => {
  it('serves a 200 answer again, headers included, without producing it twice', async () => {
    const { cache } = cacheAt();
    const produce = vi.fn(ok({ n: 1 }));
    await cache.answer('a', produce);
    const again = await cache.answer('a', produce);
    expect(produce).toHaveBeenCalledTimes(1);
    expect(again.status).toBe(200);
    expect(again.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await again.json()).toEqual({ n: 1 });
  });

  it('produces the answer again once it is ttlMs old', async () => {
    const { cache, clock } = cacheAt({ ttlMs: 1_000 });
    const produce = vi.fn(ok({ n: 1 }));
    await cache.answer('a', produce);
    clock.now += 999;
    await cache.answer('a', produce);
    expect(produce).toHaveBeenCalledTimes(1);
    clock.now += 1;
    await cache.answer('a', produce);
    expect(produce).toHaveBeenCalledTimes(2);
  });

  it('keeps answers apart by key', async () => {
    const { cache } = cacheAt();
    await cache.answer('a', ok('A'));
    await cache.answer('b', ok('B'));
    expect(await (await cache.answer('a', ok('other'))).json()).toBe('A');
    expect(await (await cache.answer('b', ok('other'))).json()).toBe('B');
  });

  it('never stores an error status or a rejection', async () => {
    const { cache } = cacheAt();
    const failing = vi.fn(() =>
      Promise.resolve(Response.json({ code: 'http_404' }, { status: 404 })),
    );
    expect((await cache.answer('a', failing)).status).toBe(404);
    expect((await cache.answer('a', failing)).status).toBe(404);
    expect(failing).toHaveBeenCalledTimes(2);
    await expect(cache.answer('b', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await (await cache.answer('b', ok('up'))).json()).toBe('up');
    expect(cache.size).toBe(1);
  });

  it('evicts the least recently used answer when full', async () => {
    const { cache } = cacheAt({ maxEntries: 2 });
    await cache.answer('a', ok('A'));
    await cache.answer('b', ok('B'));
    await cache.answer('a', ok('unused')); // a is now the most recently used
    await cache.answer('c', ok('C'));
    expect(cache.size).toBe(2);
    expect(await (await cache.answer('a', ok('unused'))).json()).toBe('A');
    expect(await (await cache.answer('c', ok('unused'))).json()).toBe('C');
    expect(await (await cache.answer('b', ok('B again'))).json()).toBe('B again');
  });

  it('lets concurrent calls for one key share one fetch, each with its own body', async () => {
    const { cache } = cacheAt();
    let release: (response: Response) => void = () => {};
    const produce = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    const first = cache.answer('a', produce);
    const second = cache.answer('a', produce);
    release(Response.json({ n: 1 }));
    const [one, two] = await Promise.all([first, second]);
    expect(produce).toHaveBeenCalledTimes(1);
    expect(await one.json()).toEqual({ n: 1 });
    expect(await two.json()).toEqual({ n: 1 });
  });
});
