/**
 * Matching new listings against saved alerts (issue 25): per listing, one indexed query
 * pre-selects the alerts that could match (its city, a box containing it, or the whole country;
 * a maximum rent it does not exceed; a type mask it fits), and every candidate is confirmed by
 * the search's own predicate (`search/index-matcher.ts`) over the listing's search facts, so an
 * alert matches a listing exactly when its search would find it. Matches are stored once per
 * alert and listing: a replayed or retried job finds nothing new.
 *
 * The pre-selection reads only ids and criteria keys: the searches themselves (criteria and
 * place, jsonb) are kept in memory by key, so a listing in a big city with a thousand candidate
 * alerts does not read a megabyte of JSON each time, and alerts of the same search (many users
 * save the same one) are confirmed once.
 */
import { AlertFrequency } from '@rooms/domain';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';

import { searchAlertMatches, searchAlerts } from '../db/schema.js';
import {
  factsOfRows,
  indexRowsQuery,
  NULL_INT,
  type IndexRow,
  type ListingFacts,
} from '../search/index-facts.js';
import { matcher } from '../search/index-matcher.js';
import { runQuery } from '../search/run-query.js';

import type { Database, Tx } from '../db/database.js';
import type { SearchPlace } from '../search/geometry.js';
import type { SearchCriteria } from '@rooms/domain';

/** The rent key of an alert without a maximum rent in the pre-selection indexes (migration 0016). */
const NO_MAXIMUM_RENT = 2_147_483_647;

/** The alerts of one saved search that may match a listing, as the pre-selection reads them. */
export interface CandidateRow extends Record<string, unknown> {
  /** The alerts' `criteria_key`: SHA-256 of their criteria and place. */
  key: string;
  /** The alerts with that search (several users may save the same one). */
  ids: number[];
}

/** What an alert searches for, as stored. */
interface StoredSearch {
  criteria: SearchCriteria;
  place: SearchPlace;
}

/** Searches kept in memory (distinct saved searches; each about 1 kB, so at most ~50 MB). */
const SEARCH_CACHE_ENTRIES = 50_000;

/**
 * Stored searches by criteria key, for the whole process: the key is the hash of the criteria
 * and place it stands for, so an entry is never stale, whichever database or alert it came from.
 */
const searchesByKey = new LRUCache<string, StoredSearch>({ max: SEARCH_CACHE_ENTRIES });

/**
 * The searches of the candidates' keys: from memory, the others read in one query (one row
 * per missing key, by the primary key of the candidates that have it).
 *
 * @returns searches by key; a key whose alerts were all deleted meanwhile is missing
 */
async function searchesOf(
  database: Database,
  candidates: readonly CandidateRow[],
): Promise<Map<string, StoredSearch>> {
  const found = new Map<string, StoredSearch>();
  const missingIds: number[] = [];
  for (const { ids, key } of candidates) {
    const known = searchesByKey.get(key);
    if (known === undefined) missingIds.push(ids[0]!);
    else found.set(key, known);
  }
  if (missingIds.length === 0) return found;
  const a = searchAlerts;
  const rows = await runQuery<StoredSearch & { key: string }>(
    database,
    sql`select distinct on (${a.criteriaKey}) ${a.criteriaKey} as key, ${a.criteria} as criteria,
        ${a.place} as place
      from ${a} where ${a.id} = any(${`{${missingIds.join(',')}}`}::int[])`,
  );
  for (const { key, criteria, place } of rows) {
    searchesByKey.set(key, { criteria, place });
    found.set(key, { criteria, place });
  }
  return found;
}

/**
 * The alerts that could match the listing in `slot`: three index scans (the city's alerts by
 * maximum rent, the boxes containing the point, the country-wide ones), each filtered by rent
 * and type mask; not paused. Exported for `bench/alerts.ts`, which counts and times the
 * pre-selection on its own.
 *
 * @param facts search facts of the listings (`factsOfRows`)
 * @param slot the listing's slot in `facts`
 * @returns the query; one row per saved search, `{ key, ids }` (its criteria key and alerts)
 */
