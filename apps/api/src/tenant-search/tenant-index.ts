/**
 * The tenant search's in-memory index (issue 26): every profile shown to landlords (visible,
 * searchable, account not deleted) with the few numbers the filters and sorts read, in each sort
 * order, and by city sought. Why in memory: the filters and the Recommended sort read columns of
 * two tables (`tenant_profiles` and `users`: gender, occupation, photo, last active), so every
 * SQL plan joins all shown profiles with their users (≈ 60-130 ms at 100,000 profiles on two
 * cores); here a city search filters a few thousand entries and the whole country walks one
 * pre-sorted array (about 1-3 ms), and the database answers only the page's cards by primary key.
 *
 * Freshness: the index is reloaded at most every {@link TENANT_INDEX_REFRESH_MS} in the
 * background (stale while revalidating; in slices, so searches go on meanwhile), one profile's
 * entry is updated in place after it changes ({@link refreshTenantProfile}: profile save, photo,
 * account deletion), and everything is reloaded before the next answer after
 * {@link invalidateTenantIndex} (tests after writing fixtures). Privacy does not depend on it: the
 * cards are read with the shown-profile condition, so a profile hidden or an account deleted
 * meanwhile never appears; only the total may count it until the next reload.
 */
import { TenantSort } from '@rooms/domain';
import { sql, type SQL } from 'drizzle-orm';

import { runQuery } from '../search/run-query.js';

import { sortInSlices, yieldToRequests } from './sort-in-slices.js';
import { SHOWN_PROFILE } from './tenant-query.js';

import type { Database } from '../db/database.js';
import type { TenantSearchCriteria } from './criteria.js';

/** Longest time a loaded index is used before a background reload, milliseconds. */
export const TENANT_INDEX_REFRESH_MS = 60_000;

/** One shown profile, as the filters and sorts need it. */
export interface TenantEntry {
  readonly id: number;
  readonly cityIds: readonly number[];
  readonly maxRentCents: number;
  readonly minSurfaceM2: number | null;
  readonly furnishings: number;
  readonly periods: number;
  readonly household: number;
  readonly gender: number | null;
  readonly ageBand: number;
  readonly occupation: number;
  readonly smoker: boolean;
  readonly pets: boolean;
  readonly roommateMax: number | null;
  readonly roommateGenders: number;
  readonly hasPhoto: boolean;
  readonly completeness: number;
  /** users.last_active_at in epoch ms; -Infinity when never. */
  readonly lastActive: number;
  /** tenant_profiles.updated_at in epoch ms. */
  readonly updated: number;
}

/** The §3 tenant sorts as comparators, each ending on the user id (stable pages). */
export const TENANT_ORDERS: Readonly<
  Record<TenantSort, (a: TenantEntry, b: TenantEntry) => number>
> = {
  [TenantSort.Recommended]: (a, b) =>
    b.completeness - a.completeness || cmpDesc(a.lastActive, b.lastActive) || b.id - a.id,
  [TenantSort.MostRecent]: (a, b) => b.updated - a.updated || b.id - a.id,
  [TenantSort.HighToLow]: (a, b) => b.maxRentCents - a.maxRentCents || b.id - a.id,
  [TenantSort.LowToHigh]: (a, b) => a.maxRentCents - b.maxRentCents || a.id - b.id,
};

function cmpDesc(a: number, b: number): number {
  return a === b ? 0 : a > b ? -1 : 1;
}

/** A loaded index. */
export interface TenantIndex {
  /** Every entry, in each sort order. */
  readonly sorted: Readonly<Record<TenantSort, readonly TenantEntry[]>>;
  /** Entries by city sought, in each sort order. */
  readonly byCity: ReadonlyMap<number, Readonly<Record<TenantSort, readonly TenantEntry[]>>>;
  readonly loadedAt: number;
  /** Totals of the filters asked for since the load (key: filters and place, not sort or page). */
  readonly counts: Map<string, number>;
}

/** Most totals remembered per loaded index (a key is a few hundred bytes). */
const MAX_REMEMBERED_COUNTS = 20_000;

interface Slot {
  index: TenantIndex | null;
  loading: Promise<TenantIndex> | null;
  /** Bumped by invalidation: a load started before it is not trusted as fresh. */
  generation: number;
  loadedGeneration: number;
}

const slots = new WeakMap<Database, Slot>();

