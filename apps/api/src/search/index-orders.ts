/**
 * The sort orders of the in-memory search index: for each §3 sort, every slot of the facts in
 * result order, exactly as the SQL of `sort.ts` orders rows (same keys, same NULL placement,
 * the listing id last), and each slot's position in it (its rank).
 */
import { ListingSort } from '@rooms/domain';

import { NULL_INT, type ListingFacts } from './index-facts.js';
import { isPaceStep, PACE_EVERY, type Pacer } from './pacer.js';
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
 * Where a slot stands in a sort, as two numbers compared in turn, smaller first: the sort's key
 * (descending keys negated; NULL placed as PostgreSQL's defaults that `sort.ts` relies on: last
 * in an ascending key, first in a descending one, except `published_at desc nulls last`), then
 * the signed id. Comparable across the facts of different segments.
 */
export interface SortPosition {
  key: (slot: number) => number;
  tie: (slot: number) => number;
}

/**
 * The position reader of a sort over some facts.
 *
 * @param facts the columns
 * @param sort a §3 sort
 */
export function sortPositionOf(facts: ListingFacts, sort: ListingSort): SortPosition {
  const [primary, tie] = sortKeys(sort) as [
    ReturnType<typeof sortKeys>[0],
    { descending: boolean },
  ];
  const sign = primary.descending ? -1 : 1;
  // Where NULL goes, as a key value after the sign: +Infinity sorts last.
  const nullKey = primary.nullsLast === true || !primary.descending ? Infinity : -Infinity;
  const ids = facts.id;
  const idSign = tie.descending ? -1 : 1;
  return {
    key: (slot) => {
      const value = primaryValue(facts, primary.column, slot);
      return value === null ? nullKey : sign * value;
    },
    tie: (slot) => idSign * ids[slot]!,
  };
}

/** The comparator of a sort, with every key read once up front (sorting calls it n log n times). */
async function comparatorOf(
  facts: ListingFacts,
  sort: ListingSort,
  pace: Pacer,
): Promise<SlotComparator> {
  const position = sortPositionOf(facts, sort);
  const key = new Float64Array(facts.size);
  for (let slot = 0; slot < facts.size; slot++) {
    key[slot] = position.key(slot);
    if (isPaceStep(slot)) await pace();
  }
  return (a, b) => {
    const ka = key[a]!;
    const kb = key[b]!;
    if (ka < kb) return -1;
    if (ka > kb) return 1;
    return position.tie(a) - position.tie(b);
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

async function rankOf(slots: Int32Array, pace: Pacer): Promise<Int32Array> {
  const rank = new Int32Array(slots.length);
  for (let i = 0; i < slots.length; i++) {
    rank[slots[i]!] = i;
    if (isPaceStep(i)) await pace();
  }
  return rank;
}

/**
 * Slots 0..size-1 sorted by a comparator, in steps that give way to requests: runs of `run`
 * slots are sorted one at a time, then merged pairwise, pacing inside the merges.
 *
 * @param size how many slots
 * @param compare the order (total: no two slots compare equal)
 * @param pace awaited between steps
 * @param run slots sorted in one step (default {@link PACE_EVERY})
 */
export async function sortSlots(
  size: number,
  compare: SlotComparator,
  pace: Pacer,
  run: number = PACE_EVERY,
): Promise<Int32Array> {
  let slots = new Int32Array(size);
  for (let slot = 0; slot < size; slot++) slots[slot] = slot;
  for (let start = 0; start < size; start += run) {
    slots.subarray(start, Math.min(size, start + run)).sort(compare);
    await pace();
  }
  let merged = new Int32Array(size);
  for (let width = run; width < size; width *= 2) {
    for (let lo = 0; lo < size; lo += 2 * width) {
      const mid = Math.min(lo + width, size);
      const hi = Math.min(lo + 2 * width, size);
      let i = lo;
      let j = mid;
      for (let out = lo; out < hi; out++) {
        merged[out] =
          j >= hi || (i < mid && compare(slots[i]!, slots[j]!) < 0) ? slots[i++]! : slots[j++]!;
        if (isPaceStep(out)) await pace();
      }
    }
    [slots, merged] = [merged, slots];
  }
  return slots;
}

/**
 * Every sort order of the facts, sorted from scratch (n log n comparisons per order).
 *
 * @param facts the columns
 * @param pace awaited between orders
 * @returns the orders, in the order of {@link SORTS}
 */
export async function sortOrders(facts: ListingFacts, pace: Pacer): Promise<SortOrder[]> {
  const orders: SortOrder[] = [];
  for (const sort of SORTS) {
    const slots = await sortSlots(facts.size, await comparatorOf(facts, sort, pace), pace);
    orders.push({ slots, rank: await rankOf(slots, pace) });
  }
  return orders;
}

/**
 * The orders after a change, without sorting everything again: the kept slots keep their
 * relative order (their facts did not change), so the old order renumbered is still sorted
 * and only the added slots are sorted and merged in (linear in the size).
 *
 * @param orders the orders before the change
 * @param facts the columns after the change (from `factsWithChanges`)
 * @param newSlotOf per old slot, its new slot or -1
 * @param addedSlots the slots of the added rows
 * @param pace awaited between orders
 */
export async function mergedOrders(
  orders: readonly SortOrder[],
  facts: ListingFacts,
  newSlotOf: Int32Array,
  addedSlots: Int32Array,
  pace: Pacer,
): Promise<SortOrder[]> {
  const merged: SortOrder[] = [];
  for (const [o, sort] of SORTS.entries()) {
    const compare = await comparatorOf(facts, sort, pace);
    const added = addedSlots.slice().sort(compare);
    const old = orders[o]!.slots;
    const slots = new Int32Array(facts.size);
    let out = 0;
    let next = 0;
    for (let i = 0; i < old.length; i++) {
      const slot = newSlotOf[old[i]!]!;
      if (slot < 0) continue;
      while (next < added.length && compare(added[next]!, slot) < 0) slots[out++] = added[next++]!;
      slots[out++] = slot;
      if (isPaceStep(i)) await pace();
    }
    while (next < added.length) slots[out++] = added[next++]!;
    merged.push({ slots, rank: await rankOf(slots, pace) });
  }
  return merged;
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
