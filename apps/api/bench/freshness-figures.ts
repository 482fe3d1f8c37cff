/**
 * The freshness job's figure of `pnpm bench:trust` (issue 28 "time for the freshness job to
 * process 100,000 adverts"): grows the seeded database to 100,000 online adverts (copies of the
 * seeded ones), spreads their last confirmations over 45 days — a cold start, in which a third
 * leaves search and a third is reminded, the worst a run meets — and times a run, then the next
 * run with nothing due (every hour after).
 */
import { runListingFreshness } from '../src/listing-freshness/freshness-job.js';
import { listingColumnsWithoutId } from '../src/seed/listing-copy.js';

import type { Database } from '../src/db/database.js';

const ADVERTS = 100_000;
const SPREAD_DAYS = 45;

/**
 * Prints the freshness job's timings on {@link ADVERTS} online adverts.
 *
 * @param database the seeded benchmark database (changed: more adverts, their confirmations)
 */
export async function printFreshnessFigures(database: Database): Promise<void> {
  const { pool } = database;
  const columns = await listingColumnsWithoutId(pool);
  const visible = async () =>
    (
      await pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM listings WHERE status IN (3, 4, 10)`,
      )
    ).rows[0]!.n;
  let online = await visible();
  while (online < ADVERTS) {
    await pool.query(
      `INSERT INTO listings (${columns})
       SELECT ${columns} FROM listings WHERE status IN (3, 4, 10) ORDER BY id LIMIT $1`,
      [ADVERTS - online],
    );
    online = await visible();
  }
  const landlords = (
    await pool.query<{ n: number }>(
      `SELECT count(DISTINCT landlord_id)::int AS n FROM listings WHERE status IN (3, 4, 10)`,
    )
  ).rows[0]!.n;
  await pool.query(
    `UPDATE listings SET confirmed_at = now() - ((id * 7919) % ($1 * 24)) * interval '1 hour'
      WHERE status IN (3, 4, 10)`,
    [SPREAD_DAYS],
  );
  await pool.query('VACUUM ANALYZE listings');

  const dependencies = { db: database.db, siteUrl: 'https://rooms.example' };
  const started = performance.now();
  const cold = await runListingFreshness(dependencies, new Date());
  const coldMs = performance.now() - started;
  const quietStarted = performance.now();
  const quiet = await runListingFreshness(dependencies, new Date());
  const quietMs = performance.now() - quietStarted;

  console.log(
    `\nFreshness job on ${online.toLocaleString('en')} online adverts of ${landlords.toLocaleString('en')} landlords (confirmations spread over ${SPREAD_DAYS} days)`,
  );
  console.log(
    `  cold start:   ${(coldMs / 1000).toFixed(1)} s — ${cold.deactivated.toLocaleString('en')} out of search, ${cold.reminded.toLocaleString('en')} reminded, ${cold.emails.toLocaleString('en')} e-mails queued (${((coldMs / (cold.deactivated + cold.reminded)) * 1000).toFixed(0)} µs an advert)`,
  );
  console.log(
    `  next hour:    ${quietMs.toFixed(0)} ms — ${quiet.deactivated + quiet.reminded} adverts due`,
  );
}
