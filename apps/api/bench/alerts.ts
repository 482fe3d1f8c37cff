/**
 * `pnpm bench:alerts [--listings 100000] [--alerts 100000] [--sample 1000] [--digest-jobs 1000]`: the search alert
 * benchmark (issue 25 §4). It prints figures; it never fails on them.
 *
 * Starts a throw-away embedded PostgreSQL, fills it with `insertBulkListings` (300 cities whose
 * sizes fall off like real ones) and with stored alerts of users (5 each) in a realistic mix: 90%
 * city alerts over the 40 largest cities (radius 0 or 10 km, mostly rooms, a maximum rent for
 * most, a few other filters on some), 10% street radius or map-box alerts; 30% instant, 60% daily,
 * 10% weekly. The alerts' stored columns come from the product's own `completeListingSearchRequest` +
 * `toAlertSearch`, bulk-inserted (not one `createAlert` transaction each). Deterministic (fixed
 * seeds), except the random `psaIdentifier`s. Then it measures:
 * 1. matching one new listing (`findAlertMatches`) over a sample of listings (weighted like the
 *    listings): latency, matches and pre-selected candidates per listing;
 * 2. the naive way (every alert's own search, `ListingSearch.matches`, for the listing) on a small
 *    sample, extrapolated to all alerts: the ratio our matching has to beat;
 * 3. the daily digest run: the sample (published in the 24 hours before the digest, so near
 *    misses are looked for among them) has its matches stored (`storeMatches`), then `queueDueDigests`
 *    at 07:00 Amsterdam time and every queued digest job's work (`emailNewMatches`: renders and
 *    queues the e-mails into PostgreSQL, no SMTP), with the job runner's concurrency (2), for
 *    `--digest-jobs` of the jobs spread over them, extrapolated to all;
 * 4. alert e-mails rendered per second (`alertEmailMessage`, 20 listings + 3 near misses).
 * `--explain` prints instead the plans of the candidate query (generic and custom) for a sampled
 * listing and two of the largest city.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

import {
  completeListingSearchRequest,
  AlertFrequency,
  INSTANT_ALERT_DELAY_SECONDS,
  ViewMode,
  type ListingSearchRequest,
  type SearchCriteria,
} from '@rooms/domain';
import { getT } from '@rooms/i18n';

import { alertEmailMessage, type AlertEmailInput } from '../src/alerts/alert-email.js';
import { ALERT_TASKS, queueDueDigests } from '../src/alerts/alert-jobs.js';
import { candidatesQuery, findAlertMatches, storeMatches } from '../src/alerts/alert-matching.js';
import { toAlertSearch } from '../src/alerts/alert-search.js';
import { emailNewMatches } from '../src/alerts/alert-sending.js';
import { newPsaIdentifier } from '../src/alerts/alert-store.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { runMigrations } from '../src/db/migrate.js';
import { ensureDatabase } from '../src/db/provision.js';
import { SEND_EMAIL_TASK } from '../src/jobs/email-jobs.js';
import { listingSearchRequest } from '../src/routes/listing/listing-search-request.schema.js';
import { factsOfRows, indexRowsQuery, type IndexRow } from '../src/search/index-facts.js';
import { cardsByIdsQuery } from '../src/search/listing-queries.js';
import { createSqlListingSearch } from '../src/search/listing-search.js';
import { toListingCard, type CardRow, type ListingCard } from '../src/search/result-mapping.js';
import { renderQuery, runQuery } from '../src/search/run-query.js';
import { insertBulkListings } from '../src/search/testing/bulk-listings.js';
import { freePort } from '../src/testing/free-port.js';

import { percentile, prng } from './bench-math.js';

import type { AlertMatch, CandidateRow } from '../src/alerts/alert-matching.js';

/** The job runner's concurrency in production (`jobs/job-runner.ts` CONCURRENCY). */
const PRODUCTION_JOB_CONCURRENCY = 2;
/** Alerts per user. */
const ALERTS_PER_USER = 5;
/** City alerts look at the largest cities. */
const ALERT_CITIES = 40;
/** Rows per bulk INSERT of alerts. */
const INSERT_BATCH = 5000;
/** Listings per transaction when storing matches (`alert-jobs.ts` MATCH_BATCH). */
const STORE_BATCH = 200;
/** The digest tick: 07:00 in Amsterdam (UTC+1) on a Tuesday, so only the daily digests. */
const DIGEST_TIME = new Date('2026-12-01T06:00:00Z');
const SITE_URL = 'https://rooms.example';

