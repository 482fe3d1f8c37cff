import { LOCK_KEYS } from '../db/advisory-lock.js';

import { chunks, insertReturningIds, pipelinedInsert } from './bulk-insert.js';
import { buildCities } from './city-rows.js';
import { resolveReferenceDataDir } from './data-dir.js';
import { withDeferredIndexes } from './deferred-indexes.js';
import { loadPlaces } from './places.js';
import { buildCityStreets } from './street-rows.js';
import { loadStreets } from './streets.js';
import { CITY_COLUMNS, streetColumns } from './table-columns.js';

import type pg from 'pg';

/** Rows built between two turns of the event loop while streets are written. */
const SLICE_ROWS = 500;

/** Options of {@link loadReferenceData} and {@link writeReferenceRows}. */
export interface ReferenceLoadOptions {
  /** The reference data folder; default `resolveReferenceDataDir()` (`<repo>/data`). */
  dataDir?: string;
  /**
   * Load the streets of these places only (`placeKey`s); default every BAG street (237k
   * rows). Tests and the seed's `streets: 'listed'` use it to stay fast.
   */
  onlyStreetsOf?: ReadonlySet<string>;
  /** Rows per INSERT statement (default 5,000). */
  batchSize?: number;
  /** Called with the streets written so far and their total (progress output). */
  onStreets?: (done: number, total: number) => void;
  /** Called before the streets' indexes are rebuilt (progress output). */
  onIndexes?: () => void;
}

/** What the reference load wrote. */
export interface ReferenceLoadResult {
  /** Rows written per table: `cities`, `streets` (0 when the data was already there). */
  counts: Record<string, number>;
}

/**
 * Whether the reference data (places and streets) is in the database: true once any city
 * exists (the load writes cities and streets in one transaction).
 *
 * @param pool a pool (or client) on a migrated database
 * @throws the PostgreSQL error when the tables do not exist (run the migrations first)
 */
export async function isReferenceDataLoaded(pool: pg.Pool | pg.ClientBase): Promise<boolean> {
  const result = await pool.query<{ loaded: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM cities) AS loaded',
  );
  return result.rows[0]?.loaded === true;
}

/**
 * Writes the cities (all 2,500 BAG woonplaatsen, largest first, so their ids are stable) and
 * their BAG streets into empty `cities` and `streets` tables. Runs inside the caller's open
 * transaction (the streets' indexes are dropped and rebuilt around the bulk load).
 *
 * @param client a client inside an open transaction on a migrated database
 * @param options see {@link ReferenceLoadOptions}
 * @returns rows written per table
 * @throws Error on invalid reference data; the PostgreSQL error of a failing statement (e.g. a
 *   unique violation when the tables were not empty)
 */
export async function writeReferenceRows(
  client: pg.ClientBase,
  options: ReferenceLoadOptions = {},
): Promise<ReferenceLoadResult> {
  const dataDir = options.dataDir ?? resolveReferenceDataDir();
  const batchSize = Math.max(1, options.batchSize ?? 5000);
  const cities = buildCities(loadPlaces(dataDir));
  const streetRecords = await loadStreets(dataDir, options.onlyStreetsOf);

  const cityIds = await insertReturningIds(client, 'cities', CITY_COLUMNS, cities, batchSize, {
    column: 'slug',
    value: (city) => city.slug,
  });

  const streetRows = cities.flatMap((city, i) => {
    const records = streetRecords.get(city.key);
    return records ? buildCityStreets(records, i) : [];
  });
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
        (done) => options.onStreets?.(done, streetRows.length),
      ),
    options.onIndexes,
  );
  return { counts: { cities: cities.length, streets: streetRows.length } };
}

/**
 * Loads the reference data every environment needs (places as `cities`, BAG streets as
 * `streets`) from `<repo>/data`, unless it is already there. One transaction under the
 * advisory lock `LOCK_KEYS.referenceData`; idempotent: a second call (or a second process)
 * writes nothing. About 5 s for the whole country.
 *
 * @param pool a pool on a migrated database
 * @param options see {@link ReferenceLoadOptions} (all optional)
 * @returns rows written per table (`cities`, `streets`), zeros when the data was already there
 * @throws Error on missing or invalid reference files; the PostgreSQL error of a failing
 *   statement (the transaction is rolled back, nothing is left half-loaded)
 */
export async function loadReferenceData(
  pool: pg.Pool,
  options: ReferenceLoadOptions = {},
): Promise<ReferenceLoadResult> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEYS.referenceData]);
    if (await isReferenceDataLoaded(client)) {
      await client.query('ROLLBACK');
      return { counts: { cities: 0, streets: 0 } };
    }
    // The index builds after the bulk load sort 237k street rows.
    await client.query("SET LOCAL maintenance_work_mem = '256MB'");
    const result = await writeReferenceRows(client, options);
    await client.query('COMMIT');
    await client.query('ANALYZE cities, streets');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
