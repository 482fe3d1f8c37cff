/**
 * The facts of the in-memory search index (`listing-index.ts`): for every visible listing the
 * columns a search filters, sorts or draws a map marker by, as typed arrays (one slot per
 * listing), loaded from PostgreSQL by {@link indexRowsQuery}. Struct-of-arrays keeps a million
 * listings in about 60 MB without a million objects for the garbage collector to walk.
 *
 * Nulls: integer columns hold {@link NULL_INT}, floats NaN; every comparison a filter makes
 * with them is false, as SQL's comparisons with NULL are.
 */
import { sql, type SQL } from 'drizzle-orm';

import { listings } from '../db/schema.js';
import { isVisibleStatus } from '../db/visible-listings.js';

import type { Pacer } from './pacer.js';

/** The integer that stands for SQL NULL in the integer columns. */
export const NULL_INT = -2_147_483_648;

/** Bits of {@link ListingFacts.flags}: the yes/no facilities of §3. */
export const FACT_FLAGS = {
  bathroomPrivate: 1,
  toiletPrivate: 2,
  kitchenPrivate: 4,
  internet: 8,
  smokingInside: 16,
  petsInside: 32,
} as const;

/** A row of {@link indexRowsQuery}: one visible listing's search facts. */
export interface IndexRow extends Record<string, unknown> {
  id: number;
  city_id: number | null;
  lat: number | null;
  lng: number | null;
  rent_cents: number | null;
  surface_m2: number | null;
  listing_type: number;
  furnishing: number | null;
  owner_type: number | null;
  /** Days since 1970-01-01 of `available_from`, null without a date. */
  available_from_day: number | null;
  has_end: boolean;
  /** `published_at` in microseconds since the epoch (exact below 2^53), null if never. */
  published_us: number | null;
  /** `top_advert_until` in milliseconds since the epoch, null when not boosted. */
  top_until_ms: number | null;
  flags: number;
  preferred_genders: number;
  preferred_age_min: number;
  preferred_age_max: number;
  preferred_occupations: number;
  suitable_for_persons: number;
  current_residents: number;
  current_resident_genders: number;
}

/**
 * Which visible listings {@link indexRowsQuery} reads: given ids, a batch in id order, or those
 * published after a moment (the near misses of an alert digest).
 */
export type IndexRowsSelection =
  { ids: readonly number[] } | { afterId: number; limit: number } | { publishedAfter: Date };

/**
 * The facts of visible listings: of the given ids (an id missing from the answer is not visible
 * any more), the next batch of all of them in id order (a load in batches never holds a
 * million row objects at once), or those published after a moment. Float8 and int columns
 * only, so the driver parses no dates.
 *
 * @param selection ids, or the id the batch starts after and its size
 */
export function indexRowsQuery(selection: IndexRowsSelection): SQL {
  const l = listings;
  const flag = (column: SQL, bit: number) =>
    sql`(case when ${column} then ${sql.raw(String(bit))} else 0 end)`;
  const only =
    'ids' in selection
      ? sql` and ${l.id} = any(${`{${selection.ids.join(',')}}`}::int[])`
      : 'publishedAfter' in selection
        ? sql` and ${l.publishedAt} > ${selection.publishedAfter.toISOString()}::timestamptz`
        : sql` and ${l.id} > ${selection.afterId} order by ${l.id} limit ${sql.raw(String(selection.limit))}`;
  return sql`select ${l.id} as id, ${l.cityId} as city_id, ${l.lat} as lat, ${l.lng} as lng,
      ${l.rentCents} as rent_cents, ${l.surfaceM2} as surface_m2, ${l.listingType} as listing_type,
      ${l.furnishing} as furnishing, ${l.ownerType} as owner_type,
      (${l.availableFrom} - date '1970-01-01') as available_from_day,
      ${l.availableTo} is not null as has_end,
      (extract(epoch from ${l.publishedAt}) * 1000000)::float8 as published_us,
      (extract(epoch from ${l.topAdvertUntil}) * 1000)::float8 as top_until_ms,
      ${flag(sql`${l.isBathroomPrivate}`, FACT_FLAGS.bathroomPrivate)}
        | ${flag(sql`${l.isToiletPrivate}`, FACT_FLAGS.toiletPrivate)}
        | ${flag(sql`${l.isKitchenPrivate}`, FACT_FLAGS.kitchenPrivate)}
        | ${flag(sql`${l.hasInternet}`, FACT_FLAGS.internet)}
        | ${flag(sql`${l.isSmokingInsideAllowed}`, FACT_FLAGS.smokingInside)}
        | ${flag(sql`${l.isPetsInsideAllowed}`, FACT_FLAGS.petsInside)} as flags,
      ${l.preferredGenders} as preferred_genders, ${l.preferredAgeMin} as preferred_age_min,
      ${l.preferredAgeMax} as preferred_age_max, ${l.preferredOccupations} as preferred_occupations,
      ${l.suitableForPersons} as suitable_for_persons, ${l.currentResidents} as current_residents,
      ${l.currentResidentGenders} as current_resident_genders
    from ${l} where ${isVisibleStatus(l.status)}${only}`;
}