interface Args {
  listings: number;
  alerts: number;
  /** Listings whose matching is timed. */
  sample: number;
  /** Digest jobs whose work is done and timed (evenly spread over all), extrapolated to all. */
  digestJobs: number;
  /** Print the plans of the candidate query (generic and custom) for a few listings, then stop. */
  explain: boolean;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = {
    listings: 100_000,
    alerts: 100_000,
    sample: 1000,
    digestJobs: 1000,
    explain: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const next = () => Number(argv[++i]);
    if (arg === '--listings') args.listings = next();
    else if (arg === '--alerts') args.alerts = next();
    else if (arg === '--sample') args.sample = next();
    else if (arg === '--digest-jobs') args.digestJobs = next();
    else if (arg === '--explain') args.explain = true;
    else if (arg === '--') continue;
    else
      throw new Error(
        `unknown argument ${arg}; usage: bench:alerts [--listings N] [--alerts N] [--sample N] [--digest-jobs N] [--explain]`,
      );
  }
  for (const [name, value, min] of [
    ['--listings', args.listings, 1000],
    ['--alerts', args.alerts, 1000],
    ['--sample', args.sample, 50],
    ['--digest-jobs', args.digestJobs, 10],
  ] as const) {
    if (!Number.isInteger(value) || value < min)
      throw new Error(`${name} must be an integer ≥ ${min}`);
  }
  return args;
}

const mean = (values: readonly number[]) =>
  values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

interface City {
  slug: string;
  lat: number;
  lng: number;
  listings: number;
}

/** The largest cities by visible listings. */
async function largestCities(database: Database): Promise<City[]> {
  const { rows } = await database.pool.query<City>(
    `SELECT c.slug, c.lat, c.lng, count(*)::int AS listings FROM listings l
       JOIN cities c ON c.id = l.city_id
      WHERE l.status IN (3, 4, 10) GROUP BY c.id ORDER BY listings DESC, c.id LIMIT $1`,
    [ALERT_CITIES],
  );
  return rows;
}

type Body = Record<string, unknown>;

/**
 * The search request of one alert of the mix: 90% a city (weighted by its listings; radius 0 or
 * 10 km), 5% a street with a small radius, 5% a map box around a city.
 */
function alertRequestMaker(cities: readonly City[], random: () => number): () => Body {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const total = cities.reduce((sum, c) => sum + c.listings, 0);
  const city = (): City => {
    let left = random() * total;
    for (const c of cities) {
      left -= c.listings;
      if (left <= 0) return c;
    }
    return cities[0] as City;
  };
  // Listing types people look for (rooms most), with the rent bands that go with them (euro).
  const kinds: { types: number[]; rents: number[] }[] = [
    { types: [1], rents: [400, 500, 600, 700, 800, 900] },
    { types: [1], rents: [400, 500, 600, 700, 800, 900] },
    { types: [1], rents: [500, 600, 700, 800] },
    { types: [1], rents: [600, 700, 800, 1000] },
    { types: [4], rents: [700, 800, 900, 1000, 1200] },
    { types: [4], rents: [800, 1000, 1200, 1300] },
    { types: [2], rents: [1000, 1200, 1500, 1750, 2000] },
    { types: [2], rents: [1200, 1500, 2000] },
    { types: [1, 4], rents: [700, 800, 900, 1000] },
    // Any type: the site sends Generic (20), the default (an empty list cannot head a search URL).
    { types: [20], rents: [800, 1000, 1500] },
  ];
  const extras = (): Body => {
    const body: Body = {};
    if (random() < 0.4) body.surfaceMinimumId = pick([10, 12, 14, 16, 20, 25]);
    if (random() < 0.3) body.furnishings = [4];
    if (random() < 0.3) body.hasInternet = true;
    if (random() < 0.2) body.suitableForGenderIds = [pick([1, 2])];
    if (random() < 0.2) body.candidateAge = 18 + Math.floor(random() * 12);
    return body;
  };
  return () => {
    const c = city();
    const kind = pick(kinds);
    const location = { name: c.slug, cityName: c.slug, citySlug: c.slug };
    const base: Body = {
      listingTypeIds: kind.types,
      maxRentalPriceId: random() < 0.8 ? pick(kind.rents) : null,
      ...(random() < 0.25 ? extras() : {}),
    };
    const roll = random();
    if (roll < 0.9) {
      return {
        ...base,
        citySlug: c.slug,
        location,
        radiusId: random() < 0.5 ? 0 : 10,
        searchview: ViewMode.List,
      };
    }
    if (roll < 0.95) {
      return {
        ...base,
        citySlug: c.slug,
        location,
        streetSlug: `street-${1 + Math.floor(random() * 5)}`,
        radiusId: pick([1, 2, 5]),
        searchview: ViewMode.List,
      };
    }
    const half = pick([0.02, 0.04, 0.08]);
    return {
      ...base,
      citySlug: c.slug,
      location,
      searchview: ViewMode.Map,
      lat_lo: c.lat - half,
      lat_hi: c.lat + half,
      lng_lo: c.lng - half * 1.6,
      lng_hi: c.lng + half * 1.6,
    };
  };
}

