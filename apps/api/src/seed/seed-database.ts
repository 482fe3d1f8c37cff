import { VISIBLE_LISTING_STATUSES, type ListingStatus } from '@rooms/domain';

import { LOCK_KEYS } from '../db/advisory-lock.js';
import { insertReturningIds, pipelinedInsert } from '../reference-data/bulk-insert.js';
import { buildCities, type CityRow } from '../reference-data/city-rows.js';
import { resolveReferenceDataDir } from '../reference-data/data-dir.js';
import { withDeferredIndexes } from '../reference-data/deferred-indexes.js';
import { isReferenceDataLoaded, writeReferenceRows } from '../reference-data/load.js';
import { loadPlaces } from '../reference-data/places.js';
import { loadRentLevels, rentBasisForCity } from '../reference-data/rent-levels.js';
import { buildCityStreets, type StreetRow } from '../reference-data/street-rows.js';
import { loadStreets } from '../reference-data/streets.js';

import { apportion } from './apportion.js';
import { seedDemoActivity } from './demo-activity.js';
import { seedFreshness } from './demo-freshness.js';
import { DEMO_ADMIN_EMAIL, DEMO_MODERATOR_EMAIL, seedDemoModeration } from './demo-moderation.js';
import { seedDemoPhotos } from './demo-photos.js';
import { seedDemoStudentHouse } from './demo-student-house.js';
import { generateListings, type GeneratorCity } from './listing-generator.js';
import { createRandom } from './random.js';
import { listingColumns, USER_COLUMNS } from './seed-columns.js';
import { seedTenantProfiles } from './seed-tenant-profiles.js';
import {
  DEMO_LANDLORD_EMAIL,
  DEMO_PASSWORD,
  DEMO_TENANT_EMAIL,
  demoUsers,
  generatedLandlord,
  type SeedUser,
} from './seed-users.js';

import type { ImageStore } from '../images/image-store.js';
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

