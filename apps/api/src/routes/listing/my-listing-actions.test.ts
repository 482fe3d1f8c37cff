import { DeactivationReason, enumValues, ListingStatus } from '@rooms/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listings } from '../../db/schema.js';

import { createMyListingsKit } from './testing/my-listings-kit.js';

import type { TestUser } from '../../testing/test-app.js';
import type { CallRequest } from '../../testing/user-call.js';
import type { MyListingsKit } from './testing/my-listings-kit.js';

let kit: MyListingsKit;
let landlord: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  kit = await createMyListingsKit();
  landlord = await kit.user();
  stranger = await kit.user();
});

afterAll(async () => {
  await kit.close();
});

const HOUR_MS = 3_600_000;

/** The request of each action for an advert (deactivation with reason EnoughReplies 15). */
const ACTIONS: Record<string, (listingId: unknown) => CallRequest> = {
  deactivate: (listingID) => ({
    method: 'POST',
    path: '/listing/deactivate-listing',
    body: { listingID, reason: DeactivationReason.EnoughReplies },
  }),
  reactivate: (listingID) => ({
    method: 'POST',
    path: '/supplyflow/cra-reactivate',
    body: { listingID },
  }),
  delete: (listingID) => ({
    method: 'DELETE',
    path: '/listing/delete-listing',
    query: { listingID: String(listingID) },
  }),
  moveUp: (listingID) => ({ method: 'POST', path: '/listing/moveup', body: { listingID } }),
  confirm: (listingID) => ({
    method: 'POST',
    path: '/listing/confirm-available',
    body: { listingID },
  }),
};

/** The status each action starts from in the tests below. */
const ALLOWED_FROM: Record<string, number> = {
  deactivate: ListingStatus.Active,
  reactivate: ListingStatus.Inactive,
  delete: ListingStatus.Active,
  moveUp: ListingStatus.Active,
  confirm: ListingStatus.Active,
};

const ACTION_NAMES = Object.keys(ACTIONS);

function act(user: TestUser | null, action: string, listingId: unknown) {
  return kit.call(user, ACTIONS[action]!(listingId));
}

/** `GET /listing/details` of an advert: 200 or 404. */
async function detailsStatus(listingId: number): Promise<number> {
  const answer = await kit.call(null, {
    method: 'GET',
    path: '/listing/details',
    query: { listingId },
  });
  return answer.status;
}

/** Ids of the visible adverts of a place in "newest first" search order (first 100). */
async function searchIds(place = kit.groningen): Promise<number[]> {
  const answer = await kit.call(null, {
    method: 'POST',
    path: '/listing/findlistings',
    body: { citySlug: await kit.citySlug(place), radiusId: 0, rowsPerPage: 100 },
  });
  expect(answer.status).toBe(200);
  return (answer.body.listings as { id: number }[]).map((card) => card.id);
}

/** The listing ids of the landlord's "My adverts" page of a filter. */
async function myIds(user: TestUser, listingStatusType: number): Promise<number[]> {
  const answer = await kit.call(user, {
    method: 'GET',
    path: '/listing/mylistings',
    query: { listingStatusType, rowsPerPage: 100 },
  });
  return (answer.body.items as { listingID: number }[]).map((item) => item.listingID);
}

describe('POST /listing/deactivate-listing', () => {
  it('takes an online advert offline with its reason: out of search and details', async () => {
    const id = await kit.advert(landlord, { publishedAt: new Date(Date.now() - 5 * 86_400_000) });
    expect(await searchIds()).toContain(id);
    expect(await detailsStatus(id)).toBe(200);
    const before = await kit.row(id);

    const answer = await act(landlord, 'deactivate', id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      listingID: id,
      status: 5,
      deactivationReason: 15,
      publishedAt: before.publishedAt!.toISOString(),
      movedUpAt: null,
    });
    const after = await kit.row(id);
    expect(after).toMatchObject({ status: 5, deactivationReason: 15 });
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());

    expect(await searchIds()).not.toContain(id);
    expect(await detailsStatus(id)).toBe(404);
    expect(await myIds(landlord, 1)).toContain(id);
    expect(await myIds(landlord, 0)).not.toContain(id);
  });

  it.each(enumValues(DeactivationReason))('records the §3 reason %i', async (reason) => {
    for (const status of [3, 4, 10]) {
      const id = await kit.advert(landlord, { status });
      const answer = await kit.call(landlord, {
        method: 'POST',
        path: '/listing/deactivate-listing',
        body: { listingID: id, reason },
      });
      expect(answer.status).toBe(200);
      expect(await kit.row(id)).toMatchObject({ status: 5, deactivationReason: reason });
    }
  });

  it.each([
    ['an unknown reason', { reason: 4 }],
    ['reason 0', { reason: 0 }],
    ['reason 18', { reason: 18 }],
    ['a reason as text', { reason: '15' }],
    ['a reason null', { reason: null }],
    ['no reason', { reason: undefined }],
    ['a huge reason', { reason: 1e300 }],
    ['a fractional reason', { reason: 15.5 }],
  ])('refuses %s with 400, changing nothing', async (_name, override) => {
    const id = await kit.advert(landlord);
    const answer = await kit.call(landlord, {
      method: 'POST',
      path: '/listing/deactivate-listing',
      body: { listingID: id, ...override },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_request');
    expect(answer.body.data.fields.map((f: { field: string }) => f.field)).toContain('body.reason');
    expect((await kit.row(id)).status).toBe(4);
  });
});