interface EntryRow extends Record<string, unknown> {
  id: number;
  city_ids: number[];
  max_rent_cents: number;
  min_surface_m2: number | null;
  furnishings: number;
  availability_periods: number;
  household_size: number;
  gender: number | null;
  age_band: number;
  occupation: number;
  smoker: boolean;
  has_pets: boolean;
  roommate_max: number | null;
  roommate_genders: number;
  has_photo: boolean;
  completeness: number;
  last_active: number | null;
  updated: number;
}

/** The shown profiles that also meet `where`, as index rows. */
function entryQuery(where: SQL) {
  return sql`select p.user_id as id, p.city_ids, p.max_rent_cents, p.min_surface_m2,
      p.furnishings, p.availability_periods, p.household_size, u.gender, p.age_band,
      coalesce(u.occupation, 0) as occupation, p.smoker, p.has_pets, p.roommate_max,
      p.roommate_genders, u.photo_key is not null as has_photo, p.completeness,
      (extract(epoch from u.last_active_at) * 1000)::float8 as last_active,
      (extract(epoch from p.updated_at) * 1000)::float8 as updated
    from tenant_profiles p join users u on u.id = p.user_id
    where ${SHOWN_PROFILE} and ${where}`;
}

function toEntry(row: EntryRow): TenantEntry {
  return {
    id: row.id,
    cityIds: row.city_ids,
    maxRentCents: row.max_rent_cents,
    minSurfaceM2: row.min_surface_m2,
    furnishings: row.furnishings,
    periods: row.availability_periods,
    household: row.household_size,
    gender: row.gender,
    ageBand: row.age_band,
    occupation: row.occupation,
    smoker: row.smoker,
    pets: row.has_pets,
    roommateMax: row.roommate_max,
    roommateGenders: row.roommate_genders,
    hasPhoto: row.has_photo,
    completeness: row.completeness,
    lastActive: row.last_active ?? -Infinity,
    updated: row.updated,
  };
}

/** Entries in each sort order. */
function sortedEveryWay(entries: readonly TenantEntry[]): Record<TenantSort, TenantEntry[]> {
  return Object.fromEntries(
    Object.entries(TENANT_ORDERS).map(([sort, order]) => [sort, [...entries].sort(order)]),
  ) as unknown as Record<TenantSort, TenantEntry[]>;
}

/** Rows turned into entries, or city entries sorted, between two yields of a reload. */
const ENTRIES_PER_SLICE = 10_000;

/** Reads every shown profile and builds the index. */
async function loadIndex(database: Database): Promise<TenantIndex> {
  const rows = await runQuery<EntryRow>(database, entryQuery(sql`true`));
  const entries: TenantEntry[] = [];
  for (const row of rows) {
    if (entries.length % ENTRIES_PER_SLICE === 0) await yieldToRequests();
    entries.push(toEntry(row));
  }
  const sorted = {} as Record<TenantSort, TenantEntry[]>;
  for (const [sort, order] of Object.entries(TENANT_ORDERS)) {
    sorted[Number(sort) as TenantSort] = await sortInSlices(entries, order);
  }
  const lists = new Map<number, TenantEntry[]>();
  for (const entry of sorted[TenantSort.Recommended]) {
    for (const cityId of new Set(entry.cityIds)) {
      const list = lists.get(cityId);
      if (list) list.push(entry);
      else lists.set(cityId, [entry]);
    }
  }
  const byCity = new Map<number, Record<TenantSort, TenantEntry[]>>();
  let sortedSinceYield = 0;
  for (const [cityId, list] of lists) {
    // A large city's lists alone are a step of their own; small ones share one.
    if (sortedSinceYield + list.length > ENTRIES_PER_SLICE) {
      await yieldToRequests();
      sortedSinceYield = 0;
    }
    sortedSinceYield += list.length;
    byCity.set(cityId, sortedEveryWay(list));
  }
  return { sorted, byCity, loadedAt: Date.now(), counts: new Map() };
}

/**
 * The index of a database: loaded on first use; reloaded in the background once older than
 * {@link TENANT_INDEX_REFRESH_MS}; reloaded before answering after an invalidation.
 *
 * @throws the database error of the first load (a 500 or 503)
 */