export function candidatesQuery(facts: ListingFacts, slot: number) {
  const a = searchAlerts;
  const rent = facts.rentCents[slot]!;
  const rentValue = rent === NULL_INT ? null : rent;
  const type = facts.listingType[slot]!;
  const lat = facts.lat[slot]!;
  const lng = facts.lng[slot]!;
  const cityId = facts.cityId[slot]!;
  // The indexes' rent key: no maximum is the largest integer; a listing without a rent fits
  // only alerts without a maximum (SQL's comparison with NULL is false in the search too).
  const rentKey = sql`coalesce(${a.maxRentCents}, ${sql.raw(String(NO_MAXIMUM_RENT))})`;
  const fits = sql`(${a.listingTypeMask} & ${type}) <> 0
    and ${rentKey} >= ${rentValue ?? NO_MAXIMUM_RENT}::int`;
  const columns = sql`${a.id} as id, ${a.criteriaKey} as key`;
  // One row per distinct search: its verdict is shared, and fewer rows cross the wire.
  // `box @> box` with the point as an empty box, not `box @> point`: the GiST box_ops of
  // search_alerts_box_idx has no `box @> point` operator, and a condition it cannot serve scans
  // every alert (about 100 ms for 100,000 alerts). Box containment compares with PostgreSQL's
  // geometric tolerance (1e-6 degrees), so it pre-selects a little more, never less; the
  // predicate decides.
  const inBox = Number.isNaN(lat)
    ? sql`false`
    : sql`box(point(${a.lngLo}, ${a.latLo}), point(${a.lngHi}, ${a.latHi}))
        @> box(point(${lng}::float8, ${lat}::float8), point(${lng}::float8, ${lat}::float8))`;
  return sql`select key, array_agg(id) as ids from (select ${columns} from ${a}
      where ${a.cityId} = ${cityId}::int and ${a.cityId} is not null and ${a.pausedAt} is null and ${fits}
    union all
    select ${columns} from ${a}
      where ${a.latLo} is not null and ${a.pausedAt} is null and ${inBox} and ${fits}
    union all
    select ${columns} from ${a}
      where ${a.everywhere} and ${a.pausedAt} is null and ${fits}) candidates group by key`;
}

/** A listing an alert matched. */
export interface AlertMatch {
  alertId: number;
  listingId: number;
}

/**
 * The alerts each visible listing matches (nothing for a listing that is not visible). Reads
 * only: {@link storeMatches} keeps them.
 *
 * @param database the pool
 * @param listingIds listings that became visible or cheaper
 * @param nowMs the current time, ms since the epoch (top adverts are not an alert filter, but
 *   the predicate takes it)
 * @returns the matches, per listing in ascending id order
 * @throws database errors
 */
export async function findAlertMatches(
  database: Database,
  listingIds: readonly number[],
  nowMs: number,
): Promise<AlertMatch[]> {
  if (listingIds.length === 0) return [];
  const rows = await runQuery<IndexRow>(database, indexRowsQuery({ ids: listingIds }));
  rows.sort((x, y) => x.id - y.id);
  const facts = factsOfRows(rows);
  const matches: AlertMatch[] = [];
  for (let slot = 0; slot < facts.size; slot++) {
    const candidates = await runQuery<CandidateRow>(database, candidatesQuery(facts, slot));
    const searches = await searchesOf(database, candidates);
    const listingId = facts.id[slot]!;
    for (const { ids, key } of candidates) {
      const search = searches.get(key);
      if (search === undefined || !matcher(facts, search.criteria, search.place, nowMs)(slot)) {
        continue;
      }
      for (const alertId of ids) matches.push({ alertId, listingId });
    }
  }
  return matches;
}

/**
 * Stores matches (each alert and listing once) and, in the same transaction, schedules the
 * instant e-mail of every user whose instant alert got a new match: one job per user, run
 * `INSTANT_ALERT_DELAY_SECONDS` after the first match of a burst (the job key keeps that time,
 * so later matches of the burst ride along).
 *
 * @param tx the transaction of the matching job
 * @param matches found by {@link findAlertMatches}
 * @param instantDelaySeconds delay of the instant e-mail, seconds
 * @returns the matches that were new
 */
export async function storeMatches(
  tx: Tx,
  matches: readonly AlertMatch[],
  instantDelaySeconds: number,
): Promise<AlertMatch[]> {
  if (matches.length === 0) return [];
  const alertIds = `{${matches.map((m) => m.alertId).join(',')}}`;
  const listingIds = `{${matches.map((m) => m.listingId).join(',')}}`;
  const inserted = await tx.execute<{ alert_id: number; listing_id: number }>(sql`
    insert into ${searchAlertMatches} (alert_id, listing_id)
    select * from unnest(${alertIds}::int[], ${listingIds}::int[])
    on conflict do nothing
    returning alert_id, listing_id`);
  const fresh = inserted.rows.map((row) => ({ alertId: row.alert_id, listingId: row.listing_id }));
  if (fresh.length === 0) return [];
  await tx.execute(sql`
    select graphile_worker.add_job('send_instant_alerts',
        json_build_object('userId', u.user_id),
        run_at => now() + make_interval(secs => ${instantDelaySeconds}),
        job_key => 'instant-alerts:' || u.user_id,
        job_key_mode => 'preserve_run_at')
    from (select distinct a.user_id from ${searchAlerts} a
          join users on users.id = a.user_id
          where a.id = any(${`{${fresh.map((m) => m.alertId).join(',')}}`}::int[])
            and a.frequency = ${AlertFrequency.Instant} and users.alert_emails) u`);
  return fresh;
}
