/**
 * The sort orders of the in-memory search index: for each §3 sort, every slot of the facts in
 * result order, exactly as the SQL of `sort.ts` orders rows (same keys, same NULL placement,
 * the listing id last), and each slot's position in it (its rank).
 */
import { ListingSort } from '@rooms/domain';

import { NULL_INT, type ListingFacts } from './index-facts.js';
import { sortKeys } from './sort.js';

/** Every §3 sort order, the index of each in {@link SortOrders}. */
export const SORTS: readonly ListingSort[] = [
  ListingSort.NewestFirst,
  ListingSort.PriceAscending,
  ListingSort.PriceDescending,
  ListingSort.Surface,
  ListingSort.Availability,
];

/** One sort order over the facts. */
export interface SortOrder {
  /** Slots in result order. */
  slots: Int32Array;
  /** Position of each slot in `slots`. */
  rank: Int32Array;
}

/** Compares two slots in result order (negative: `a` first). */
type SlotComparator = (a: number, b: number) => number;

/**
 * The comparator of a sort: the sort's key as a number ascending (descending keys negated),
 * then the id. NULL placement follows PostgreSQL's defaults that `sort.ts` relies on: last in
 * an ascending key, first in a descending one, except `published_at desc nulls last`.
 */
function comparatorOf(facts: ListingFacts, sort: ListingSort): SlotComparator {
  const [primary, tie] = sortKeys(sort) as [
    ReturnType<typeof sortKeys>[0],
    { descending: boolean },
  ];
  const key = new Float64Array(facts.size);
  const sign = primary.descending ? -1 : 1;
  // Where NULL goes, as a key value after the sign: +Infinity sorts last.
  const nullKey = primary.nullsLast === true || !primary.descending ? Infinity : -Infinity;
  for (let slot = 0; slot < facts.size; slot++) {
    const value = primaryValue(facts, primary.column, slot);
    key[slot] = value === null ? nullKey : sign * value;
  }
  const ids = facts.id;
  const idSign = tie.descending ? -1 : 1;
  return (a, b) => {
    const ka = key[a]!;
    const kb = key[b]!;
    if (ka < kb) return -1;
    if (ka > kb) return 1;
    return idSign * (ids[a]! - ids[b]!);
  };
}

function primaryValue(facts: ListingFacts, column: string, slot: number): number | null {
  switch (column) {
    case 'published_at': {
      const value = facts.publishedUs[slot]!;
      return Number.isNaN(value) ? null : value;
    }
    case 'rent_cents':
      return nullable(facts.rentCents[slot]!);
    case 'surface_m2':
      return nullable(facts.surfaceM2[slot]!);
    case 'available_from':
      return nullable(facts.availableFromDay[slot]!);
    default:
      throw new Error(`no index sort on ${column}`);
  }
}

const nullable = (value: number): number | null => (value === NULL_INT ? null : value);

function rankOf(slots: Int32Array): Int32Array {
  const rank = new Int32Array(slots.length);
  for (let i = 0; i < slots.length; i++) rank[slots[i]!] = i;
  return rank;
}

/**
 * Every sort order of the facts, sorted from scratch (n log n comparisons per order).
 *
 * @param facts the columns
 * @returns the orders, in the order of {@link SORTS}
 */
export function sortOrders(facts: ListingFacts): SortOrder[] {
  return SORTS.map((sort) => {
    const slots = new Int32Array(facts.size);
    for (let slot = 0; slot < facts.size; slot++) slots[slot] = slot;
    slots.sort(comparatorOf(facts, sort));
    return { slots, rank: rankOf(slots) };
  });
}

/**
 * The orders after a change, without sorting everything again: the kept slots keep their
 * relative order (their facts did not change), so the old order renumbered is still sorted
 * and only the added slots are sorted and merged in (linear in the size).
 *
 * @param orders the orders before the change
 * @param facts the columns after the change (from `factsWithChanges`)
 * @param newSlotOf per old slot, its new slot or -1
 * @param firstAdded the first slot of the added rows (they run to the end)
 */
export function mergedOrders(
  orders: readonly SortOrder[],
  facts: ListingFacts,
  newSlotOf: Int32Array,
  firstAdded: number,
): SortOrder[] {
  return SORTS.map((sort, o) => {
    const compare = comparatorOf(facts, sort);
    const added = new Int32Array(facts.size - firstAdded);
    for (let i = 0; i < added.length; i++) added[i] = firstAdded + i;
    added.sort(compare);
    const old = orders[o]!.slots;
    const slots = new Int32Array(facts.size);
    let out = 0;
    let next = 0;
    for (let i = 0; i < old.length; i++) {
      const slot = newSlotOf[old[i]!]!;
      if (slot < 0) continue;
      while (next < added.length && compare(added[next]!, slot) < 0) slots[out++] = added[next++]!;
      slots[out++] = slot;
    }
    while (next < added.length) slots[out++] = added[next++]!;
    return { slots, rank: rankOf(slots) };
  });
}

/**
 * The position of a sort in {@link SORTS}.
 *
 * @throws Error for a value that is not a §3 sort
 */
export function sortIndex(sort: ListingSort): number {
  const index = SORTS.indexOf(sort);
  if (index < 0) throw new Error(`unknown sort ${sort}`);
  return index;
}
