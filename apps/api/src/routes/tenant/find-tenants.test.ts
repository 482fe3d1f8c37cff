import { TenantSort } from '@rooms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { insertCity, insertTenant } from '../../tenant-search/tenant-fixtures.js';
import { createTestApp, registerUser } from '../../testing/test-app.js';
import { createUserCall, type UserCall } from '../../testing/user-call.js';

import type { TenantFixture } from '../../tenant-search/tenant-fixtures.js';
import type { TestApp, TestUser } from '../../testing/test-app.js';

let t: TestApp;
let call: UserCall;
let landlord: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  call = createUserCall(t.app);
  landlord = await registerUser(t.app);
});

afterAll(async () => {
  await t.close();
});

let cityCounter = 0;
/** A city of its own, far from every other test's city (0.5° of latitude apart ≈ 55 km). */
async function ownCity(name = 'Stad') {
  cityCounter += 1;
  return insertCity(t.app.database, name, 40 + cityCounter * 0.5, 5);
}

/** Tenant ids found in a city by a request (page of 100). */
async function idsFound(
  slug: string,
  body: Record<string, unknown> = {},
  user: TestUser | null = null,
) {
  const answer = await call(user, {
    method: 'POST',
    path: '/tenant/findtenants',
    body: { location: { name: '', cityName: '', citySlug: slug }, rowsPerPage: 100, ...body },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.tenants as { tenantID: number }[]).map((card) => card.tenantID);
}

/** Inserts a matching and a non-matching tenant in a city of their own; checks the filter. */
async function expectFilter(
  body: Record<string, unknown>,
  matching: TenantFixture,
  notMatching: TenantFixture,
) {
  const city = await ownCity();
  const yes = await insertTenant(t.app.database, [city.id], matching);
  const no = await insertTenant(t.app.database, [city.id], notMatching);
  expect(new Set(await idsFound(city.slug))).toEqual(new Set([yes, no]));
  expect(await idsFound(city.slug, body)).toEqual([yes]);
}

describe('POST /tenant/findtenants: filters', () => {
  it('maxRentalPriceID: budget at least the home rent', () =>
    expectFilter(
      { maxRentalPriceID: 700 },
      { profile: { maxRentCents: 700_00 } },
      { profile: { maxRentCents: 699_00 } },
    ));

  it('surfaceMinimumID: minimum surface unset or at most the home surface', async () => {
    await expectFilter(
      { surfaceMinimumID: 20 },
      { profile: { minSurfaceM2: 20 } },
      { profile: { minSurfaceM2: 25 } },
    );
    await expectFilter(
      { surfaceMinimumID: 20 },
      { profile: { minSurfaceM2: null } },
      { profile: { minSurfaceM2: 30 } },
    );
  });

  it('furnishings: any or overlapping', async () => {
    await expectFilter(
      { furnishings: [4] },
      { profile: { furnishings: 4 | 2 } },
      { profile: { furnishings: 1 } },
    );
    await expectFilter(
      { furnishings: [1] },
      { profile: { furnishings: 0 } },
      { profile: { furnishings: 4 } },
    );
  });

  it('availabilityPeriods: any or overlapping', () =>
    expectFilter(
      { availabilityPeriods: [2] },
      { profile: { availabilityPeriods: 2 } },
      { profile: { availabilityPeriods: 1 } },
    ));

  it('suitableForNumberOfPersonsID: household at most that', () =>
    expectFilter(
      { suitableForNumberOfPersonsID: 2 },
      { profile: { householdSize: 2 } },
      { profile: { householdSize: 3 } },
    ));

  it("suitableForGenderIDs: the tenant's gender; Mixed means any", async () => {
    await expectFilter({ suitableForGenderIDs: [1] }, { gender: 1 }, { gender: 2 });
    const city = await ownCity();
    const a = await insertTenant(t.app.database, [city.id], { gender: 1 });
    const b = await insertTenant(t.app.database, [city.id], { gender: 2 });
    expect(new Set(await idsFound(city.slug, { suitableForGenderIDs: [4] }))).toEqual(
      new Set([a, b]),
    );
  });

  it('suitableForMinAge/MaxAge: age band overlapping the range, clamped', async () => {
    await expectFilter(
      { suitableForMinAge: 25, suitableForMaxAge: 30 },
      { profile: { ageBand: 4 } },
      { profile: { ageBand: 2 } },
    );
    await expectFilter(
      { suitableForMinAge: 0, suitableForMaxAge: 18 },
      { profile: { ageBand: 1 } },
      { profile: { ageBand: 6 } },
    );
  });

  it('suitableForStatusIDs: occupation sharing a flag', () =>
    expectFilter({ suitableForStatusIDs: [4, 8] }, { occupation: 4 }, { occupation: 1 }));

  it('isSmokingInsideAllowed / isPetsInsideAllowed: only smokers / pet owners', async () => {
    await expectFilter(
      { isSmokingInsideAllowed: true },
      { profile: { smoker: true } },
      { profile: { smoker: false } },
    );
    await expectFilter(
      { isPetsInsideAllowed: true },
      { profile: { hasPets: true } },
      { profile: { hasPets: false } },
    );
  });

  it('roommateMaxNumberID: tenants accepting at least that many roommates', async () => {
    await expectFilter(
      { roommateMaxNumberID: 3 },
      { profile: { roommateMax: 4 } },
      { profile: { roommateMax: 2 } },
    );
    await expectFilter(
      { roommateMaxNumberID: 3 },
      { profile: { roommateMax: null } },
      { profile: { roommateMax: 1 } },
    );
  });

  it('roommateGenderIDs: any or overlapping', () =>
    expectFilter(
      { roommateGenderIDs: [2] },
      { profile: { roommateGenders: 2 } },
      { profile: { roommateGenders: 1 } },
    ));

  it('tenantsWithImageOnly: default true; false shows tenants without photo too', async () => {
    const city = await ownCity();
    const withPhoto = await insertTenant(t.app.database, [city.id]);
    const without = await insertTenant(t.app.database, [city.id], { photoKey: null });
    expect(await idsFound(city.slug)).toEqual([withPhoto]);
    expect(new Set(await idsFound(city.slug, { tenantsWithImageOnly: false }))).toEqual(
      new Set([withPhoto, without]),
    );
  });

  it('onlyFavorite: the caller’s favourites; 401 anonymous; other users’ favourites not seen', async () => {
    const city = await ownCity();
    const a = await insertTenant(t.app.database, [city.id]);
    await insertTenant(t.app.database, [city.id]);
    const other = await registerUser(t.app);
    const toggle = await call(landlord, {
      method: 'POST',
      path: '/tenant/toggle-favorite',
      body: { tenantID: a },
    });
    expect(toggle.body).toEqual({ tenantID: a, isFavorite: true });
    expect(await idsFound(city.slug, { onlyFavorite: true }, landlord)).toEqual([a]);
    expect(await idsFound(city.slug, { onlyFavorite: true }, other)).toEqual([]);
    const anonymous = await call(null, {
      method: 'POST',
      path: '/tenant/findtenants',
      body: { onlyFavorite: true },
    });
    expect(anonymous.status).toBe(401);
    const cards = await call(landlord, {
      method: 'POST',
      path: '/tenant/findtenants',
      body: { location: { name: '', cityName: '', citySlug: city.slug } },
    });
    expect(
      cards.body.tenants.map((card: { isFavorite: boolean }) => card.isFavorite).sort(),
    ).toEqual([false, true]);
  });
});

describe('POST /tenant/findtenants: place, privacy, cards', () => {
  it('finds tenants seeking a city within 5 km, not farther', async () => {
    const centre = await insertCity(t.app.database, 'Centrum', 30, 5);
    const near = await insertCity(t.app.database, 'Dichtbij', 30.04, 5); // ≈ 4.4 km north
    const far = await insertCity(t.app.database, 'Verweg', 30.06, 5); // ≈ 6.7 km north
    const inCentre = await insertTenant(t.app.database, [centre.id]);
    const inNear = await insertTenant(t.app.database, [far.id, near.id]);
    await insertTenant(t.app.database, [far.id]);
    expect(new Set(await idsFound(centre.slug))).toEqual(new Set([inCentre, inNear]));
    expect(await idsFound('no-such-city')).toEqual([]);
  });

  it('never shows hidden, incomplete or deleted profiles', async () => {
    const city = await ownCity();
    const shown = await insertTenant(t.app.database, [city.id]);
    await insertTenant(t.app.database, [city.id], { profile: { visible: false } });
    await insertTenant(t.app.database, [city.id], { profile: { searchable: false } });
    await insertTenant(t.app.database, [city.id], { deletedAt: new Date() });
    expect(await idsFound(city.slug, { tenantsWithImageOnly: false })).toEqual([shown]);
  });

  it('leaves out a profile hidden after the index was loaded, before any reload', async () => {
    const city = await ownCity();
    const a = await insertTenant(t.app.database, [city.id]);
    const b = await insertTenant(t.app.database, [city.id]);
    expect(new Set(await idsFound(city.slug))).toEqual(new Set([a, b]));
    // Written behind the index's back (no invalidation): the cards still leave it out.
    await t.database.pool.query('update tenant_profiles set visible = false where user_id = $1', [
      a,
    ]);
    await t.database.pool.query('update users set deleted_at = now() where id = $1', [b]);
    expect(await idsFound(city.slug)).toEqual([]);
  });

  it('answers cards with names of cities sought, last active to the day, no favourite flag anonymously', async () => {
    const city = await ownCity('Kaartstad');
    const id = await insertTenant(t.app.database, [city.id], {
      firstName: 'Anna',
      occupation: 2,
      lastActiveAt: new Date('2026-11-20T13:00:00Z'),
      profile: { maxRentCents: 650_00, moveInDate: '2027-02-01', ageBand: 3 },
    });
    const answer = await call(null, {
      method: 'POST',
      path: '/tenant/findtenants',
      body: { location: { name: '', cityName: '', citySlug: city.slug } },
    });
    expect(answer.body).toMatchObject({ totalCount: 1, pageNo: 1, rowsPerPage: 20 });
    expect(answer.body.tenants[0]).toEqual({
      tenantID: id,
      firstName: 'Anna',
      photoKey: expect.any(String),
      ageBand: 3,
      occupation: 2,
      maxRentCents: 650_00,
      moveInDate: '2027-02-01',
      cities: ['Kaartstad'],
      lastActiveOn: '2026-11-20',
      isFavorite: null,
    });
  });

  it('sorts as asked and pages stably with the user id as tiebreak', async () => {
    const city = await ownCity();
    const db = t.app.database;
    const low = await insertTenant(db, [city.id], {
      profile: { maxRentCents: 500_00, completeness: 75, updatedAt: new Date('2026-01-03') },
    });
    const high = await insertTenant(db, [city.id], {
      profile: { maxRentCents: 900_00, completeness: 75, updatedAt: new Date('2026-01-01') },
    });
    const mid1 = await insertTenant(db, [city.id], {
      lastActiveAt: new Date('2026-11-01'),
      profile: { maxRentCents: 700_00, updatedAt: new Date('2026-01-02') },
    });
    const mid2 = await insertTenant(db, [city.id], {
      lastActiveAt: new Date('2026-11-02'),
      profile: { maxRentCents: 700_00, updatedAt: new Date('2026-01-02') },
    });
    const sorted = (sort: number) => idsFound(city.slug, { listingSortOptionID: sort });
    expect(await sorted(TenantSort.Recommended)).toEqual([mid2, mid1, high, low]);
    expect(await sorted(TenantSort.MostRecent)).toEqual([low, mid2, mid1, high]);
    expect(await sorted(TenantSort.HighToLow)).toEqual([high, mid2, mid1, low]);
    expect(await sorted(TenantSort.LowToHigh)).toEqual([low, mid1, mid2, high]);
    const pages: number[] = [];
    for (const pageNo of [1, 2, 3, 4]) {
      pages.push(
        ...(await idsFound(city.slug, {
          listingSortOptionID: TenantSort.LowToHigh,
          rowsPerPage: 1,
          pageNo,
        })),
      );
    }
    expect(pages).toEqual([low, mid1, mid2, high]);
  });

  it('searches the whole country without a city', async () => {
    const answer = await call(null, { method: 'POST', path: '/tenant/findtenants', body: {} });
    expect(answer.status).toBe(200);
    expect(answer.body.totalCount).toBeGreaterThan(10);
  });
});

describe('POST /tenant/findtenants: bad input (§8)', () => {
  const bad: [string, unknown][] = [
    ['an unknown field', { citySlug: 'groningen' }],
    ['an unknown location field', { location: { streetSlug: 'x' } }],
    ['a wrong type', { pageNo: '2' }],
    ['a value outside the enumeration', { listingSortOptionID: 7 }],
    ['a huge page', { pageNo: 1e12 }],
    ['too many rows', { rowsPerPage: 101 }],
    ['a huge string', { location: { citySlug: 'x'.repeat(10_000) } }],
    ['a NUL byte', { location: { citySlug: 'gron\u0000ingen' } }],
    ['another radius', { radiusID: 10 }],
    ['listing types', { listingTypeIDs: [1] }],
    ['a list too long', { furnishings: Array(50).fill(1) }],
    ['not an object', [1, 2]],
  ];
  it.each(bad)('answers 400 invalid_request for %s', async (_label, body) => {
    const answer = await call(null, { method: 'POST', path: '/tenant/findtenants', body });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_request');
  });

  it('answers 400 for malformed JSON', async () => {
    const answer = await call(null, {
      method: 'POST',
      path: '/tenant/findtenants',
      body: '{"pageNo":',
    });
    expect(answer.status).toBe(400);
  });

  it('accepts the request the domain builds', async () => {
    const { toTenantSearchRequest, DEFAULT_TENANT_SEARCH_FILTERS } = await import('@rooms/domain');
    const body = toTenantSearchRequest({
      ...DEFAULT_TENANT_SEARCH_FILTERS,
      city: 'groningen',
      maxRent: 600,
    });
    const answer = await call(null, { method: 'POST', path: '/tenant/findtenants', body });
    expect(answer.status).toBe(200);
  });
});
