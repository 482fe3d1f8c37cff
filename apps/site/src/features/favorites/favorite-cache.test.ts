import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

import {
  applyOptimisticToggle,
  FAVORITE_IDS_KEY,
  FAVORITE_LISTINGS_KEY,
  rollbackToggle,
  settleToggle,
  withFavorite,
} from './favorite-cache';

import type { ToggleSnapshot } from './favorite-cache';

function clientWith(ids: readonly number[] | undefined): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (ids !== undefined) client.setQueryData(FAVORITE_IDS_KEY, ids);
  return client;
}

describe('withFavorite', () => {
  it('adds a missing id at the end and removes a present one', () => {
    expect(withFavorite([3, 5], 7, true)).toEqual([3, 5, 7]);
    expect(withFavorite([3, 5, 7], 5, false)).toEqual([3, 7]);
  });

  it('never duplicates an id and treats unloaded ids as none', () => {
    expect(withFavorite([3, 5], 5, true)).toEqual([3, 5]);
    expect(withFavorite(undefined, 4, true)).toEqual([4]);
    expect(withFavorite(undefined, 4, false)).toEqual([]);
  });
});

describe('optimistic toggle', () => {
  it('flips the listing in the cache at once and reports the new state', async () => {
    const client = clientWith([1, 2]);
    const added = await applyOptimisticToggle(client, 9);
    expect(added).toEqual({ previous: [1, 2], isFavorite: true });
    expect(client.getQueryData(FAVORITE_IDS_KEY)).toEqual([1, 2, 9]);

    const removed = await applyOptimisticToggle(client, 1);
    expect(removed.isFavorite).toBe(false);
    expect(client.getQueryData(FAVORITE_IDS_KEY)).toEqual([2, 9]);
  });

  it('rolls back to exactly the ids before the change', async () => {
    const client = clientWith([4]);
    const snapshot = await applyOptimisticToggle(client, 4);
    expect(client.getQueryData(FAVORITE_IDS_KEY)).toEqual([]);
    rollbackToggle(client, snapshot);
    expect(client.getQueryData(FAVORITE_IDS_KEY)).toEqual([4]);
  });

  it('keeps a late ids fetch from overwriting the optimistic change', async () => {
    const client = clientWith(undefined);
    let answer: (ids: number[]) => void = () => {};
    const fetching = client.fetchQuery({
      queryKey: FAVORITE_IDS_KEY,
      queryFn: () => new Promise<number[]>((resolve) => (answer = resolve)),
    });
    await applyOptimisticToggle(client, 8);
    answer([]);
    await fetching.catch(() => undefined);
    expect(client.getQueryData(FAVORITE_IDS_KEY)).toEqual([8]);
  });

  it('stores the server answer and marks the favourites pages stale', async () => {
    const client = clientWith([1]);
    client.setQueryData([...FAVORITE_LISTINGS_KEY, 1], { items: [] });
    await settleToggle(client, 1, true);
    expect(client.getQueryData(FAVORITE_IDS_KEY)).toEqual([1]);
    expect(client.getQueryState([...FAVORITE_LISTINGS_KEY, 1])?.isInvalidated).toBe(true);
    await settleToggle(client, 1, false);
    expect(client.getQueryData(FAVORITE_IDS_KEY)).toEqual([]);
  });

  it('as a mutation: a failing save leaves the heart as it was and surfaces the error', async () => {
    const client = clientWith([2]);
    const save = vi.fn(() => Promise.reject(new Error('offline')));
    const observer = new MutationObserver<unknown, Error, number, ToggleSnapshot>(client, {
      mutationFn: save,
      onMutate: (id) => applyOptimisticToggle(client, id),
      onError: (_error, _id, snapshot) => {
        if (snapshot !== undefined) rollbackToggle(client, snapshot);
      },
    });
    await expect(observer.mutate(5)).rejects.toThrow('offline');
    expect(save).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(FAVORITE_IDS_KEY)).toEqual([2]);
    expect(observer.getCurrentResult().isError).toBe(true);
  });
});