describe('POST /supplyflow/cra-reactivate', () => {
  it('puts a deactivated advert back online: in search and details again', async () => {
    const publishedAt = new Date(Date.now() - 3 * 86_400_000);
    const id = await kit.advert(landlord, { publishedAt });
    await act(landlord, 'deactivate', id);
    expect(await searchIds()).not.toContain(id);

    const answer = await act(landlord, 'reactivate', id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      listingID: id,
      status: 4,
      deactivationReason: 15,
      publishedAt: publishedAt.toISOString(),
      movedUpAt: null,
    });
    expect(await searchIds()).toContain(id);
    expect(await detailsStatus(id)).toBe(200);
    expect(await myIds(landlord, 0)).toContain(id);
    expect(await myIds(landlord, 1)).not.toContain(id);
  });

  it('publishes an inactive advert that was never published at the time of reactivation', async () => {
    const id = await kit.advert(landlord, { status: ListingStatus.Inactive });
    const answer = await act(landlord, 'reactivate', id);
    expect(answer.status).toBe(200);
    expect(Date.now() - Date.parse(answer.body.publishedAt)).toBeLessThan(60_000);
  });
});

describe('DELETE /listing/delete-listing', () => {
  it.each([-1, 1, 2, 3, 4, 5, 10, 11])(
    'deletes an advert of status %i: kept in the database, never shown again',
    async (status) => {
      const id = await kit.advert(landlord, { status });
      const answer = await act(landlord, 'delete', id);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ listingID: id, status: 6 });
      expect((await kit.row(id)).status).toBe(6);
      for (const filter of [0, 1, 2]) expect(await myIds(landlord, filter)).not.toContain(id);
      expect(await detailsStatus(id)).toBe(404);
      expect(await searchIds()).not.toContain(id);
    },
  );

  it('counts a deleted advert nowhere', async () => {
    const owner = await kit.user();
    const id = await kit.advert(owner);
    await kit.advert(owner, { status: ListingStatus.Inactive });
    const counts = () =>
      kit.call(owner, { method: 'GET', path: '/listing/mylistings-count' }).then((a) => a.body);
    expect(await counts()).toEqual({ active: 1, inactive: 1, draft: 0 });
    await act(owner, 'delete', id);
    expect(await counts()).toEqual({ active: 0, inactive: 1, draft: 0 });
  });

  it.each(ACTION_NAMES)(
    'answers 404 to %s on a deleted advert, changing nothing',
    async (action) => {
      const id = await kit.advert(landlord);
      await act(landlord, 'delete', id);
      const before = await kit.row(id);
      const answer = await act(landlord, action, id);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 1015, message: 'Advert not found' });
      expect(await kit.row(id)).toEqual(before);
    },
  );
});

