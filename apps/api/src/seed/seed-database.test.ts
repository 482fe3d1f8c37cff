import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CITY_DISPLAY_NAMES } from '../reference-data/city-rows.js';
import { resolveReferenceDataDir } from '../reference-data/data-dir.js';
import { loadPlaces, placeKey } from '../reference-data/places.js';
import { loadRentLevels, rentBasisForCity } from '../reference-data/rent-levels.js';
import { loadStreets, type StreetRecord } from '../reference-data/streets.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

import { distanceMetres, POSTCODE_PATTERN } from './address.js';
import { baseRentEur, RENT_SPREAD } from './listing-generator.js';
import {
  isDatabaseSeeded,
  seedDatabase,
  type SeedOptions,
  type SeedResult,
} from './seed-database.js';
import { DEMO_PASSWORD, NO_LOGIN_PASSWORD_HASH } from './seed-users.js';

const dataDir = resolveReferenceDataDir();
const OPTIONS: SeedOptions = {
  listings: 300,
  maxCities: 12,
  streets: 'listed',
  dataDir,
  hashPassword: async (plain) => `test-hash:${plain}`,
};
const REFERENCE_MS = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

let database: TestDatabase;
let result: SeedResult;

interface ListingRow {
  id: number;
  landlord_id: number;
  listing_type: number;
  status: number;
  city_id: number;
  city_slug: string;
  city_name: string;
  city_key: string;
  street_city_id: number;
  street_name: string;
  street_lat: number;
  street_lng: number;
  lat: number;
  lng: number;
  postcode: string;
  surface_m2: number;
  rent_cents: number;
  title: string;
  description: string;
  available_from: string;
  published_at: Date | null;
}

let listings: ListingRow[];
/** Listings of the demo's held advert, whose rent the demo cut (demo-moderation.ts). */
let heldForRent: number[];
/** BAG place key of every seeded city id, and the BAG streets of the seeded cities. */
const cityKeys = new Map<number, string>();
let csvStreets: Map<string, Map<string, StreetRecord>>;

/** md5 of every seeded table's rows in id order: equal digests mean identical rows. */
async function tableDigests(): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const [table, order] of [
    ['cities', 'id'],
    ['streets', 'id'],
    ['users', 'id'],
    ['listings', 'id'],
    ['favorite_listings', 'user_id, listing_id'],
  ] as const) {
    // An advert's last confirmation is relative to the time of seeding (demo-freshness.ts).
    const row = await database.pool.query<{ digest: string }>(
      `SELECT md5(coalesce(string_agg((to_jsonb(t) - 'confirmed_at')::text, E'\\n' ORDER BY ${order}), '')) AS digest FROM ${table} t`,
    );
    digests[table] = row.rows[0]?.digest ?? '';
  }
  return digests;
}

beforeAll(async () => {
  database = await createTestDatabase();
  expect(await isDatabaseSeeded(database.pool)).toBe(false);
  result = await seedDatabase(database.pool, OPTIONS);
  const rows = await database.pool.query<ListingRow>(
    `SELECT l.id, l.landlord_id, l.listing_type, l.status, l.city_id, c.slug AS city_slug, c.name AS city_name,
            l.lat, l.lng, l.postcode, l.surface_m2, l.rent_cents, l.title, l.description,
            to_char(l.available_from, 'YYYY-MM-DD') AS available_from, l.published_at,
            s.city_id AS street_city_id, s.name AS street_name, s.lat AS street_lat, s.lng AS street_lng
       FROM listings l JOIN cities c ON c.id = l.city_id JOIN streets s ON s.id = l.street_id
      -- The generated listings: not the demo landlord's wizard draft (demo-listings-extra.ts)
      -- nor the rooms of his student house (demo-student-house.ts), nor his advert that left
      -- search unconfirmed (demo-freshness.ts, deactivation reason 90).
      WHERE l.wizard_saved_steps = 0 AND l.student_house_id IS NULL
        AND l.deactivation_reason IS DISTINCT FROM 90
      ORDER BY l.id`,
  );
  listings = rows.rows;
  const held = await database.pool.query<{ listing_id: number }>(
    `SELECT listing_id FROM listing_holds WHERE rules @> '[{"rule": "rent_far_below_city_level"}]'`,
  );
  heldForRent = held.rows.map((row) => row.listing_id);

  const places = loadPlaces(dataDir);
  const keyByNameAndMunicipality = new Map(
    places.map((place) => {
      const key = placeKey(place.woonplaats, place.gemeenteCode);
      return [`${CITY_DISPLAY_NAMES[key] ?? place.woonplaats}|${place.gemeente}`, key];
    }),
  );
  const cities = await database.pool.query<{ id: number; name: string; municipality: string }>(
    'SELECT id, name, municipality FROM cities',
  );
  for (const city of cities.rows) {
    const key = keyByNameAndMunicipality.get(`${city.name}|${city.municipality}`);
    if (key) cityKeys.set(city.id, key);
  }
  const seededStreetCities = await database.pool.query<{ city_id: number }>(
    'SELECT DISTINCT city_id FROM streets',
  );
  const records = await loadStreets(
    dataDir,
    new Set(seededStreetCities.rows.map((row) => cityKeys.get(row.city_id) ?? '')),
  );
  csvStreets = new Map(
    [...records].map(([key, streets]) => [
      key,
      new Map(streets.map((street) => [street.straat, street])),
    ]),
  );
});