export async function tenantIndex(database: Database): Promise<TenantIndex> {
  let slot = slots.get(database);
  if (!slot) {
    slot = { index: null, loading: null, generation: 0, loadedGeneration: -1 };
    slots.set(database, slot);
  }
  const fresh = slot.loadedGeneration === slot.generation;
  if (slot.index && fresh && Date.now() - slot.index.loadedAt < TENANT_INDEX_REFRESH_MS) {
    return slot.index;
  }
  const s = slot;
  const loading =
    s.loading ??
    (s.loading = (async (generation: number) => {
      try {
        const index = await loadIndex(database);
        s.index = index;
        s.loadedGeneration = generation;
        return index;
      } finally {
        s.loading = null;
      }
    })(s.generation));
  // Stale by age only: answer from the old index while the reload runs.
  if (slot.index && fresh) return slot.index;
  const loaded = await loading;
  // Invalidated while that load ran: load once more.
  return slot.loadedGeneration === slot.generation ? loaded : tenantIndex(database);
}

/**
 * Makes the next search reload the index before answering. After a change of one profile use
 * {@link refreshTenantProfile}, which does not make searches wait for a reload.
 */
export function invalidateTenantIndex(database: Database): void {
  const slot = slots.get(database);
  if (slot) slot.generation += 1;
}

/** The index's lists as this module changes them in place. */
type Lists = Record<TenantSort, TenantEntry[]>;