describe('POST /listing/moveup', () => {
  it('moves an online advert to the top of the newest search results', async () => {
    const owner = await kit.user();
    const old = await kit.advert(owner, {
      place: kit.leeuwarden,
      publishedAt: new Date(Date.now() - 20 * 86_400_000),
    });
    for (let i = 1; i <= 3; i++) {
      await kit.advert(owner, {
        place: kit.leeuwarden,
        publishedAt: new Date(Date.now() - i * HOUR_MS),
      });
    }
    expect((await searchIds(kit.leeuwarden)).at(-1)).toBe(old);

    const answer = await act(owner, 'moveUp', old);
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe(4);
    expect(answer.body.movedUpAt).toBe(answer.body.publishedAt);
    expect(Date.now() - Date.parse(answer.body.publishedAt)).toBeLessThan(60_000);
    expect((await searchIds(kit.leeuwarden))[0]).toBe(old);

    const page = await kit.call(owner, {
      method: 'GET',
      path: '/listing/mylistings',
      query: { searchTerm: '' },
    });
    const item = page.body.items.find((i: { listingID: number }) => i.listingID === old);
    expect(item).toMatchObject({ canMoveUp: false, movedUpAt: answer.body.movedUpAt });
  });

  it('refuses a second move-up within 24 hours with 429 move_up_too_soon', async () => {
    const id = await kit.advert(landlord, { publishedAt: new Date(Date.now() - 86_400_000) });
    const first = await act(landlord, 'moveUp', id);
    expect(first.status).toBe(200);
    const afterFirst = await kit.row(id);

    const second = await act(landlord, 'moveUp', id);
    expect(second.status).toBe(429);
    expect(second.body.code).toBe('move_up_too_soon');
    expect(second.body.message).toBe('This advert can be moved up once every 24 hours');
    expect(second.body.data.retryAfterSeconds).toBeGreaterThan(24 * 3600 - 60);
    expect(second.body.data.retryAfterSeconds).toBeLessThanOrEqual(24 * 3600);
    expect(second.headers['retry-after']).toBe(String(second.body.data.retryAfterSeconds));
    expect(Date.parse(second.body.data.nextMoveUpAt)).toBe(
      afterFirst.movedUpAt!.getTime() + 24 * HOUR_MS,
    );
    expect(await kit.row(id)).toEqual(afterFirst);
  });

  it('allows the next move-up once 24 hours have passed, not a minute earlier', async () => {
    const id = await kit.advert(landlord);
    const setMovedUp = (msAgo: number) =>
      kit.t.database.db
        .update(listings)
        .set({ movedUpAt: sql`now() - make_interval(secs => ${msAgo / 1000})` })
        .where(eq(listings.id, id));

    await setMovedUp(24 * HOUR_MS - 60_000);
    const early = await act(landlord, 'moveUp', id);
    expect(early.status).toBe(429);
    expect(early.body.data.retryAfterSeconds).toBeGreaterThan(0);
    expect(early.body.data.retryAfterSeconds).toBeLessThanOrEqual(60);

    await setMovedUp(24 * HOUR_MS + 1000);
    const onTime = await act(landlord, 'moveUp', id);
    expect(onTime.status).toBe(200);
  });

  it('lets exactly one of two simultaneous move-ups through', async () => {
    const id = await kit.advert(landlord);
    const answers = await Promise.all([act(landlord, 'moveUp', id), act(landlord, 'moveUp', id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429]);
  });
});

describe('every action', () => {
  /** Statuses an action refuses with 403 (its own advert, but not in a state for it). */
  const REFUSED: [string, number[]][] = [
    ['deactivate', [-1, 1, 2, 5, 7, 8, 9, 11]],
    ['reactivate', [-1, 1, 2, 3, 4, 7, 8, 9, 10, 11]],
    ['delete', [7, 8, 9]],
    ['moveUp', [-1, 1, 2, 5, 7, 8, 9, 11]],
    ['confirm', [-1, 1, 2, 5, 7, 8, 9, 11]],
  ];

  it.each(REFUSED)(
    '%s: refuses the statuses %j with 403, changing nothing',
    async (action, statuses) => {
      for (const status of statuses) {
        const id = await kit.advert(landlord, { status });
        const before = await kit.row(id);
        const answer = await act(landlord, action, id);
        expect(answer.status, `status ${status}`).toBe(403);
        expect(answer.body).toMatchObject({ code: 'http_403', data: { status } });
        expect(await kit.row(id)).toEqual(before);
      }
    },
  );

  it.each(ACTION_NAMES)(
    "%s: answers 404 for another user's advert, changing and revealing nothing",
    async (action) => {
      const id = await kit.advert(landlord, { status: ALLOWED_FROM[action] });
      const before = await kit.row(id);
      const theirs = await act(stranger, action, id);
      expect(theirs.status).toBe(404);
      const missing = await act(stranger, action, 2_000_000_000);
      // The same answer as for an advert that does not exist.
      expect(theirs.body).toEqual(missing.body);
      expect(theirs.body).toEqual({ code: 1015, message: 'Advert not found' });
      expect(await kit.row(id)).toEqual(before);
    },
  );

  it.each(ACTION_NAMES)('%s: answers 401 anonymously, changing nothing', async (action) => {
    const id = await kit.advert(landlord, { status: ALLOWED_FROM[action] });
    const before = await kit.row(id);
    const answer = await act(null, action, id);
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('http_401');
    expect(await kit.row(id)).toEqual(before);
  });

  it.each(
    ACTION_NAMES.flatMap((action) =>
      [0, -1, 2_147_483_648, 1e300, 1.5, '12abc', null, 'x'.repeat(10_000)].map(
        (value) => [action, value] as const,
      ),
    ),
  )('%s: refuses the advert id %j with 400 invalid_request', async (action, value) => {
    const answer = await act(landlord, action, value);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_request');
  });

  it.each(ACTION_NAMES.filter((action) => action !== 'delete'))(
    '%s: refuses malformed bodies with 400 invalid_request',
    async (action) => {
      const { path } = ACTIONS[action]!(1);
      for (const body of ['{"listingID": 1,', '[1]', '"1"', 'null', '{}']) {
        const answer = await kit.call(landlord, { method: 'POST', path, body });
        expect(answer.status, body).toBe(400);
        expect(answer.body.code).toBe('invalid_request');
      }
    },
  );

  it('delete: refuses a missing or repeated listingID with 400', async () => {
    const missing = await kit.call(landlord, { method: 'DELETE', path: '/listing/delete-listing' });
    expect(missing.status).toBe(400);
    expect(
      await kit.repeatParameter(landlord, 'DELETE', '/listing/delete-listing', 'listingID'),
    ).toEqual({ status: 400, code: 'invalid_request' });
  });
});
