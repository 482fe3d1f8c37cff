import { ListingStatus, MyListingsFilter } from '@rooms/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listings } from '../../db/schema.js';

import { createMyListingsKit } from './testing/my-listings-kit.js';

import type { TestUser } from '../../testing/test-app.js';
import type { MyListingsKit } from './testing/my-listings-kit.js';

let kit: MyListingsKit;

beforeAll(async () => {
  kit = await createMyListingsKit();
});

afterAll(async () => {
  await kit.close();
});

/** Every status of §3. */
const ALL_STATUSES = [-1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

function myListings(user: TestUser | null, query: Record<string, string | number> = {}) {
  return kit.call(user, { method: 'GET', path: '/listing/mylistings', query });
}

function myCounts(user: TestUser | null, query: Record<string, string | number> = {}) {
  return kit.call(user, { method: 'GET', path: '/listing/mylistings-count', query });
}

/** The ids of one page (expects 200). */
async function idsOf(user: TestUser, query: Record<string, string | number> = {}) {
  const answer = await myListings(user, { rowsPerPage: 100, ...query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.items as { listingID: number }[]).map((item) => item.listingID);
}

/** A landlord with one advert of every §3 status, created one minute apart (oldest first). */
async function landlordWithEveryStatus() {
  const landlord = await kit.user();
  const byStatus = new Map<number, number>();
  const start = Date.now() - 60 * 60_000;
  for (const [index, status] of ALL_STATUSES.entries()) {
    byStatus.set(
      status,
      await kit.advert(landlord, { status, createdAt: new Date(start + index * 60_000) }),
    );
  }
  /** Ids of the statuses, newest first (the order of the page). */
  const newestFirst = (statuses: number[]) =>
    ALL_STATUSES.filter((status) => statuses.includes(status))
      .reverse()
      .map((status) => byStatus.get(status)!);
  return { landlord, byStatus, newestFirst };
}

describe('GET /listing/mylistings: filters', () => {
  it('lists the own adverts of each filter, newest first; deleted ones never', async () => {
    const { landlord, newestFirst } = await landlordWithEveryStatus();
    const other = await kit.user();
    await kit.advert(other, { status: ListingStatus.Active });

    expect(await idsOf(landlord, { listingStatusType: MyListingsFilter.Active })).toEqual(
      newestFirst([1, 3, 4, 10, 11]),
    );
    expect(await idsOf(landlord, { listingStatusType: MyListingsFilter.Inactive })).toEqual(
      newestFirst([2, 5, 7, 8, 9]),
    );
    expect(await idsOf(landlord, { listingStatusType: MyListingsFilter.Draft })).toEqual(
      newestFirst([-1]),
    );
  });

  it('defaults to the filter Active, page 1 and 10 adverts per page', async () => {
    const { landlord, newestFirst } = await landlordWithEveryStatus();
    const answer = await myListings(landlord);
    expect(answer.status).toBe(200);
    expect(answer.body.pageNo).toBe(1);
    expect(answer.body.rowsPerPage).toBe(10);
    expect(answer.body.totalCount).toBe(5);
    expect(answer.body.items.map((item: { listingID: number }) => item.listingID)).toEqual(
      newestFirst([1, 3, 4, 10, 11]),
    );
  });

  it('counts the adverts of each filter, deleted ones not', async () => {
    const { landlord } = await landlordWithEveryStatus();
    const answer = await myCounts(landlord);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ active: 5, inactive: 5, draft: 1 });
  });

  it('shows a user without adverts nothing, and nobody else’s', async () => {
    await landlordWithEveryStatus();
    const newcomer = await kit.user();
    for (const filter of [0, 1, 2]) {
      const answer = await myListings(newcomer, { listingStatusType: filter });
      expect(answer.body).toEqual({ items: [], totalCount: 0, pageNo: 1, rowsPerPage: 10 });
    }
    expect((await myCounts(newcomer)).body).toEqual({ active: 0, inactive: 0, draft: 0 });
  });
});