/** Position of the first entry not before `entry` in a list sorted by `order`. */
function insertionPoint(
  list: readonly TenantEntry[],
  entry: TenantEntry,
  order: (a: TenantEntry, b: TenantEntry) => number,
): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (order(list[mid] as TenantEntry, entry) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Takes the entry of a user out of lists of every order, and puts `entry` in when given. */
function replaceIn(lists: Lists, userId: number, entry: TenantEntry | null): void {
  for (const [sort, order] of Object.entries(TENANT_ORDERS)) {
    const list = lists[Number(sort) as TenantSort];
    const at = list.findIndex((e) => e.id === userId);
    if (at >= 0) list.splice(at, 1);
    if (entry !== null) list.splice(insertionPoint(list, entry, order), 0, entry);
  }
}

/**
 * Brings one user's entry of this process's index up to date (issue 26: after a profile save, a
 * photo change, an account deletion): reads that profile and moves, adds or removes its entry in
 * every sorted list — a few milliseconds at 100,000 profiles, where a reload takes seconds of
 * slices — and forgets the remembered totals. Falls back to {@link invalidateTenantIndex} while
 * a reload runs or when the index changed meanwhile. Other API processes see the change at their
 * next reload (at most {@link TENANT_INDEX_REFRESH_MS}).
 *
 * @param database the database
 * @param userId the user whose profile changed
 */
export async function refreshTenantProfile(database: Database, userId: number): Promise<void> {
  const slot = slots.get(database);
  const index = slot?.index ?? null;
  if (!slot || index === null) return; // not loaded yet: the first load reads the change
  if (slot.loading !== null || slot.loadedGeneration !== slot.generation) {
    invalidateTenantIndex(database);
    return;
  }
  const [row] = await runQuery<EntryRow>(database, entryQuery(sql`p.user_id = ${userId}`));
  if (slot.index !== index || slot.loading !== null) {
    invalidateTenantIndex(database);
    return;
  }
  const entry = row === undefined ? null : toEntry(row);
  const before = index.sorted[TenantSort.Recommended].find((e) => e.id === userId);
  replaceIn(index.sorted as Lists, userId, entry);
  const byCity = index.byCity as Map<number, Lists>;
  for (const cityId of new Set([...(before?.cityIds ?? []), ...(entry?.cityIds ?? [])])) {
    let lists = byCity.get(cityId);
    if (lists === undefined) {
      lists = sortedEveryWay([]);
      byCity.set(cityId, lists);
    }
    replaceIn(lists, userId, entry?.cityIds.includes(cityId) === true ? entry : null);
  }
  index.counts.clear();
}

/**
 * Whether an entry fits the criteria (module comment of `criteria.ts`), the place excepted.
 *
 * @param favorites the caller's favourite ids when `onlyFavorite`, else null
 */
export function entryMatches(
  e: TenantEntry,
  c: TenantSearchCriteria,
  favorites: ReadonlySet<number> | null,
): boolean {
  return (
    (c.minBudgetCents === null || e.maxRentCents >= c.minBudgetCents) &&
    (c.surfaceM2 === null || e.minSurfaceM2 === null || e.minSurfaceM2 <= c.surfaceM2) &&
    (c.furnishingMask === 0 || e.furnishings === 0 || (e.furnishings & c.furnishingMask) !== 0) &&
    (c.periodMask === 0 || e.periods === 0 || (e.periods & c.periodMask) !== 0) &&
    (c.maxHousehold === null || e.household <= c.maxHousehold) &&
    (c.genders.length === 0 || (e.gender !== null && c.genders.includes(e.gender))) &&
    (c.ageBands === null || c.ageBands.includes(e.ageBand)) &&
    (c.occupationMask === 0 || (e.occupation & c.occupationMask) !== 0) &&
    (!c.smokersOnly || e.smoker) &&
    (!c.petOwnersOnly || e.pets) &&
    (c.roommates === null || e.roommateMax === null || e.roommateMax >= c.roommates) &&
    (c.roommateGenderMask === 0 ||
      e.roommateGenders === 0 ||
      (e.roommateGenders & c.roommateGenderMask) !== 0) &&
    (!c.withPhotoOnly || e.hasPhoto) &&
    (favorites === null || favorites.has(e.id))
  );
}

/** Ids of one page and the total, from the index. */
export interface IndexPage {
  readonly ids: number[];
  readonly totalCount: number;
}

/**
 * The entries of some cities in one sort order, each once: a merge of the cities' sorted lists.
 *
 * @param lists the cities' lists, each in the order `order`
 */
function* merged(
  lists: readonly (readonly TenantEntry[])[],
  order: (a: TenantEntry, b: TenantEntry) => number,
): Generator<TenantEntry> {
  if (lists.length === 1) {
    yield* lists[0] as readonly TenantEntry[];
    return;
  }
  const heads = lists.map(() => 0);
  const seen = new Set<number>();
  for (;;) {
    let best = -1;
    let bestEntry: TenantEntry | undefined;
    for (let i = 0; i < lists.length; i++) {
      const entry = (lists[i] as readonly TenantEntry[])[heads[i] as number];
      if (entry === undefined) continue;
      if (bestEntry === undefined || order(entry, bestEntry) < 0) {
        best = i;
        bestEntry = entry;
      }
    }
    if (bestEntry === undefined) return;
    heads[best] = (heads[best] as number) + 1;
    if (seen.has(bestEntry.id)) continue;
    seen.add(bestEntry.id);
    yield bestEntry;
  }
}

/**
 * Runs a search on the index: walks the matching entries in the order asked for (the whole
 * country's list, or the merged lists of the cities near the searched one) and stops once the
 * page is full when the total of these filters is already known (remembered per loaded index).
 *
 * @param index the loaded index
 * @param criteria normalised criteria
 * @param cityIds the cities within 5 km of the searched city; null = whole country
 * @param favorites the caller's favourite ids when `onlyFavorite`, else null (then the total
 *   is not remembered: it is the caller's own)
 * @returns the page's user ids in order and the number of matches
 */
export function searchIndex(
  index: TenantIndex,
  criteria: TenantSearchCriteria,
  cityIds: readonly number[] | null,
  favorites: ReadonlySet<number> | null,
): IndexPage {
  const from = (criteria.pageNo - 1) * criteria.rowsPerPage;
  const to = from + criteria.rowsPerPage;
  const order = TENANT_ORDERS[criteria.sort];
  const entries =
    cityIds === null
      ? index.sorted[criteria.sort]
      : merged(
          cityIds.map((cityId) => index.byCity.get(cityId)?.[criteria.sort] ?? []),
          order,
        );
  const countKey =
    favorites === null
      ? JSON.stringify([cityIds, { ...criteria, sort: 0, pageNo: 0, rowsPerPage: 0 }])
      : null;
  const known = countKey === null ? undefined : index.counts.get(countKey);
  const ids: number[] = [];
  let matched = 0;
  for (const entry of entries) {
    if (!entryMatches(entry, criteria, favorites)) continue;
    if (matched >= from && matched < to) ids.push(entry.id);
    matched += 1;
    if (known !== undefined && matched >= to) break;
  }
  if (known !== undefined) return { ids, totalCount: known };
  if (countKey !== null && index.counts.size < MAX_REMEMBERED_COUNTS) {
    index.counts.set(countKey, matched);
  }
  return { ids, totalCount: matched };
}

/**
 * Shown profiles seeking one of some cities, or all shown profiles (the active tenant count).
 *
 * @param cityIds the cities; null = whole country
 */
export function countSeeking(index: TenantIndex, cityIds: readonly number[] | null): number {
  if (cityIds === null) return index.sorted[TenantSort.Recommended].length;
  const seen = new Set<number>();
  for (const cityId of cityIds) {
    for (const entry of index.byCity.get(cityId)?.[TenantSort.Recommended] ?? [])
      seen.add(entry.id);
  }
  return seen.size;
}