/** Stored columns of search_alerts, one array per column (for one `unnest` INSERT). */
interface AlertColumns {
  userId: number[];
  psa: string[];
  name: (string | null)[];
  frequency: number[];
  language: string[];
  searchRequest: string[];
  criteria: string[];
  place: string[];
  criteriaKey: string[];
  cityId: (number | null)[];
  latLo: (number | null)[];
  latHi: (number | null)[];
  lngLo: (number | null)[];
  lngHi: (number | null)[];
  everywhere: boolean[];
  maxRent: (number | null)[];
  typeMask: number[];
}

function emptyColumns(): AlertColumns {
  return {
    userId: [],
    psa: [],
    name: [],
    frequency: [],
    language: [],
    searchRequest: [],
    criteria: [],
    place: [],
    criteriaKey: [],
    cityId: [],
    latLo: [],
    latHi: [],
    lngLo: [],
    lngHi: [],
    everywhere: [],
    maxRent: [],
    typeMask: [],
  };
}

async function insertAlertBatch(database: Database, c: AlertColumns): Promise<number> {
  const result = await database.pool.query(
    `INSERT INTO search_alerts (user_id, psa_identifier, name, frequency, language, search_request,
       criteria, place, criteria_key, city_id, lat_lo, lat_hi, lng_lo, lng_hi, everywhere,
       max_rent_cents, listing_type_mask)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::smallint[], $5::text[],
       $6::jsonb[], $7::jsonb[], $8::jsonb[], $9::text[], $10::int[], $11::float8[], $12::float8[],
       $13::float8[], $14::float8[], $15::bool[], $16::int[], $17::smallint[])
     ON CONFLICT DO NOTHING`,
    [
      c.userId,
      c.psa,
      c.name,
      c.frequency,
      c.language,
      c.searchRequest,
      c.criteria,
      c.place,
      c.criteriaKey,
      c.cityId,
      c.latLo,
      c.latHi,
      c.lngLo,
      c.lngHi,
      c.everywhere,
      c.maxRent,
      c.typeMask,
    ],
  );
  return result.rowCount ?? 0;
}

interface FillFigures {
  listingsMs: number;
  alertsMs: number;
  users: number;
  alerts: number;
  /** Generated alerts a user had saved already (same criteria): skipped like createalert's 1129. */
  duplicates: number;
  /** Distinct searches (criteria keys) among the alerts. */
  searches: number;
  kinds: Record<string, number>;
}

