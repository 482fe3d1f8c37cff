import { VISIBLE_LISTING_STATUSES, type ListingStatus } from '@rooms/domain';

import { apportion } from './apportion.js';
import { bulkInsert, pipelinedInsert } from './bulk-insert.js';
import { resolveSharedDataDir } from './data-dir.js';
import { withDeferredIndexes } from './deferred-indexes.js';
import { generateListings, type GeneratorCity } from './listing-generator.js';
import { createRandom } from './random.js';
import { loadPlaces, loadStreets } from './reference-data.js';
import { loadRentLevels, rentBasisForCity } from './rent-levels.js';
import { buildCities, type SeedCity } from './seed-cities.js';
import { CITY_COLUMNS, listingColumns, streetColumns, USER_COLUMNS } from './seed-columns.js';
import { buildCityStreets, type SeedStreet } from './seed-streets.js';
import {
  DEMO_LANDLORD_EMAIL,
  DEMO_PASSWORD,
  DEMO_TENANT_EMAIL,
  demoUsers,
  generatedLandlord,
  type SeedUser,
} from './seed-users.js';

import type pg from 'pg';

/** Default number of active-looking listings (the "about 5,000"). */
export const DEFAULT_LISTING_COUNT = 5000;
/** Default fixed "today" of the seed: availability and publication dates are relative to it. */
export const DEFAULT_REFERENCE_DATE = '2026-11-01';
/** Default PRNG seed. */
export const DEFAULT_SEED = 'rooms';
/** One generated landlord per this many listings. */
export const LISTINGS_PER_LANDLORD = 10;
/** Rows generated between two turns of the event loop (see `pipelinedInsert`). */
const SLICE_ROWS = 500;
/** Favourite listings given to the demo tenant. */
const DEMO_FAVOURITES = 6;
/** Advisory lock key so two processes never seed at once ('rooms seed'). */
const SEED_LOCK_KEY = 7_700_510;

/** Options of `seedDatabase`. */
export interface SeedOptions {
  /** Listings to create (≥ 0); about 96% are visible (statuses 10 and 4). */
  listings: number;
  /** Hashes the demo accounts' password (the accounts module's argon2id hash in the API). */
  hashPassword: (plain: string) => Promise<string>;
  /** The shared reference data folder; default `resolveSharedDataDir()` (`<repo>/../shared/data`). */
  dataDir?: string;
  /** Truncate users, listings, streets, cities (and what references them) first. Default false. */
  reset?: boolean;
  /**
   * 'all' (default): every BAG street of every city (237k rows); 'listed': only the streets of
   * cities that get listings (fast, for tests).
   */
  streets?: 'all' | 'listed';
  /** Spread the listings over only the N largest cities (default: all 2,500). */
  maxCities?: number;
  /** PRNG seed (default 'rooms'); the same options give identical rows. */
  seed?: string | number;
  /** The seed's "today", 'YYYY-MM-DD' (default 2026-11-01). */
  referenceDate?: string;
  /** Rows per INSERT statement (default 5,000). */
  batchSize?: number;
  /** Progress callback (phases and listing counts). */
  onProgress?: (progress: SeedProgress) => void;
}

/** A progress report of a running seed. */
export interface SeedProgress {
  /** 'indexes': rebuilding the indexes and foreign keys of the table just loaded. */
  phase: 'reference-data' | 'cities' | 'streets' | 'indexes' | 'users' | 'listings' | 'finishing';
  /** Rows of the phase written so far, and the phase total. */
  done: number;
  total: number;
  /** Milliseconds since the seed started. */
  elapsedMs: number;
}

/** A demo account to print at start. */
export interface DemoAccount {
  role: 'tenant' | 'landlord';
  email: string;
  password: string;
}

/** What `seedDatabase` did. */
export interface SeedResult {
  /** False when the database already held data and `reset` was not set (nothing written). */
  seeded: boolean;
  counts: {
    cities: number;
    streets: number;
    users: number;
    listings: number;
    visibleListings: number;
    favourites: number;
  };
  /** Wall-clock milliseconds per phase and in total. */
  timings: Record<string, number>;
  /** The demo accounts (always returned; they exist when the database was seeded by us). */
  demoAccounts: DemoAccount[];
}

/** The demo accounts and their documented password (`seed-users.ts`). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: 'tenant', email: DEMO_TENANT_EMAIL, password: DEMO_PASSWORD },
  { role: 'landlord', email: DEMO_LANDLORD_EMAIL, password: DEMO_PASSWORD },
];

/**
 * Whether the database already holds data the seed would write (any city or any listing).
 * @throws the PostgreSQL error when the tables do not exist (run the migrations first)
 */
export async function isDatabaseSeeded(pool: pg.Pool | pg.ClientBase): Promise<boolean> {
  const result = await pool.query<{ seeded: boolean }>(
    'SELECT (EXISTS (SELECT 1 FROM cities) OR EXISTS (SELECT 1 FROM listings)) AS seeded',
  );
  return result.rows[0]?.seeded === true;
}