afterAll(async () => {
  await database?.drop();
});

describe('seedDatabase', () => {
  it('seeds cities, streets, users and listings and reports them', async () => {
    expect(result.seeded).toBe(true);
    expect(result.counts).toMatchObject({
      cities: 2500,
      // The generated listings and the demo landlord's draft; the seeded tenants (demo-tenants.ts).
      // The generated ones, the wizard draft, the two rooms of the demo student house and the
      // advert that left search unconfirmed.
      listings: 300 + 1 + 2 + 1,
      // The demo tenant and landlord, 29 generated landlords, 8 seeded tenants, 2 staff.
      users: 2 + 29 + 8 + 2,
      favourites: 6,
    });
    expect(result.counts.streets).toBeGreaterThan(10_000);
    expect(listings).toHaveLength(300);
    expect(result.demoAccounts).toEqual([
      { role: 'tenant', email: 'tenant@rooms.test', password: DEMO_PASSWORD },
      { role: 'landlord', email: 'landlord@rooms.test', password: DEMO_PASSWORD },
      { role: 'moderator', email: 'moderator@rooms.test', password: DEMO_PASSWORD },
      { role: 'admin', email: 'admin@rooms.test', password: DEMO_PASSWORD },
    ]);
    const streetCount = await database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM streets',
    );
    expect(streetCount.rows[0]?.n).toBe(result.counts.streets);
  });

  it('does nothing on a seeded database unless reset', async () => {
    expect(await isDatabaseSeeded(database.pool)).toBe(true);
    const before = await tableDigests();
    const again = await seedDatabase(database.pool, { ...OPTIONS, listings: 10 });
    expect(again.seeded).toBe(false);
    expect(await tableDigests()).toEqual(before);
  });

  it('creates the demo accounts with the given hash; generated landlords cannot log in', async () => {
    const users = await database.pool.query<{
      id: number;
      email: string;
      password_hash: string;
      listings: number;
      favourites: number;
    }>(
      `SELECT u.id, u.email, u.password_hash,
              (SELECT count(*)::int FROM listings l WHERE l.landlord_id = u.id) AS listings,
              (SELECT count(*)::int FROM favorite_listings f WHERE f.user_id = u.id) AS favourites
         FROM users u ORDER BY u.id`,
    );
    const [tenant, landlord, ...others] = users.rows;
    expect(tenant).toMatchObject({
      email: 'tenant@rooms.test',
      password_hash: `test-hash:${DEMO_PASSWORD}`,
      listings: 0,
      favourites: 6,
    });
    expect(landlord).toMatchObject({
      email: 'landlord@rooms.test',
      password_hash: `test-hash:${DEMO_PASSWORD}`,
    });
    expect(landlord?.listings).toBeGreaterThan(0);
    const staff = others.filter((user) => user.email.endsWith('@rooms.test'));
    expect(staff.map((user) => [user.email, user.password_hash])).toEqual([
      ['moderator@rooms.test', `test-hash:${DEMO_PASSWORD}`],
      ['admin@rooms.test', `test-hash:${DEMO_PASSWORD}`],
    ]);
    expect(
      others
        .filter((user) => !staff.includes(user))
        .every((user) => user.password_hash === NO_LOGIN_PASSWORD_HASH),
    ).toBe(true);
    expect(new Set(users.rows.map((user) => user.email.toLowerCase())).size).toBe(
      users.rows.length,
    );
  });

  it('gives the back office work: every held advert in the queue, open and handled reports', async () => {
    const unheld = await database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM listings l WHERE l.status = 11
       AND NOT EXISTS (SELECT 1 FROM listing_holds h WHERE h.listing_id = l.id AND h.resolved_at IS NULL)`,
    );
    expect(unheld.rows[0]?.n).toBe(0);
    const [heldId] = heldForRent;
    const held = listings.find((l) => l.id === heldId);
    expect(held?.status).toBe(11);
    const reports = await database.pool.query<{ open: number; dismissed: number }>(
      `SELECT count(*) FILTER (WHERE resolved_at IS NULL)::int AS open,
              count(*) FILTER (WHERE outcome = 1)::int AS dismissed FROM abuse_reports`,
    );
    expect(reports.rows[0]).toEqual({ open: 5, dismissed: 1 });
    expect(result.counts.abuseReports).toBe(6);
  });

  it('uses only real BAG places and streets, with unique slugs', async () => {
    const places = new Map(
      loadPlaces(dataDir).map((place) => [placeKey(place.woonplaats, place.gemeenteCode), place]),
    );
    const cities = await database.pool.query<{
      id: number;
      name: string;
      slug: string;
      municipality: string;
      lat: number;
      lng: number;
    }>('SELECT id, name, slug, municipality, lat, lng FROM cities ORDER BY id');
    const badCities = cities.rows.filter((city) => {
      const place = places.get(cityKeys.get(city.id) ?? '');
      return !place || place.lat !== city.lat || place.lon !== city.lng || !SLUG.test(city.slug);
    });
    expect(badCities).toEqual([]);
    expect(cityKeys.size).toBe(2500);
    expect(new Set(cities.rows.map((city) => city.slug)).size).toBe(2500);
    expect(cities.rows.find((city) => city.slug === 'den-haag')?.municipality).toBe(
      "'s-Gravenhage",
    );
    expect(cities.rows.find((city) => city.slug === 's-hertogenbosch')?.name).toBe(
      "'s-Hertogenbosch",
    );
    // Duplicate names: the largest place keeps the plain slug.
    expect(cities.rows.find((city) => city.slug === 'laren')?.municipality).toBe('Laren (NH.)');
    expect(cities.rows.find((city) => city.slug === 'laren-lochem')?.name).toBe('Laren');
    expect(cities.rows.find((city) => city.slug === 'beek-montferland')?.name).toBe('Beek');

    const streets = await database.pool.query<{
      city_id: number;
      name: string;
      slug: string;
      lat: number;
      lng: number;
      postcode4: string;
    }>('SELECT city_id, name, slug, lat, lng, postcode4 FROM streets');
    const badStreets = streets.rows.filter((street) => {
      const match = csvStreets.get(cityKeys.get(street.city_id) ?? '')?.get(street.name);
      return (
        !match ||
        match.lat !== street.lat ||
        match.lon !== street.lng ||
        match.pc4[0] !== street.postcode4 ||
        !SLUG.test(street.slug)
      );
    });
    expect(badStreets).toEqual([]);
  });

  it('puts every listing on a street of its city, within 200 m, with a postcode of that street', () => {
    const misplaced = listings.filter((listing) => {
      const street = csvStreets.get(cityKeys.get(listing.city_id) ?? '')?.get(listing.street_name);
      return (
        listing.street_city_id !== listing.city_id ||
        distanceMetres(listing.lat, listing.lng, listing.street_lat, listing.street_lng) > 200 ||
        !POSTCODE_PATTERN.test(listing.postcode) ||
        !street?.pc4.includes(listing.postcode.slice(0, 4))
      );
    });
    expect(misplaced).toEqual([]);
  });

  it('spreads listings over cities in proportion to their size', () => {
    const perCity = new Map<string, number>();
    for (const listing of listings)
      perCity.set(listing.city_slug, (perCity.get(listing.city_slug) ?? 0) + 1);
    expect(perCity.size).toBe(12);
    const amsterdam = perCity.get('amsterdam') ?? 0;
    const rotterdam = perCity.get('rotterdam') ?? 0;
    const haarlem = perCity.get('haarlem') ?? 0;
    expect(amsterdam).toBeGreaterThan(rotterdam);
    expect(rotterdam).toBeGreaterThan(haarlem);
    expect(haarlem).toBeGreaterThan(0);
    // Amsterdam has about a quarter of the twelve largest places' addresses.
    expect(amsterdam / listings.length).toBeGreaterThan(0.2);
    expect(amsterdam / listings.length).toBeLessThan(0.3);
  });

  it('draws rents from the published figures within the spread (euro cents)', () => {
    const levels = loadRentLevels(dataDir);
    // The demo's held advert (demo-moderation.ts) had its rent cut to fire the rent rule.
    const cut = new Set(heldForRent);
    expect(cut.size).toBe(1);
    for (const listing of listings.filter((l) => !cut.has(l.id))) {
      const base =
        baseRentEur(
          rentBasisForCity(levels, listing.city_slug),
          listing.listing_type,
          listing.surface_m2,
        ) * 100;
      expect(listing.rent_cents % 500).toBe(0);
      expect(listing.rent_cents).toBeGreaterThanOrEqual(base * (1 - RENT_SPREAD) - 250);
      expect(listing.rent_cents).toBeLessThanOrEqual(base * (1 + RENT_SPREAD) + 250);
    }
    const amsterdamRooms = listings.filter(
      (l) => l.city_slug === 'amsterdam' && l.listing_type === 1,
    );
    expect(amsterdamRooms.length).toBeGreaterThan(15);
    const meanRoom =
      amsterdamRooms.reduce((sum, l) => sum + l.rent_cents, 0) / amsterdamRooms.length;
    expect(Math.abs(meanRoom / 94_500 - 1)).toBeLessThan(0.15);
    const amsterdamApartments = listings.filter(
      (l) => l.city_slug === 'amsterdam' && l.listing_type === 2,
    );
    const meanPerM2 =
      amsterdamApartments.reduce((sum, l) => sum + l.rent_cents / 100 / l.surface_m2, 0) /
      amsterdamApartments.length;
    expect(Math.abs(meanPerM2 / 26.96 - 1)).toBeLessThan(0.15);
  });

  it('mixes types realistically with surfaces per type (m²)', () => {
    const count = (type: number) => listings.filter((l) => l.listing_type === type).length;
    expect(count(1)).toBeGreaterThan(count(2));
    expect(count(2)).toBeGreaterThan(count(4));
    expect(count(8)).toBeGreaterThan(0);
    expect(count(16)).toBeGreaterThan(0);
    const ranges: Record<number, [number, number]> = {
      1: [9, 25],
      16: [9, 25],
      4: [20, 40],
      2: [40, 120],
      8: [15, 80],
    };
    for (const listing of listings) {
      const [min, max] = ranges[listing.listing_type] ?? [0, 0];
      expect(listing.surface_m2).toBeGreaterThanOrEqual(min);
      expect(listing.surface_m2).toBeLessThanOrEqual(max);
    }
  });

  it('includes non-visible statuses, mostly visible ones, and dates relative to 2026-11-01', () => {
    const statuses = new Set(listings.map((l) => l.status));
    for (const status of [-1, 4, 5, 6, 10, 11])
      expect(statuses, `status ${status}`).toContain(status);
    const visible = listings.filter((l) => l.status === 4 || l.status === 10);
    expect(visible.length / listings.length).toBeGreaterThan(0.9);
    for (const listing of listings) {
      const from = Date.parse(`${listing.available_from}T00:00:00Z`);
      expect(from).toBeGreaterThanOrEqual(REFERENCE_MS);
      expect(from).toBeLessThanOrEqual(REFERENCE_MS + 90 * DAY_MS);
      if (listing.status === -1 || listing.status === 11) expect(listing.published_at).toBeNull();
      else {
        const published = listing.published_at?.getTime() ?? 0;
        expect(published).toBeGreaterThanOrEqual(REFERENCE_MS - 60 * DAY_MS - 1000);
        expect(published).toBeLessThanOrEqual(REFERENCE_MS);
      }
    }
  });

  it('writes Dutch titles and descriptions with street and city and no contact details', () => {
    const contact = /@|https?:\/\/|www\.|(\+31|0031|\b0)[1-9](?:[ -]?\d){8}\b/;
    for (const listing of listings) {
      expect(listing.title).toContain(listing.city_name);
      expect(listing.title).toContain(listing.street_name);
      expect(listing.description).toContain(listing.street_name);
      expect(listing.title).not.toMatch(contact);
      expect(listing.description).not.toMatch(contact);
      expect(listing.description).toMatch(/per maand/);
    }
  });

  it('is deterministic: a reset with the same options gives identical rows, ids included', async () => {
    const first = await tableDigests();
    const again = await seedDatabase(database.pool, { ...OPTIONS, reset: true });
    expect(again.seeded).toBe(true);
    expect(await tableDigests()).toEqual(first);
  });
});