/** Fills listings, users and alerts; returns how long each took. */
async function fill(database: Database, args: Args): Promise<FillFigures> {
  let started = performance.now();
  await insertBulkListings(database.pool, args.listings, 300);
  // The listings' trigger queued one matching job for them all: no job runner here, drop it.
  await database.pool.query('DELETE FROM graphile_worker._private_jobs');
  const listingsMs = performance.now() - started;

  started = performance.now();
  const userCount = Math.ceil(args.alerts / ALERTS_PER_USER);
  const { rows: users } = await database.pool.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name)
     SELECT 'alert-user-' || g || '@example.test', 'bench-placeholder-not-a-hash', 'User ' || g
     FROM generate_series(1, $1) g RETURNING id`,
    [userCount],
  );
  const cities = await largestCities(database);
  const random = prng(25);
  const nextRequest = alertRequestMaker(cities, random);
  const kinds: Record<string, number> = {};
  let inserted = 0;
  let columns = emptyColumns();
  for (let i = 0; i < args.alerts; i++) {
    const body = listingSearchRequest.parse(nextRequest());
    const searchRequest = completeListingSearchRequest(body);
    const search = await toAlertSearch(database, searchRequest);
    kinds[search.place.kind] = (kinds[search.place.kind] ?? 0) + 1;
    const roll = random();
    const frequency =
      roll < 0.3
        ? AlertFrequency.Instant
        : roll < 0.9
          ? AlertFrequency.Daily
          : AlertFrequency.Weekly;
    columns.userId.push(users[Math.floor(i / ALERTS_PER_USER)]!.id);
    columns.psa.push(newPsaIdentifier());
    columns.name.push(random() < 0.2 ? `Alert ${i}` : null);
    columns.frequency.push(frequency);
    columns.language.push(random() < 0.7 ? 'nl' : 'en');
    columns.searchRequest.push(JSON.stringify(searchRequest));
    columns.criteria.push(JSON.stringify(search.criteria));
    columns.place.push(JSON.stringify(search.place));
    columns.criteriaKey.push(search.criteriaKey);
    columns.cityId.push(search.cityId);
    columns.latLo.push(search.box?.latLo ?? null);
    columns.latHi.push(search.box?.latHi ?? null);
    columns.lngLo.push(search.box?.lngLo ?? null);
    columns.lngHi.push(search.box?.lngHi ?? null);
    columns.everywhere.push(search.everywhere);
    columns.maxRent.push(search.maxRentCents);
    columns.typeMask.push(search.listingTypeMask);
    if (columns.userId.length === INSERT_BATCH || i === args.alerts - 1) {
      inserted += await insertAlertBatch(database, columns);
      columns = emptyColumns();
    }
  }
  await database.pool.query('VACUUM ANALYZE users, search_alerts');
  const { rows: distinct } = await database.pool.query<{ n: number }>(
    'SELECT count(DISTINCT criteria_key)::int AS n FROM search_alerts',
  );
  return {
    searches: distinct[0]?.n ?? 0,
    listingsMs,
    alertsMs: performance.now() - started,
    users: users.length,
    alerts: inserted,
    duplicates: args.alerts - inserted,
    kinds,
  };
}

interface MatchingFigures {
  latencies: number[];
  matches: number[];
  candidates: number[];
  /** Time of the candidate query alone (rows read and parsed), ms per listing. */
  candidateMs: number[];
  found: AlertMatch[];
}

/** Times `findAlertMatches` for each listing on its own, then the candidate query alone. */
async function timeMatching(
  database: Database,
  listingIds: readonly number[],
  nowMs: number,
): Promise<MatchingFigures> {
  const figures: MatchingFigures = {
    latencies: [],
    matches: [],
    candidates: [],
    candidateMs: [],
    found: [],
  };
  for (const id of listingIds) {
    const started = performance.now();
    const found = await findAlertMatches(database, [id], nowMs);
    figures.latencies.push(performance.now() - started);
    figures.matches.push(found.length);
    figures.found.push(...found);
  }
  for (const id of listingIds) {
    const facts = factsOfRows(await runQuery<IndexRow>(database, indexRowsQuery({ ids: [id] })));
    const started = performance.now();
    const rows = await runQuery<CandidateRow>(database, candidatesQuery(facts, 0));
    figures.candidateMs.push(performance.now() - started);
    figures.candidates.push(rows.reduce((alerts, row) => alerts + row.ids.length, 0));
  }
  return figures;
}

interface NaiveFigures {
  pairs: number;
  msPerPair: number;
  /** Whether the naive matches of the sample equal ours for the same pairs. */
  agrees: boolean;
  naiveMatches: number;
}

/** Every sampled alert's own search for every sampled listing (`ListingSearch.matches`). */
async function timeNaive(
  database: Database,
  listingIds: readonly number[],
  alertCount: number,
  ours: readonly AlertMatch[],
): Promise<NaiveFigures> {
  const { rows: alerts } = await database.pool.query<{ id: number; criteria: SearchCriteria }>(
    `SELECT id, criteria FROM search_alerts ORDER BY md5(id::text) LIMIT $1`,
    [alertCount],
  );
  const search = createSqlListingSearch(database);
  const naive = new Set<string>();
  const started = performance.now();
  for (const listingId of listingIds) {
    for (const alert of alerts) {
      const view = alert.criteria.box === null ? 'list' : 'map';
      const found = await search.matches(alert.criteria, [listingId], view);
      if (found.length > 0) naive.add(`${alert.id}:${listingId}`);
    }
  }
  const elapsed = performance.now() - started;
  const alertIds = new Set(alerts.map((a) => a.id));
  const listings = new Set(listingIds);
  const expected = new Set(
    ours
      .filter((m) => alertIds.has(m.alertId) && listings.has(m.listingId))
      .map((m) => `${m.alertId}:${m.listingId}`),
  );
  const agrees = expected.size === naive.size && [...naive].every((key) => expected.has(key));
  return {
    pairs: listingIds.length * alerts.length,
    msPerPair: elapsed / (listingIds.length * alerts.length),
    agrees,
    naiveMatches: naive.size,
  };
}

interface DigestFigures {
  storeMs: number;
  stored: number;
  queueMs: number;
  jobs: number;
  /** Jobs whose work was done (evenly spread over all `jobs`). */
  jobsRun: number;
  workMs: number;
  emails: number;
  /** Of those e-mails, how many show near misses (their section's heading, either language). */
  withNearMisses: number;
  instantJobs: number;
}

async function countJobs(database: Database, task: string): Promise<number> {
  const { rows } = await database.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = $1',
    [task],
  );
  return rows[0]?.n ?? 0;
}

/**
 * Stores the matches, queues the 07:00 digests and does the work of `jobLimit` of the digest
 * jobs (all when fewer), spread evenly over them.
 */
async function timeDigests(
  database: Database,
  matches: readonly AlertMatch[],
  jobLimit: number,
): Promise<DigestFigures> {
  const byListing = new Map<number, AlertMatch[]>();
  for (const m of matches) byListing.set(m.listingId, [...(byListing.get(m.listingId) ?? []), m]);
  const listingIds = [...byListing.keys()];
  let started = performance.now();
  let stored = 0;
  for (let from = 0; from < listingIds.length; from += STORE_BATCH) {
    const batch = listingIds.slice(from, from + STORE_BATCH).flatMap((id) => byListing.get(id)!);
    const fresh = await database.db.transaction((tx) =>
      storeMatches(tx, batch, INSTANT_ALERT_DELAY_SECONDS),
    );
    stored += fresh.length;
  }
  const storeMs = performance.now() - started;
  const instantJobs = await countJobs(database, ALERT_TASKS.instant);
  const emailsBefore = await countJobs(database, SEND_EMAIL_TASK);

  started = performance.now();
  await queueDueDigests(database, DIGEST_TIME);
  const queueMs = performance.now() - started;
  const { rows: allJobs } = await database.pool.query<{
    payload: { userIds: number[]; frequency: AlertFrequency };
  }>(
    `SELECT j.payload FROM graphile_worker._private_jobs j
       JOIN graphile_worker._private_tasks t ON t.id = j.task_id
      WHERE t.identifier = $1 ORDER BY j.id`,
    [ALERT_TASKS.digest],
  );
  const step = Math.max(1, allJobs.length / jobLimit);
  const jobs = Array.from(
    { length: Math.min(jobLimit, allJobs.length) },
    (_, i) => allJobs[Math.floor(i * step)]!,
  );
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const { userIds, frequency } = jobs[next++]!.payload;
      await emailNewMatches(database, SITE_URL, userIds, frequency, DIGEST_TIME);
    }
  };
  started = performance.now();
  await Promise.all(Array.from({ length: PRODUCTION_JOB_CONCURRENCY }, worker));
  const workMs = performance.now() - started;
  return {
    storeMs,
    stored,
    queueMs,
    jobs: allJobs.length,
    jobsRun: jobs.length,
    workMs,
    emails: (await countJobs(database, SEND_EMAIL_TASK)) - emailsBefore,
    withNearMisses: await countNearMissEmails(database),
    instantJobs,
  };
}

/** Queued e-mails whose HTML has the near-miss section (its heading in Dutch or English). */
async function countNearMissEmails(database: Database): Promise<number> {
  const headings = await Promise.all(
    (['nl', 'en'] as const).map(async (locale) =>
      (await getT(locale, 'emails'))('alert.nearMisses.heading'),
    ),
  );
  const { rows } = await database.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM graphile_worker._private_jobs j
       JOIN graphile_worker._private_tasks t ON t.id = j.task_id
      WHERE t.identifier = $1 AND (j.payload->>'html' LIKE $2 OR j.payload->>'html' LIKE $3)`,
    [SEND_EMAIL_TASK, ...headings.map((heading) => `%>${heading}<%`)],
  );
  return rows[0]?.n ?? 0;
}

