import { afterEach, describe, expect, it, vi } from 'vitest';

import { fetchFavoriteIds } from './favorite-api';

const get = vi.fn();

vi.mock('../../client/browser-api', () => ({ browserApi: () => ({ GET: get }) }));

afterEach(() => get.mockReset());

describe('fetchFavoriteIds', () => {
  it('shares one request between the hearts that ask at the same time', async () => {
    get.mockResolvedValue({ data: { listingIds: [3, 879] } });
    const answers = await Promise.all([fetchFavoriteIds('nl'), fetchFavoriteIds('nl')]);
    expect(answers).toEqual([
      [3, 879],
      [3, 879],
    ]);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('asks again once the earlier request has settled, also after a failure', async () => {
    get.mockRejectedValueOnce(new Error('offline'));
    await expect(fetchFavoriteIds('en')).rejects.toThrow('offline');
    get.mockResolvedValueOnce({ data: { listingIds: [] } });
    await expect(fetchFavoriteIds('en')).resolves.toEqual([]);
    expect(get).toHaveBeenCalledTimes(2);
  });
});