/**
 * Empties every table the seed fills and everything referencing them (sessions, password
 * reset tokens, photos, favourites, and via CASCADE any later table pointing at users or
 * listings), and restarts their id sequences so a new seed gets the same ids.
 * Development only: this deletes every account.
 */
export async function resetSeededTables(client: pg.Pool | pg.ClientBase): Promise<void> {
  await client.query(
    'TRUNCATE TABLE listing_photos, favorite_listings, favorite_tenants, listings, sessions, password_reset_tokens, users, streets, cities RESTART IDENTITY CASCADE',
  );
}

function parseReferenceDate(value: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (!Number.isFinite(ms)) throw new Error(`seed: invalid reference date "${value}" (YYYY-MM-DD)`);
  return ms;
}

/**
 * The ids of the inserted streets per city, in each city's street order. Reads them back in id
 * order and checks they follow the insertion order (they do: one session inserted them in order
 * into an empty table it holds locked); falls back to matching on (city, slug) otherwise.
 */
async function readStreetIds(
  client: pg.ClientBase,
  cityStreets: readonly (readonly SeedStreet[] | undefined)[],
  cityIds: readonly number[],
): Promise<(number[] | undefined)[]> {
  const { rows } = await client.query<{ id: number; city_id: number; slug: string }>(
    'SELECT id, city_id, slug FROM streets ORDER BY id',
  );
  let next = 0;
  let inOrder = true;
  const ids = cityStreets.map((streets, cityIndex) =>
    streets?.map((street) => {
      const row = rows[next++];
      if (!row || row.city_id !== cityIds[cityIndex] || row.slug !== street.slug) inOrder = false;
      return row?.id ?? 0;
    }),
  );
  if (inOrder && next === rows.length) return ids;
  const byKey = new Map(rows.map((row) => [`${row.city_id}|${row.slug}`, row.id]));
  return cityStreets.map((streets, cityIndex) =>
    streets?.map((street) => {
      const id = byKey.get(`${cityIds[cityIndex] ?? 0}|${street.slug}`);
      if (id === undefined) throw new Error(`seed: street ${street.name} was not inserted`);
      return id;
    }),
  );
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

/**
 * Seeds the marketplace (spec §3 entities) deterministically from the shared reference data:
 * all 2,500 BAG woonplaatsen as cities, their BAG streets, the demo accounts, a pool of
 * landlords (one per 10 listings, unable to log in) and `listings` listings spread over the
 * cities in proportion to their BAG address count (rents: see `rent-levels.ts`; fields: see
 * `listing-generator.ts`), plus a few favourites of the demo tenant. Runs in one transaction
 * under an advisory lock; does nothing when the database already holds cities or listings,
 * unless `reset` is set. After a reset (or on a fresh database) the same options give
 * identical rows, ids included.
 *
 * @param pool a pool on a migrated database
 * @param options see `SeedOptions`; `listings` must be a non-negative integer
 * @returns counts, timings and the demo accounts' credentials
 * @throws Error on invalid options or reference data; the PostgreSQL error of a failing
 *   statement (the transaction is rolled back, nothing is left half-seeded)
 */
export async function seedDatabase(pool: pg.Pool, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const timings: Record<string, number> = {};
  let phaseStart = started;
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - phaseStart);
    phaseStart = now;
  };
  const report = (phase: SeedProgress['phase'], done: number, total: number) =>
    options.onProgress?.({
      phase,
      done,
      total,
      elapsedMs: Math.round(performance.now() - started),
    });

  if (!Number.isInteger(options.listings) || options.listings < 0) {
    throw new Error(`seed: listings must be a non-negative integer, got ${options.listings}`);
  }
  const referenceMs = parseReferenceDate(options.referenceDate ?? DEFAULT_REFERENCE_DATE);
  const seed = options.seed ?? DEFAULT_SEED;
  const batchSize = Math.max(1, options.batchSize ?? 5000);
  const dataDir = options.dataDir ?? resolveSharedDataDir();

  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    if (options.reset) await resetSeededTables(client);
    else if (await isDatabaseSeeded(client)) {
      await client.query('ROLLBACK');
      return {
        seeded: false,
        counts: { cities: 0, streets: 0, users: 0, listings: 0, visibleListings: 0, favourites: 0 },
        timings,
        demoAccounts: [...DEMO_ACCOUNTS],
      };
    }
    // Index builds after the bulk loads sort up to a million rows.
    await client.query("SET LOCAL maintenance_work_mem = '256MB'");

    // Reference data and the listing spread.
    report('reference-data', 0, 1);
    const cities = buildCities(loadPlaces(dataDir));
    const rentLevels = loadRentLevels(dataDir);
    const maxCities = Math.min(cities.length, Math.max(1, options.maxCities ?? cities.length));
    const perCity = apportion(
      options.listings,
      cities.map((city, i) => (i < maxCities ? city.addressCount : 0)),
    );
    const listedKeys = new Set(
      cities.filter((_, i) => (perCity[i] ?? 0) > 0).map((city) => city.key),
    );
    const streetRecords = loadStreets(
      dataDir,
      options.streets === 'listed' ? listedKeys : undefined,
    );
    const cityStreets = cities.map((city, i) => {
      const records = streetRecords.get(city.key);
      return records ? buildCityStreets(records, i) : undefined;
    });
    lap('referenceData');

    // Cities.
    const cityIds: number[] = [];
    for (const batch of chunks(cities, batchSize)) {
      const rows = await bulkInsert<SeedCity, { id: number; slug: string }>(
        client,
        'cities',
        CITY_COLUMNS,
        batch,
        'id, slug',
      );
      const bySlug = new Map(rows.map((row) => [row.slug, row.id]));
      for (const city of batch) cityIds.push(bySlug.get(city.slug) as number);
    }
    report('cities', cities.length, cities.length);
    lap('cities');

    // Streets of all (or the listed) cities, then their ids in insertion order.
    const streetRows = cityStreets.flatMap((streets) => streets ?? []);
    await withDeferredIndexes(
      client,
      'streets',
      () =>
        pipelinedInsert(
          client,
          'streets',
          streetColumns(cityIds),
          chunks(streetRows, SLICE_ROWS),
          batchSize,
          (done) => report('streets', done, streetRows.length),
        ),
      () => report('indexes', 0, 1),
    );
    const streetIds = await readStreetIds(client, cityStreets, cityIds);
    lap('streets');

    // Users: the demo tenant, the demo landlord (landlord pool index 0), generated landlords.
    const tenantHash = await options.hashPassword(DEMO_PASSWORD);
    const landlordHash = await options.hashPassword(DEMO_PASSWORD);
    const landlordCount = Math.max(1, Math.ceil(options.listings / LISTINGS_PER_LANDLORD));
    const userRandom = createRandom(`rooms-seed:${String(seed)}:users`);
    const users: SeedUser[] = [
      ...demoUsers({ tenant: tenantHash, landlord: landlordHash }, referenceMs),
    ];
    for (let i = 1; i < landlordCount; i++)
      users.push(generatedLandlord(i, referenceMs, userRandom));
    const userIdByEmail = new Map<string, number>();
    for (const batch of chunks(users, batchSize)) {
      const rows = await bulkInsert<SeedUser, { id: number; email: string }>(
        client,
        'users',
        USER_COLUMNS,
        batch,
        'id, email',
      );
      for (const row of rows) userIdByEmail.set(row.email, row.id);
    }
    const tenantId = userIdByEmail.get(DEMO_TENANT_EMAIL) as number;
    const landlordIds = users.slice(1).map((user) => userIdByEmail.get(user.email) as number);
    report('users', users.length, users.length);
    lap('users');

    // Listings: generated batch by batch while the previous batch is written (bounded memory).
    const generatorCities: GeneratorCity[] = cities.map((city, i) => ({
      name: city.name,
      streets: cityStreets[i],
      rent: rentBasisForCity(rentLevels, city.slug),
    }));
    let visible = 0;
    const batches = generateListings({
      cities: generatorCities,
      counts: perCity,
      landlordCount,
      referenceMs,
      seed,
      batchSize: SLICE_ROWS,
    });
    const counted = (function* () {
      for (const batch of batches) {
        for (const listing of batch)
          if (VISIBLE_LISTING_STATUSES.includes(listing.status as ListingStatus)) visible++;
        yield batch;
      }
    })();
    const written = await withDeferredIndexes(
      client,
      'listings',
      () =>
        pipelinedInsert(
          client,
          'listings',
          listingColumns({ landlordIds, cityIds, streetIds }),
          counted,
          batchSize,
          (done) => report('listings', done, options.listings),
        ),
      () => report('indexes', 0, 1),
    );
    lap('listings');

    // Favourites of the demo tenant, and planner statistics for the fresh tables.
    report('finishing', 0, 1);
    const favourites = await client.query(
      `INSERT INTO favorite_listings (user_id, listing_id, created_at)
       SELECT $1, id, $2::timestamptz - (row_number() OVER (ORDER BY id)) * interval '1 day'
       FROM (SELECT id FROM listings WHERE status IN (4, 10) ORDER BY id LIMIT $3) AS chosen`,
      [tenantId, new Date(referenceMs).toISOString(), DEMO_FAVOURITES],
    );
    await client.query('COMMIT');
    await client.query('ANALYZE cities, streets, users, listings, favorite_listings');
    lap('finishing');
    timings.total = Math.round(performance.now() - started);
    return {
      seeded: true,
      counts: {
        cities: cities.length,
        streets: streetRows.length,
        users: users.length,
        listings: written,
        visibleListings: visible,
        favourites: favourites.rowCount ?? 0,
      },
      timings,
      demoAccounts: [...DEMO_ACCOUNTS],
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