/** Alert e-mails (20 listings, 3 near misses) rendered per second in a language. */
async function timeRendering(
  database: Database,
  language: 'nl' | 'en',
  count: number,
): Promise<number> {
  const { rows } = await database.pool.query<{ id: number }>(
    'SELECT id FROM listings WHERE status IN (3, 4, 10) ORDER BY id LIMIT 23',
  );
  const cards: ListingCard[] = (
    await runQuery<CardRow>(database, cardsByIdsQuery(rows.map((r) => r.id)))
  ).map(toListingCard);
  const { rows: alerts } = await database.pool.query<{
    psa_identifier: string;
    search_request: ListingSearchRequest;
  }>(
    `SELECT psa_identifier, search_request FROM search_alerts WHERE max_rent_cents IS NOT NULL ORDER BY id LIMIT 1`,
  );
  const alert = alerts[0]!;
  const input: AlertEmailInput = {
    to: 'someone@example.test',
    alert: {
      psaIdentifier: alert.psa_identifier,
      name: 'Kamer in de stad',
      frequency: AlertFrequency.Daily,
      language,
      searchRequest: alert.search_request,
    },
    cards: cards.slice(0, 20),
    matchCount: 34,
    nearMisses: cards.slice(20, 23).map((card, i) => ({
      card,
      reason:
        i < 2 ? { filter: 'maxRent', overByCents: 1500 } : { filter: 'minSurface', underByM2: 1 },
    })),
  };
  for (let i = 0; i < 30; i++) await alertEmailMessage(SITE_URL, input);
  const started = performance.now();
  for (let i = 0; i < count; i++) await alertEmailMessage(SITE_URL, input);
  return (count * 1000) / (performance.now() - started);
}

