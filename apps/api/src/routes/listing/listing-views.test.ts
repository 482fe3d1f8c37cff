import { ListingStatus } from '@rooms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createMyListingsKit } from './testing/my-listings-kit.js';

import type { MyListingsKit } from './testing/my-listings-kit.js';

let kit: MyListingsKit;

beforeAll(async () => {
  kit = await createMyListingsKit();
});

afterAll(async () => {
  await kit.close();
});

describe('GET /listing/details counts views of the advert page', () => {
  function details(
    user: Awaited<ReturnType<MyListingsKit['user']>> | null,
    listingId: number,
    source: string,
  ) {
    return kit.call(user, {
      method: 'GET',
      path: '/listing/details',
      query: { listingId, source },
    });
  }

  it('counts a view of the advert page by a visitor, not by its landlord nor from other sources', async () => {
    const landlord = await kit.user();
    const tenant = await kit.user();
    const id = await kit.advert(landlord);

    expect((await details(null, id, 'detail')).status).toBe(200);
    expect((await details(tenant, id, 'detail')).status).toBe(200);
    expect((await details(landlord, id, 'detail')).status).toBe(200);
    expect((await details(null, id, 'map')).status).toBe(200);
    expect((await details(null, id, 'search')).status).toBe(200);

    expect((await kit.row(id)).views).toBe(2);
    const mine = await kit.call(landlord, { method: 'GET', path: '/listing/mylistings' });
    expect(mine.body.items).toEqual([expect.objectContaining({ listingID: id, views: 2 })]);
  });

  it('counts nothing for a hidden advert', async () => {
    const landlord = await kit.user();
    const id = await kit.advert(landlord, { status: ListingStatus.Inactive });
    expect((await details(null, id, 'detail')).status).toBe(404);
    expect((await kit.row(id)).views).toBe(0);
  });
});