/** Options of `seedDemoData`: the demo accounts and the demo listings. */
export interface DemoSeedOptions {
  /** Listings to create (≥ 0); about 96% are visible (statuses 10 and 4). */
  listings: number;
  /** Tenant profiles to create (≥ 0, `seed-tenant-profiles.ts`); default half the listings. */
  tenantProfiles?: number;
  /** Hashes the demo accounts' password (the accounts module's argon2id hash in the API). */
  hashPassword: (plain: string) => Promise<string>;
  /** Where the demo adverts' illustrations are stored (the API's image store). */
  imageStore?: ImageStore;
  /** The reference data folder; default `resolveReferenceDataDir()` (`<repo>/data`). */
  dataDir?: string;
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

/** Options of `seedDatabase`: reference data and demo data. */
export interface SeedOptions extends DemoSeedOptions {
  /** Truncate users, listings, streets, cities (and what references them) first. Default false. */
  reset?: boolean;
  /**
   * 'all' (default): every BAG street of every city (237k rows); 'listed': only the streets of
   * cities that get listings (fast, for tests).
   */
  streets?: 'all' | 'listed';
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
  role: 'tenant' | 'landlord' | 'moderator' | 'admin';
  email: string;
  password: string;
}

/** Rows written per table (0 for what was already there); later demo parts add their own. */
export interface SeedCounts {
  cities: number;
  streets: number;
  users: number;
  listings: number;
  visibleListings: number;
  favourites: number;
  [table: string]: number;
}

/** What `seedDatabase` or `seedDemoData` did. */
export interface SeedResult {
  /** False when nothing was written (the data was there and `reset` was not set). */
  seeded: boolean;
  counts: SeedCounts;
  /** Wall-clock milliseconds per phase and in total. */
  timings: Record<string, number>;
  /** The demo accounts (always returned; they exist when the database was seeded by us). */
  demoAccounts: DemoAccount[];
}

/** The demo accounts and their documented password (`seed-users.ts`). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: 'tenant', email: DEMO_TENANT_EMAIL, password: DEMO_PASSWORD },
  { role: 'landlord', email: DEMO_LANDLORD_EMAIL, password: DEMO_PASSWORD },
  { role: 'moderator', email: DEMO_MODERATOR_EMAIL, password: DEMO_PASSWORD },
  { role: 'admin', email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD },
];

/** The demo part of {@link SeedCounts}. */
type DemoCounts = Pick<SeedCounts, 'users' | 'listings' | 'visibleListings' | 'favourites'> &
  Record<string, number>;

const NOTHING_WRITTEN: SeedCounts = {
  cities: 0,
  streets: 0,
  users: 0,
  listings: 0,
  visibleListings: 0,
  favourites: 0,
};

/**
 * Whether the demo data is there, or must not be added: true when a demo account exists or the
 * database already holds any listing (the demo seed never mixes into a database in use).
 * @throws the PostgreSQL error when the tables do not exist (run the migrations first)
 */
export async function isDemoSeeded(pool: pg.Pool | pg.ClientBase): Promise<boolean> {
  const result = await pool.query<{ seeded: boolean }>(
    `SELECT (EXISTS (SELECT 1 FROM users WHERE email = ANY($1::text[]))
             OR EXISTS (SELECT 1 FROM listings)) AS seeded`,
    [DEMO_ACCOUNTS.map((account) => account.email)],
  );
  return result.rows[0]?.seeded === true;
}

/**
 * Whether the database already holds data the seed would write: reference data (any city) or
 * demo data (see `isDemoSeeded`).
 * @throws the PostgreSQL error when the tables do not exist (run the migrations first)
 */
export async function isDatabaseSeeded(pool: pg.Pool | pg.ClientBase): Promise<boolean> {
  return (await isReferenceDataLoaded(pool)) || (await isDemoSeeded(pool));
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

/** Where the listings go: the cities in insertion order and the listings per city. */
interface ListingPlan {
  dataDir: string;
  cities: CityRow[];
  perCity: number[];
  /** `placeKey`s of the cities that get listings. */
  listedKeys: Set<string>;
}

/**
 * Spreads the listings over the cities in proportion to their BAG address count (the largest
 * `maxCities` only, when given).
 * @throws Error on an invalid listing count or reference data
 */
function planListings(options: DemoSeedOptions): ListingPlan {
  if (!Number.isInteger(options.listings) || options.listings < 0) {
    throw new Error(`seed: listings must be a non-negative integer, got ${options.listings}`);
  }
  const dataDir = options.dataDir ?? resolveReferenceDataDir();
  const cities = buildCities(loadPlaces(dataDir));
  const maxCities = Math.min(cities.length, Math.max(1, options.maxCities ?? cities.length));
  const perCity = apportion(
    options.listings,
    cities.map((city, i) => (i < maxCities ? city.addressCount : 0)),
  );
  const listedKeys = new Set(
    cities.filter((_, i) => (perCity[i] ?? 0) > 0).map((city) => city.key),
  );
  return { dataDir, cities, perCity, listedKeys };
}

/**
 * The database ids of the planned cities and of the streets of the cities that get listings,
 * matched on slugs (the reference load made both from the same files).
 * @throws Error when a city or street of the reference files is not in the database
 */
async function readReferenceIds(
  client: pg.ClientBase,
  cities: readonly CityRow[],
  cityStreets: readonly (readonly StreetRow[] | undefined)[],
): Promise<{ cityIds: number[]; streetIds: (number[] | undefined)[] }> {
  const cityRows = await client.query<{ id: number; slug: string }>('SELECT id, slug FROM cities');
  const cityBySlug = new Map(cityRows.rows.map((row) => [row.slug, row.id]));
  const cityIds = cities.map((city) => {
    const id = cityBySlug.get(city.slug);
    if (id === undefined)
      throw new Error(`seed: city ${city.slug} is not in the database (reload the reference data)`);
    return id;
  });
  const listedIds = cityIds.filter((_, i) => cityStreets[i] !== undefined);
  const streetRows = await client.query<{ id: number; city_id: number; slug: string }>(
    'SELECT id, city_id, slug FROM streets WHERE city_id = ANY($1::int[])',
    [listedIds],
  );
  const streetByKey = new Map(streetRows.rows.map((row) => [`${row.city_id}|${row.slug}`, row.id]));
  const streetIds = cityStreets.map((streets, i) =>
    streets?.map((street) => {
      const id = streetByKey.get(`${cityIds[i] ?? 0}|${street.slug}`);
      if (id === undefined)
        throw new Error(
          `seed: street ${street.name} of ${cities[i]?.slug ?? '?'} is not in the database`,
        );
      return id;
    }),
  );
  return { cityIds, streetIds };
}

/**
 * Writes the demo data inside the caller's open transaction, on loaded reference data: the
 * demo accounts, a pool of landlords (one per 10 listings, unable to log in), the listings
 * (rents: see `rent-levels.ts`; fields: see `listing-generator.ts`), the demo tenant's
 * favourites, the demo accounts' conversations, the demo landlord's draft and inactive advert
 * (`demo-activity.ts`) and, with `options.imageStore`, the adverts' floor-plan illustrations
 * (`demo-photos.ts`).
 */
async function writeDemoRows(
  client: pg.ClientBase,
  options: DemoSeedOptions,
  plan: ListingPlan,
  lap: (name: string) => void,
  report: (phase: SeedProgress['phase'], done: number, total: number) => void,
): Promise<DemoCounts> {
  const referenceMs = parseReferenceDate(options.referenceDate ?? DEFAULT_REFERENCE_DATE);
  const seed = options.seed ?? DEFAULT_SEED;
  const batchSize = Math.max(1, options.batchSize ?? 5000);
  const { dataDir, cities, perCity, listedKeys } = plan;

  // The streets of the cities that get listings (with all their postcodes) and the ids.
  report('reference-data', 0, 1);
  const rentLevels = loadRentLevels(dataDir);
  const streetRecords = await loadStreets(dataDir, listedKeys);
  const cityStreets = cities.map((city, i) => {
    const records = (perCity[i] ?? 0) > 0 ? streetRecords.get(city.key) : undefined;
    return records ? buildCityStreets(records, i) : undefined;
  });
  const { cityIds, streetIds } = await readReferenceIds(client, cities, cityStreets);
  lap('demoReferenceData');

  // Users: the demo tenant, the demo landlord (landlord pool index 0), generated landlords.
  const tenantHash = await options.hashPassword(DEMO_PASSWORD);
  const landlordHash = await options.hashPassword(DEMO_PASSWORD);
  const landlordCount = Math.max(1, Math.ceil(options.listings / LISTINGS_PER_LANDLORD));
  const userRandom = createRandom(`rooms-seed:${String(seed)}:users`);
  const users: SeedUser[] = [
    ...demoUsers({ tenant: tenantHash, landlord: landlordHash }, referenceMs),
  ];
  for (let i = 1; i < landlordCount; i++) users.push(generatedLandlord(i, referenceMs, userRandom));
  const userIds = await insertReturningIds(client, 'users', USER_COLUMNS, users, batchSize, {
    column: 'email',
    value: (user) => user.email,
  });
  const userIdByEmail = new Map(users.map((user, i) => [user.email, userIds[i] as number]));
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

  // Favourites of the demo tenant.
  report('finishing', 0, 1);
  const favourites = await client.query(
    `INSERT INTO favorite_listings (user_id, listing_id, created_at)
     SELECT $1, id, $2::timestamptz - (row_number() OVER (ORDER BY id)) * interval '1 day'
     FROM (SELECT id FROM listings WHERE status IN (4, 10) ORDER BY id LIMIT $3) AS chosen`,
    [tenantId, new Date(referenceMs).toISOString(), DEMO_FAVOURITES],
  );

  // What the demo accounts' screens show (conversations, reactions, a draft, an inactive
  // advert) and the adverts' illustrations (only with an image store to keep them in).
  const activity = await seedDemoActivity(client, {
    demoTenantId: tenantId,
    demoLandlordId: landlordIds[0] as number,
    referenceMs,
  });
  lap('demoActivity');
  const studentHouse = await seedDemoStudentHouse(client, {
    demoLandlordId: landlordIds[0] as number,
    // A student room costs what a room costs in the city (baseRentEur), in whole €5 like the rest.
    roomRentCents: Math.round(rentBasisForCity(rentLevels, 'groningen').roomEur / 5) * 500,
  });
  const people = await seedTenantProfiles(client, {
    count: options.tenantProfiles ?? Math.floor(options.listings / 2),
    cities: cities.map((city, i) => ({
      ...city,
      id: cityIds[i] as number,
      roomEur: rentBasisForCity(rentLevels, city.slug).roomEur,
    })),
    seed,
    referenceMs,
    imageStore: options.imageStore,
    demoTenantId: tenantId,
    demoLandlordId: landlordIds[0] as number,
    batchSize,
  });
  lap('tenantProfiles');
  const moderation = await seedDemoModeration(client, {
    demoTenantId: tenantId,
    demoLandlordId: landlordIds[0] as number,
    referenceMs,
    rentLevels,
    hashPassword: options.hashPassword,
  });
  lap('demoModeration');
  const freshness = await seedFreshness(client, landlordIds[0] as number, referenceMs);
  lap('freshness');
  const photos = options.imageStore
    ? await seedDemoPhotos(client, options.imageStore)
    : { photos: 0, illustrations: 0 };
  lap('photos');
  return {
    users: users.length + activity.tenants + moderation.staff,
    listings:
      written +
      (activity.draftListingId === null ? 0 : 1) +
      (freshness.leftSearchListingId === null ? 0 : 1) +
      studentHouse.addedListings,
    visibleListings:
      visible - (activity.inactiveListingId === null ? 0 : 1) + studentHouse.addedListings,
    favourites: favourites.rowCount ?? 0,
    conversations: activity.conversations,
    messages: activity.messages,
    photos: photos.photos,
    illustrations: photos.illustrations,
    abuseReports: moderation.reports,
    advertsDueForConfirmation: freshness.dueListingId === null ? 0 : 1,
    advertsLeftSearchUnconfirmed: freshness.leftSearchListingId === null ? 0 : 1,
    ...people,
  };
}

/** Runs a seed step in one transaction on its own client, with timings and progress. */
async function inTransaction(
  pool: pg.Pool,
  options: DemoSeedOptions,
  step: (
    client: pg.ClientBase,
    lap: (name: string) => void,
    report: (phase: SeedProgress['phase'], done: number, total: number) => void,
  ) => Promise<SeedCounts | null>,
): Promise<SeedResult> {
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

  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // Index builds after the bulk loads sort up to a million rows.
    await client.query("SET LOCAL maintenance_work_mem = '256MB'");
    const counts = await step(client, lap, report);
    if (counts === null) {
      await client.query('ROLLBACK');
      return {
        seeded: false,
        counts: { ...NOTHING_WRITTEN },
        timings,
        demoAccounts: [...DEMO_ACCOUNTS],
      };
    }
    await client.query('COMMIT');
    // Planner statistics for the fresh tables.
    await client.query('ANALYZE cities, streets, users, listings, favorite_listings');
    lap('finishing');
    timings.total = Math.round(performance.now() - started);
    return { seeded: true, counts, timings, demoAccounts: [...DEMO_ACCOUNTS] };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Seeds the demo data (development only: issue 22 §3) deterministically on loaded reference
 * data: the demo accounts, a pool of landlords, `listings` listings spread over the cities in
 * proportion to their BAG address count, and a few favourites of the demo tenant. One
 * transaction under the advisory lock `LOCK_KEYS.demoSeed`; does nothing when `isDemoSeeded`.
 *
 * @param pool a pool on a migrated database with the reference data loaded
 *   (`loadReferenceData` of src/reference-data)
 * @param options see `DemoSeedOptions`; `listings` must be a non-negative integer
 * @returns counts (cities and streets 0: not written here), timings and the demo accounts
 * @throws Error on invalid options, reference data missing from the database or invalid
 *   reference files; the PostgreSQL error of a failing statement (rolled back)
 */
export async function seedDemoData(pool: pg.Pool, options: DemoSeedOptions): Promise<SeedResult> {
  const plan = planListings(options);
  return inTransaction(pool, options, async (client, lap, report) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEYS.demoSeed]);
    if (await isDemoSeeded(client)) return null;
    if (!(await isReferenceDataLoaded(client)))
      throw new Error('seed: the reference data is not loaded (run pnpm db:reference first)');
    lap('plan');
    const demo = await writeDemoRows(client, options, plan, lap, report);
    return { cities: 0, streets: 0, ...demo };
  });
}