/**
 * Prints EXPLAIN ANALYZE of the candidate query for each listing: as `runQuery` runs it (a
 * named prepared statement, whose plan PostgreSQL makes generic after five runs) and custom.
 */
async function explainCandidates(database: Database, listingIds: readonly number[]): Promise<void> {
  const client = await database.pool.connect();
  try {
    for (const id of listingIds) {
      const facts = factsOfRows(await runQuery<IndexRow>(database, indexRowsQuery({ ids: [id] })));
      const { text, values } = renderQuery(candidatesQuery(facts, 0));
      const literals = values.map((v) => client.escapeLiteral(String(v)));
      await client.query('DEALLOCATE ALL');
      await client.query(`PREPARE candidates AS ${text}`);
      for (const mode of ['force_generic_plan', 'force_custom_plan']) {
        await client.query(`SET plan_cache_mode = ${mode}`);
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, BUFFERS) EXECUTE candidates(${literals.join(', ')})`,
        );
        console.log(`\nlisting ${id} (${mode}):\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
      }
    }
  } finally {
    await client.query('RESET plan_cache_mode');
    await client.query('DEALLOCATE ALL');
    client.release();
  }
}

function printTable(rows: readonly (readonly [string, string, string])[]): void {
  const header = ['measure', 'figure', 'goal'] as const;
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const show = (cells: readonly string[]) =>
    console.log(
      cells
        .map((c, i) => c.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    );
  show(header);
  show(widths.map((w) => '-'.repeat(w)));
  rows.forEach(show);
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const dataDir = mkdtempSync(join(tmpdir(), 'rooms-bench-alerts-'));
  // PostgreSQL may run as another system user (as root: 'postgres'), who must enter the folder.
  chmodSync(dataDir, 0o755);
  const server = await startEmbeddedPostgres(join(dataDir, 'postgres'), await freePort(), false);
  try {
    const databaseUrl = await ensureDatabase(server.url, 'rooms_bench_alerts');
    // Two job workers, each with a transaction and a read beside it.
    const database = openDatabase(databaseUrl, {
      maxConnections: 6,
      applicationName: 'bench-alerts',
    });
    try {
      await runMigrations(database);
      console.log(
        `Filling ${args.listings.toLocaleString('en')} listings and ${args.alerts.toLocaleString('en')} alerts…`,
      );
      const filled = await fill(database, args);
      console.log(
        `Filled: listings ${seconds(filled.listingsMs)}, ${filled.users.toLocaleString('en')} users + ${filled.alerts.toLocaleString('en')} alerts ${seconds(filled.alertsMs)} (${filled.duplicates} generated twice for a user, skipped; ${filled.searches.toLocaleString('en')} distinct searches); places: ${Object.entries(
          filled.kinds,
        )
          .map(([kind, n]) => `${kind} ${n}`)
          .join(', ')}`,
      );

      const { rows: sampleRows } = await database.pool.query<{ id: number }>(
        `SELECT id FROM listings WHERE status IN (3, 4, 10) ORDER BY md5(id::text) LIMIT $1`,
        [args.sample + 20],
      );
      const ids = sampleRows.map((r) => r.id);
      if (args.explain) {
        // A listing of the sample, and two of the largest city (the most candidates).
        const { rows: big } = await database.pool.query<{ id: number }>(
          `SELECT l.id FROM listings l JOIN cities c ON c.id = l.city_id
            WHERE c.slug = 'city-1' AND l.status IN (3, 4, 10) AND l.listing_type = 1
            ORDER BY md5(l.id::text) LIMIT 2`,
        );
        await explainCandidates(database, [ids[0]!, ...big.map((r) => r.id)]);
        return;
      }
      const warmUp = ids.slice(0, 20);
      const sample = ids.slice(20);
      // The sample is the day's new listings: published in the 24 hours before the digest, so
      // the digest's near misses are looked for among them as on a real morning.
      await database.pool.query(
        `UPDATE listings SET published_at = $2::timestamptz - (abs(hashtext(id::text)) % 86400) * interval '1 second'
          WHERE id = ANY($1::int[])`,
        [sample, DIGEST_TIME.toISOString()],
      );
      const nowMs = DIGEST_TIME.getTime() - 86_400_000;
      console.log(`Matching ${sample.length} listings one by one…`);
      await timeMatching(database, warmUp, nowMs);
      const matching = await timeMatching(database, sample, nowMs);

      const naiveListings = sample.slice(0, 20);
      const naiveAlerts = 500;
      console.log(
        `Naive: ${naiveListings.length} listings × ${naiveAlerts} alerts, each alert's own search…`,
      );
      const naive = await timeNaive(database, naiveListings, naiveAlerts, matching.found);

      console.log(
        'Daily digests: storing the matches, queueing the 07:00 digests, doing their work…',
      );
      const digest = await timeDigests(database, matching.found, args.digestJobs);

      console.log('Rendering alert e-mails…');
      const renderCount = 300;
      const renderNl = await timeRendering(database, 'nl', renderCount);
      const renderEn = await timeRendering(database, 'en', renderCount);

      const latencies = [...matching.latencies].sort((a, b) => a - b);
      const matches = [...matching.matches].sort((a, b) => a - b);
      const candidates = [...matching.candidates].sort((a, b) => a - b);
      const candidateMs = [...matching.candidateMs].sort((a, b) => a - b);
      const ours = mean(matching.latencies);
      const naivePerListing = naive.msPerPair * filled.alerts;
      const f1 = (n: number) => n.toFixed(1);
      const [load1, load5] = loadavg();
      console.log(
        `\nSearch alert benchmark, ${args.listings.toLocaleString('en')} listings, ${filled.alerts.toLocaleString('en')} alerts of ${filled.users.toLocaleString('en')} users; ${cpus().length} CPUs, load average ${load1?.toFixed(1)} / ${load5?.toFixed(1)} (1 / 5 min: other processes skew the figures)\n`,
      );
      printTable([
        ['fill: listings (insertBulkListings)', seconds(filled.listingsMs), ''],
        ['fill: users + alerts (toAlertSearch, bulk INSERT)', seconds(filled.alertsMs), ''],
        [
          `match 1 listing (findAlertMatches), ms p50 / p95 / p99 (n=${sample.length})`,
          `${f1(percentile(latencies, 50))} / ${f1(percentile(latencies, 95))} / ${f1(percentile(latencies, 99))}`,
          'p95 ≤ 20',
        ],
        [
          '  candidate query alone (ids and keys), ms p50 / p95 / p99',
          `${f1(percentile(candidateMs, 50))} / ${f1(percentile(candidateMs, 95))} / ${f1(percentile(candidateMs, 99))}`,
          '',
        ],
        [
          '  candidates per listing: mean / p95 / max',
          `${f1(mean(candidates))} / ${percentile(candidates, 95)} / ${candidates.at(-1)}`,
          '',
        ],
        [
          '  matches per listing: mean / p95 / max',
          `${f1(mean(matches))} / ${percentile(matches, 95)} / ${matches.at(-1)}`,
          '',
        ],
        [
          `naive (each alert's own search), ms per listing (${naive.pairs} pairs, × ${filled.alerts.toLocaleString('en')} alerts)`,
          `${naivePerListing.toFixed(0)} (${(naive.msPerPair * 1000).toFixed(0)} µs per alert)`,
          '',
        ],
        [
          '  naive / ours (mean ms per listing)',
          `${(naivePerListing / ours).toFixed(0)}× (ours ${f1(ours)})`,
          '',
        ],
        [
          '  same matches as the naive way',
          `${naive.agrees ? 'yes' : 'NO'} (${naive.naiveMatches} matches)`,
          'yes',
        ],
        [
          `store matches (storeMatches, ${STORE_BATCH} listings per transaction)`,
          `${seconds(digest.storeMs)}, ${digest.stored.toLocaleString('en')} matches, ${digest.instantJobs.toLocaleString('en')} instant jobs`,
          '',
        ],
        [
          'daily digest: queueDueDigests at 07:00',
          `${seconds(digest.queueMs)}, ${digest.jobs.toLocaleString('en')} jobs`,
          '',
        ],
        [
          `daily digest: work of ${digest.jobsRun.toLocaleString('en')} jobs (emailNewMatches, ${PRODUCTION_JOB_CONCURRENCY} workers as production)`,
          `${seconds(digest.workMs)}, ${digest.emails.toLocaleString('en')} e-mails queued (${((digest.emails * 1000) / digest.workMs).toFixed(0)}/s)`,
          '',
        ],
        [
          "  digest e-mails with near misses (the day's new listings, by one filter)",
          `${digest.withNearMisses.toLocaleString('en')} of ${digest.emails.toLocaleString('en')}`,
          '',
        ],
        [
          `daily digest in all (queue + work of all ${digest.jobs.toLocaleString('en')} jobs${digest.jobsRun < digest.jobs ? ', extrapolated' : ''}; excluding SMTP)`,
          `${seconds(digest.queueMs + (digest.workMs * digest.jobs) / Math.max(1, digest.jobsRun))}, ~${Math.round((digest.emails * digest.jobs) / Math.max(1, digest.jobsRun)).toLocaleString('en')} e-mails`,
          '≤ 60 s',
        ],
        [
          `e-mails rendered per second (20 listings + 3 near misses; n=${renderCount}) nl / en`,
          `${renderNl.toFixed(0)} / ${renderEn.toFixed(0)}`,
          '',
        ],
      ]);
      console.log('');
    } finally {
      await database.close();
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
