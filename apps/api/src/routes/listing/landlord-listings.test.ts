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

function landlordListings(query: Record<string, string | number>) {
  return kit.call(null, { method: 'GET', path: '/listing/landlord-listings', query });
}

describe('GET /listing/landlord-listings (landlord public profile)', () => {
  it('shows the public fields and only the adverts a tenant may see, newest published first', async () => {
    const landlord = await kit.user();
    const hour = 60 * 60_000;
    const now = Date.now();
    const older = await kit.advert(landlord, { publishedAt: new Date(now - 3 * hour) });
    const newer = await kit.advert(landlord, {
      status: ListingStatus.AutomaticallyActivated,
      publishedAt: new Date(now - hour),
    });
    for (const status of [
      ListingStatus.Concept,
      ListingStatus.Inactive,
      ListingStatus.Deleted,
      ListingStatus.Pending,
      ListingStatus.Blocked,
    ]) {
      await kit.advert(landlord, { status });
    }
    const someoneElse = await kit.user();
    await kit.advert(someoneElse);

    const answer = await landlordListings({ landlordID: landlord.id });

    expect(answer.status).toBe(200);
    expect(answer.body.landlord).toMatchObject({ id: landlord.id, photoKey: null });
    expect(typeof answer.body.landlord.firstName).toBe('string');
    expect(answer.body.landlord).not.toHaveProperty('email');
    expect(answer.body.listings.map((card: { id: number }) => card.id)).toEqual([newer, older]);
    expect(answer.body.totalCount).toBe(2);
  });

  it('pages through the adverts', async () => {
    const landlord = await kit.user();
    const ids: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      ids.push(await kit.advert(landlord, { publishedAt: new Date(Date.now() - index * 60_000) }));
    }
    const second = await landlordListings({ landlordID: landlord.id, pageNo: 2, rowsPerPage: 2 });
    expect(second.status).toBe(200);
    expect(second.body.listings.map((card: { id: number }) => card.id)).toEqual([ids[2]]);
    expect(second.body).toMatchObject({ totalCount: 3, pageNo: 2, rowsPerPage: 2 });
  });

  it('answers a user without adverts with an empty page', async () => {
    const tenant = await kit.user();
    const answer = await landlordListings({ landlordID: tenant.id });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ listings: [], totalCount: 0 });
  });

  it('answers 404 for an unknown user and 400 for bad ids and paging', async () => {
    expect((await landlordListings({ landlordID: 2_000_000_000 })).body.code).toBe('http_404');
    const bad: Record<string, string | number>[] = [
      { landlordID: 'abc' },
      { landlordID: 0 },
      { landlordID: '99999999999999' },
      { landlordID: 1, rowsPerPage: 1000 },
      { landlordID: 1, pageNo: -1 },
    ];
    for (const query of bad) {
      const answer = await landlordListings(query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body.code).toBe('invalid_request');
    }
    expect((await landlordListings({})).status).toBe(400);
  });
});