describe('GET /listing/mylistings: the fields of an advert', () => {
  it('has place, rent, cover, views, reactions, times and move-up state', async () => {
    const landlord = await kit.user();
    const publishedAt = new Date('2026-03-01T10:00:00.000Z');
    const createdAt = new Date('2026-02-27T08:30:00.000Z');
    const id = await kit.advert(landlord, {
      title: 'Kamer aan de Curaçaostraat',
      place: kit.leeuwarden,
      rentCents: 52_500,
      coverPhotoKey: 'cover-key-1',
      publishedAt,
      createdAt,
    });
    const topUntil = new Date(Date.now() + 3 * 86_400_000);
    await kit.t.database.db
      .update(listings)
      .set({ views: 37, topAdvertUntil: topUntil })
      .where(eq(listings.id, id));
    await kit.react(id);
    await kit.react(id);

    const answer = await myListings(landlord);
    expect(answer.status).toBe(200);
    const slug = await kit.citySlug(kit.leeuwarden);
    expect(answer.body.items).toEqual([
      {
        listingID: id,
        title: 'Kamer aan de Curaçaostraat',
        listingType: 1,
        status: 4,
        isActive: true,
        cityName: 'Leeuwarden',
        citySlug: slug,
        streetName: 'Curaçaostraat',
        streetSlug: expect.stringMatching(/^curaçaostraat-\d+$/),
        rentCents: 52_500,
        coverPhotoKey: 'cover-key-1',
        views: 37,
        reactionCount: 2,
        createdAt: createdAt.toISOString(),
        publishedAt: publishedAt.toISOString(),
        topAdvertUntil: topUntil.toISOString(),
        isTopAdvert: true,
        movedUpAt: null,
        canMoveUp: true,
        deactivationReason: null,
        rejectionReason: null,
        confirmedAt: (await kit.row(id)).confirmedAt.toISOString(),
      },
    ]);
  });

  it('has no cover, no reactions and no top advert where there are none', async () => {
    const landlord = await kit.user();
    const id = await kit.advert(landlord, { status: ListingStatus.Concept });
    await kit.t.database.db
      .update(listings)
      .set({ topAdvertUntil: new Date(Date.now() - 86_400_000) })
      .where(eq(listings.id, id));
    const answer = await myListings(landlord, { listingStatusType: MyListingsFilter.Draft });
    expect(answer.body.items[0]).toMatchObject({
      listingID: id,
      status: -1,
      isActive: false,
      coverPhotoKey: null,
      reactionCount: 0,
      publishedAt: null,
      isTopAdvert: false,
      canMoveUp: false,
    });
  });

  it('counts only the reactions to each advert itself', async () => {
    const landlord = await kit.user();
    const first = await kit.advert(landlord);
    const second = await kit.advert(landlord);
    await kit.react(first);
    await kit.react(second);
    await kit.react(second);
    await kit.react(second);
    const answer = await myListings(landlord);
    const counts = Object.fromEntries(
      answer.body.items.map((item: { listingID: number; reactionCount: number }) => [
        item.listingID,
        item.reactionCount,
      ]),
    );
    expect(counts).toEqual({ [first]: 1, [second]: 3 });
  });
});

describe('GET /listing/mylistings: pages', () => {
  let landlord: TestUser;
  /** 25 active adverts, newest first. */
  let expected: number[];

  beforeAll(async () => {
    landlord = await kit.user();
    const ids: number[] = [];
    const start = Date.now() - 100 * 60_000;
    for (let i = 0; i < 25; i++) {
      ids.push(
        await kit.advert(landlord, {
          title: `Advert ${i}`,
          // Pairs share a creation time: the id decides (newest id first).
          createdAt: new Date(start + Math.floor(i / 2) * 60_000),
        }),
      );
    }
    await kit.advert(landlord, { status: ListingStatus.Inactive });
    expected = [...ids].reverse();
  });

  it('pages through every advert exactly once, in order', async () => {
    const seen: number[] = [];
    for (const pageNo of [1, 2, 3]) {
      const answer = await myListings(landlord, { pageNo, rowsPerPage: 10 });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ totalCount: 25, pageNo, rowsPerPage: 10 });
      expect(answer.body.items).toHaveLength(pageNo === 3 ? 5 : 10);
      seen.push(...answer.body.items.map((item: { listingID: number }) => item.listingID));
    }
    expect(seen).toEqual(expected);
  });

  it('answers an empty page past the end, with the total', async () => {
    const answer = await myListings(landlord, { pageNo: 4, rowsPerPage: 10 });
    expect(answer.body).toEqual({ items: [], totalCount: 25, pageNo: 4, rowsPerPage: 10 });
  });

  it('takes up to 100 per page', async () => {
    const answer = await myListings(landlord, { rowsPerPage: 100 });
    expect(answer.body.items).toHaveLength(25);
    const single = await myListings(landlord, { rowsPerPage: 1, pageNo: 25 });
    expect(single.body.items.map((item: { listingID: number }) => item.listingID)).toEqual([
      expected[24],
    ]);
  });
});