type IntArrayType = Int32ArrayConstructor | Int16ArrayConstructor | Uint8ArrayConstructor;
type FloatArrayType = Float64ArrayConstructor;

/** How each column is stored and read from a row. */
const COLUMNS = {
  id: { type: Int32Array, read: (row: IndexRow) => row.id },
  cityId: { type: Int32Array, read: (row: IndexRow) => row.city_id ?? NULL_INT },
  lat: { type: Float64Array, read: (row: IndexRow) => row.lat ?? Number.NaN },
  lng: { type: Float64Array, read: (row: IndexRow) => row.lng ?? Number.NaN },
  rentCents: { type: Int32Array, read: (row: IndexRow) => row.rent_cents ?? NULL_INT },
  surfaceM2: { type: Int32Array, read: (row: IndexRow) => row.surface_m2 ?? NULL_INT },
  listingType: { type: Int32Array, read: (row: IndexRow) => row.listing_type },
  furnishing: { type: Int32Array, read: (row: IndexRow) => row.furnishing ?? NULL_INT },
  ownerType: { type: Int32Array, read: (row: IndexRow) => row.owner_type ?? NULL_INT },
  availableFromDay: {
    type: Int32Array,
    read: (row: IndexRow) => row.available_from_day ?? NULL_INT,
  },
  hasEnd: { type: Uint8Array, read: (row: IndexRow) => (row.has_end ? 1 : 0) },
  publishedUs: { type: Float64Array, read: (row: IndexRow) => row.published_us ?? Number.NaN },
  topUntilMs: { type: Float64Array, read: (row: IndexRow) => row.top_until_ms ?? Number.NaN },
  flags: { type: Uint8Array, read: (row: IndexRow) => row.flags },
  preferredGenders: { type: Int16Array, read: (row: IndexRow) => row.preferred_genders },
  preferredAgeMin: { type: Int16Array, read: (row: IndexRow) => row.preferred_age_min },
  preferredAgeMax: { type: Int16Array, read: (row: IndexRow) => row.preferred_age_max },
  preferredOccupations: { type: Int16Array, read: (row: IndexRow) => row.preferred_occupations },
  suitableForPersons: { type: Int16Array, read: (row: IndexRow) => row.suitable_for_persons },
  currentResidents: { type: Int16Array, read: (row: IndexRow) => row.current_residents },
  currentResidentGenders: {
    type: Int16Array,
    read: (row: IndexRow) => row.current_resident_genders,
  },
} satisfies Record<
  string,
  { type: IntArrayType | FloatArrayType; read: (row: IndexRow) => number }
>;

type ColumnName = keyof typeof COLUMNS;
const COLUMN_NAMES = Object.keys(COLUMNS) as ColumnName[];