/**
 * Seeds reference data and demo data in one transaction (the seed CLI, tests and benches):
 * all 2,500 BAG woonplaatsen as cities and their BAG streets (see `loadReferenceData`), then
 * the demo data (see `seedDemoData`). Takes both advisory locks; does nothing when the database
 * already holds cities or listings, unless `reset` is set. After a reset (or on a fresh
 * database) the same options give identical rows, ids included.
 *
 * @param pool a pool on a migrated database
 * @param options see `SeedOptions`; `listings` must be a non-negative integer
 * @returns counts, timings and the demo accounts' credentials
 * @throws Error on invalid options or reference data; the PostgreSQL error of a failing
 *   statement (the transaction is rolled back, nothing is left half-seeded)
 */
export async function seedDatabase(pool: pg.Pool, options: SeedOptions): Promise<SeedResult> {
  const plan = planListings(options);
  return inTransaction(pool, options, async (client, lap, report) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEYS.referenceData]);
    await client.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEYS.demoSeed]);
    if (options.reset) await resetSeededTables(client);
    else if (await isDatabaseSeeded(client)) return null;
    lap('plan');
    report('cities', 0, plan.cities.length);
    const reference = await writeReferenceRows(client, {
      dataDir: plan.dataDir,
      onlyStreetsOf: options.streets === 'listed' ? plan.listedKeys : undefined,
      batchSize: options.batchSize,
      onStreets: (done, total) => report('streets', done, total),
      onIndexes: () => report('indexes', 0, 1),
    });
    lap('referenceData');
    const demo = await writeDemoRows(client, options, plan, lap, report);
    return {
      cities: reference.counts.cities ?? 0,
      streets: reference.counts.streets ?? 0,
      ...demo,
    };
  });
}