describe('GET /listing/mylistings: search term', () => {
  let landlord: TestUser;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    landlord = await kit.user();
    ids.balcony = await kit.advert(landlord, { title: 'Zonnige kamer met één balkon' });
    ids.street = await kit.advert(landlord, { title: 'Studio', place: kit.leeuwarden });
    ids.percent = await kit.advert(landlord, { title: 'Kamer 100% gemeubileerd' });
    ids.draft = await kit.advert(landlord, {
      title: 'Concept kamer met balkon',
      status: ListingStatus.Concept,
    });
    ids.inactive = await kit.advert(landlord, {
      title: 'Oude kamer',
      status: ListingStatus.Inactive,
      place: kit.leeuwarden,
    });
    // Another landlord's advert that matches every term below.
    const other = await kit.user();
    await kit.advert(other, { title: 'Balkon 100% Curaçao', place: kit.leeuwarden });
  });

  it.each([
    ['the title, case and accents ignored', 'EEN BALKON', ['balcony']],
    ['the street, accents ignored', 'curacao', ['street']],
    ['the street with its accent', 'Curaçao', ['street']],
    ['the city', 'leeuw', ['street']],
    ['surrounding and repeated white space', '  één   balkon ', ['balcony']],
    ['% literally, not as a wildcard', '%', ['percent']],
    ['_ literally', '_', []],
    ['nothing', 'zolder', []],
  ])('matches %s', async (_name, searchTerm, expected) => {
    const found = await idsOf(landlord, { searchTerm });
    expect(found.sort()).toEqual(expected.map((key) => ids[key]!).sort());
  });

  it('lists everything for an empty or blank term', async () => {
    expect(await idsOf(landlord, { searchTerm: '' })).toHaveLength(3);
    expect(await idsOf(landlord, { searchTerm: '   ' })).toHaveLength(3);
  });

  it('applies to every filter and to the counts', async () => {
    expect(await idsOf(landlord, { searchTerm: 'balkon', listingStatusType: 2 })).toEqual([
      ids.draft,
    ]);
    expect(await idsOf(landlord, { searchTerm: 'curacao', listingStatusType: 1 })).toEqual([
      ids.inactive,
    ]);
    expect((await myCounts(landlord, { searchTerm: 'balkon' })).body).toEqual({
      active: 1,
      inactive: 0,
      draft: 1,
    });
    expect((await myCounts(landlord, { searchTerm: 'leeuwarden' })).body).toEqual({
      active: 1,
      inactive: 1,
      draft: 0,
    });
    expect((await myCounts(landlord)).body).toEqual({ active: 3, inactive: 1, draft: 1 });
  });
});

describe('the "My adverts" lists need a signed-in user', () => {
  it.each(['/listing/mylistings', '/listing/mylistings-count'])(
    '%s answers 401 anonymously',
    async (path) => {
      const answer = await kit.call(null, { method: 'GET', path });
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('http_401');
    },
  );

  it('answers 401 for an unknown session', async () => {
    const answer = await kit.call(
      { id: 0, email: '', password: '', cookie: 'rooms_session=forged', token: 'forged' },
      { method: 'GET', path: '/listing/mylistings' },
    );
    expect(answer.status).toBe(401);
  });
});

describe('bad input on the "My adverts" lists', () => {
  it.each([
    ['pageNo 0', { pageNo: 0 }, 'querystring.pageNo'],
    ['pageNo over 10,000', { pageNo: 10_001 }, 'querystring.pageNo'],
    ['pageNo as text', { pageNo: 'two' }, 'querystring.pageNo'],
    ['fractional pageNo', { pageNo: '1.5' }, 'querystring.pageNo'],
    ['rowsPerPage 0', { rowsPerPage: 0 }, 'querystring.rowsPerPage'],
    ['rowsPerPage over 100', { rowsPerPage: 101 }, 'querystring.rowsPerPage'],
    ['huge rowsPerPage', { rowsPerPage: '9'.repeat(400) }, 'querystring.rowsPerPage'],
    ['unknown filter', { listingStatusType: 3 }, 'querystring.listingStatusType'],
    ['negative filter', { listingStatusType: -1 }, 'querystring.listingStatusType'],
    ['filter as a word', { listingStatusType: 'active' }, 'querystring.listingStatusType'],
    ['over-long search term', { searchTerm: 'x'.repeat(101) }, 'querystring.searchTerm'],
  ])('refuses %s with 400 invalid_request', async (_name, query, field) => {
    const landlord = await kit.user();
    const answer = await myListings(landlord, query);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_request');
    expect(answer.body.data.fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  it('refuses an over-long or repeated search term on the counts', async () => {
    const landlord = await kit.user();
    const long = await myCounts(landlord, { searchTerm: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(
      await kit.repeatParameter(landlord, 'GET', '/listing/mylistings-count', 'searchTerm'),
    ).toEqual({ status: 400, code: 'invalid_request' });
  });

  it('treats control characters in the search term as white space', async () => {
    const landlord = await kit.user();
    const id = await kit.advert(landlord, { title: 'Kamer met tuin' });
    expect(await idsOf(landlord, { searchTerm: 'met\u0000tuin' })).toEqual([id]);
  });
});