/**
 * The facts as columns: `facts.rentCents[slot]` is the rent (euro cents) of the listing in
 * `slot`; `size` slots, 0..size-1. Units: cents, m², degrees, days since the epoch (available
 * from), microseconds (published), milliseconds (top advert until).
 */
export type ListingFacts = { [K in ColumnName]: InstanceType<(typeof COLUMNS)[K]['type']> } & {
  size: number;
};

function allocate(size: number): ListingFacts {
  const facts = { size } as ListingFacts;
  for (const name of COLUMN_NAMES) {
    (facts as unknown as Record<string, unknown>)[name] = new COLUMNS[name].type(size);
  }
  return facts;
}

function writeRows(facts: ListingFacts, from: number, rows: readonly IndexRow[]): void {
  for (const name of COLUMN_NAMES) {
    const column = facts[name];
    const read = COLUMNS[name].read;
    for (let i = 0; i < rows.length; i++) column[from + i] = read(rows[i]!);
  }
}

/**
 * Columns of rows, slot i = rows[i].
 *
 * @param rows rows of {@link indexRowsQuery}, each id once, in ascending id order
 */
export function factsOfRows(rows: readonly IndexRow[]): ListingFacts {
  const facts = allocate(rows.length);
  writeRows(facts, 0, rows);
  return facts;
}

/**
 * New columns: the slots of `facts` that `keep` marks and `rows`, in ascending id order (the
 * order a load reads them in, so a slot is found by its id with a binary search).
 *
 * @param facts the current columns, in ascending id order
 * @param keep 1 for each slot to keep
 * @param rows rows to add, of ids not kept
 * @param pace awaited between columns
 * @returns the new columns, per old slot its new slot (-1 when dropped), and the added rows' slots
 */
export async function factsWithChanges(
  facts: ListingFacts,
  keep: Uint8Array,
  rows: readonly IndexRow[],
  pace: Pacer,
): Promise<{ facts: ListingFacts; newSlotOf: Int32Array; addedSlots: Int32Array }> {
  const added = [...rows].sort((a, b) => a.id - b.id);
  let kept = 0;
  for (let slot = 0; slot < facts.size; slot++) kept += keep[slot]!;
  const next = allocate(kept + added.length);
  const newSlotOf = new Int32Array(facts.size).fill(-1);
  const addedSlots = new Int32Array(added.length);
  let to = 0;
  let nextRow = 0;
  for (let slot = 0; slot < facts.size; slot++) {
    if (keep[slot] !== 1) continue;
    while (nextRow < added.length && added[nextRow]!.id < facts.id[slot]!)
      addedSlots[nextRow++] = to++;
    newSlotOf[slot] = to++;
  }
  while (nextRow < added.length) addedSlots[nextRow++] = to++;
  for (const name of COLUMN_NAMES) {
    const source = facts[name];
    const target = next[name];
    const read = COLUMNS[name].read;
    for (let slot = 0; slot < facts.size; slot++) {
      const at = newSlotOf[slot]!;
      if (at >= 0) target[at] = source[slot]!;
    }
    for (let i = 0; i < added.length; i++) target[addedSlots[i]!] = read(added[i]!);
    await pace();
  }
  return { facts: next, newSlotOf, addedSlots };
}

/**
 * The slot of a listing id in columns in ascending id order, or -1.
 *
 * @param facts columns in ascending id order
 * @param id listing id
 */
export function slotOfId(facts: ListingFacts, id: number): number {
  let lo = 0;
  let hi = facts.size - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const at = facts.id[mid]!;
    if (at === id) return mid;
    if (at < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/**
 * Columns of several parts one after the other (a load read in batches).
 *
 * @param parts columns, e.g. of `factsOfRows` per batch
 */
export function concatFacts(parts: readonly ListingFacts[]): ListingFacts {
  const facts = allocate(parts.reduce((sum, part) => sum + part.size, 0));
  let at = 0;
  for (const part of parts) {
    for (const name of COLUMN_NAMES) {
      (facts[name] as { set(source: ArrayLike<number>, offset: number): void }).set(part[name], at);
    }
    at += part.size;
  }
  return facts;
}
