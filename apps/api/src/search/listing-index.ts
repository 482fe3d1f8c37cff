/**
 * The in-memory search index: immutable snapshots of the search facts of every visible listing
 * (`index-facts.ts`), searched by `index-search.ts`. A snapshot is a large base segment and a
 * small delta segment, each with what makes a search cheap — every sort order
 * (`index-orders.ts`), the slots of each city in each order, and a grid of 0.02° cells for radius
 * and map boxes. A change marks the listings' base slots dead and rebuilds only the delta (a few
 * milliseconds, whatever the size); once the delta holds {@link COMPACT_AFTER} listings, base
 * and delta are merged into a new base (linear in the size). A change makes a new snapshot, so a
 * search running on the old one is never disturbed. Builds give way to requests between their
 * steps (`pacer.ts`): a million listings are sorted or merged without stopping the API.
 */
import { ListingSort, type GeoBox } from '@rooms/domain';

import {
  factsOfRows,
  factsWithChanges,
  NULL_INT,
  slotOfId,
  type IndexRow,
  type ListingFacts,
} from './index-facts.js';
import { mergedOrders, sortIndex, sortOrders, type SortOrder } from './index-orders.js';
import { createPacer, isPaceStep, type Pacer } from './pacer.js';

/**
 * Side of a grid cell, degrees (about 2.2 km north–south, 1.4 km east–west in the Netherlands):
 * small enough that a map box of a neighbourhood reads few listings outside it.
 */
const CELL_DEGREES = 0.02;
/** Cells per degree. */
const CELLS_PER_DEGREE = 1 / CELL_DEGREES;
/** Longitude cells around the earth (key arithmetic). */
const LNG_CELLS = 360 * CELLS_PER_DEGREE + 1;

/** A run of slots in a grouped array: `[start, end)`. */
export interface SlotRange {
  start: number;
  end: number;
}

/**
 * Changed listings the delta may hold before base and delta are merged: the merge costs about a
 * second at 1,000,000 listings, a delta of this size a few milliseconds per change and per search.
 */
export const COMPACT_AFTER = 2000;

/** Listings with everything a search needs, immutable. */
export interface IndexSegment {
  /** Columns in ascending id order. */
  facts: ListingFacts;
  /** One per sort of `SORTS`. */
  orders: SortOrder[];
  /** Slots grouped by city; within a city, in the order's order (one array per order). */
  byCity: Int32Array[];
  /** Each city's run in every `byCity` array. */
  cityRanges: Map<number, SlotRange>;
  /**
   * Slots of listings whose top advert was active when the segment was built, newest first: the
   * short list a search takes its active top adverts from when it stops early
   * (`index-search.ts`). A top advert ends by the clock; one can only start by a change of the
   * listing, which puts it in a new segment.
   */
  boostedNewestFirst: Int32Array;
  /** Slots grouped by grid cell (see {@link cellsOverlapping}). */
  cellSlots: Int32Array;
  cellRanges: Map<number, SlotRange>;
}

/** Grid cell of a latitude and longitude (degrees), NaN for a missing coordinate. */
function cellOf(lat: number, lng: number): number {
  const row = Math.floor(lat * CELLS_PER_DEGREE) + 90 * CELLS_PER_DEGREE;
  const column = Math.floor(lng * CELLS_PER_DEGREE) + 180 * CELLS_PER_DEGREE;
  return row * LNG_CELLS + column;
}

/**
 * Slots grouped by a key (counting sort): each group's run, and per order the slots of each
 * group in that order. One map lookup per slot; the orders then use typed arrays only.
 */
async function groupBy(
  keys: ArrayLike<number>,
  slotLists: readonly Int32Array[],
  pace: Pacer,
): Promise<{ grouped: Int32Array[]; ranges: Map<number, SlotRange> }> {
  const groupOfKey = new Map<number, number>();
  const groupOfSlot = new Int32Array(keys.length);
  const counts: number[] = [];
  for (let slot = 0; slot < keys.length; slot++) {
    if (isPaceStep(slot)) await pace();
    const key = keys[slot]!;
    let group = groupOfKey.get(key);
    if (group === undefined) {
      group = counts.length;
      groupOfKey.set(key, group);
      counts.push(0);
    }
    groupOfSlot[slot] = group;
    counts[group]!++;
  }
  const starts = new Int32Array(counts.length);
  const ranges = new Map<number, SlotRange>();
  let start = 0;
  for (const [key, group] of groupOfKey) {
    starts[group] = start;
    ranges.set(key, { start, end: start + counts[group]! });
    start += counts[group]!;
  }
  await pace();
  const grouped: Int32Array[] = [];
  for (const slots of slotLists) {
    const out = new Int32Array(slots.length);
    const cursor = starts.slice();
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i]!;
      out[cursor[groupOfSlot[slot]!]!++] = slot;
      if (isPaceStep(i)) await pace();
    }
    grouped.push(out);
    await pace();
  }
  return { grouped, ranges };
}

async function assemble(
  facts: ListingFacts,
  orders: SortOrder[],
  pace: Pacer,
): Promise<IndexSegment> {
  const cities = await groupBy(
    facts.cityId,
    orders.map((order) => order.slots),
    pace,
  );
  const cellKeys = new Float64Array(facts.size);
  for (let slot = 0; slot < facts.size; slot++) {
    cellKeys[slot] = cellOf(facts.lat[slot]!, facts.lng[slot]!);
    if (isPaceStep(slot)) await pace();
  }
  const identity = new Int32Array(facts.size);
  for (let slot = 0; slot < facts.size; slot++) identity[slot] = slot;
  await pace();
  const cells = await groupBy(cellKeys, [identity], pace);
  const newest = orders[sortIndex(ListingSort.NewestFirst)]!.slots;
  const builtAt = Date.now();
  return {
    facts,
    orders,
    boostedNewestFirst: newest.filter((slot) => facts.topUntilMs[slot]! > builtAt),
    byCity: cities.grouped,
    cityRanges: cities.ranges,
    cellSlots: cells.grouped[0]!,
    cellRanges: cells.ranges,
  };
}

/** A snapshot of the index: the base segment less its dead slots, plus the delta segment. */
export interface ListingIndex {
  base: IndexSegment;
  /** 1 for each base slot whose listing changed since the base was built. */
  dead: Uint8Array;
  deadCount: number;
  /** The changed listings that are visible, as they are now. */
  delta: IndexSegment;
  /** The rows of `delta`, in ascending id order. */
  deltaRows: readonly IndexRow[];
}

/** A segment of rows in ascending id order (sorts every order: n log n). */
async function segmentOf(facts: ListingFacts, pace: Pacer): Promise<IndexSegment> {
  return assemble(facts, await sortOrders(facts, pace), pace);
}

/** A snapshot of a base segment, with an empty delta. */
async function withEmptyDelta(base: IndexSegment, pace: Pacer): Promise<ListingIndex> {
  return {
    base,
    dead: new Uint8Array(base.facts.size),
    deadCount: 0,
    delta: await segmentOf(factsOfRows([]), pace),
    deltaRows: [],
  };
}

/**
 * A snapshot of facts, with an empty delta.
 *
 * @param facts the columns of every visible listing, each listing once, in ascending id order
 * @param pace awaited between the steps (default: yields every `SLICE_MS` ms, `pacer.ts`)
 */
export async function buildListingIndex(
  facts: ListingFacts,
  pace: Pacer = createPacer(),
): Promise<ListingIndex> {
  return withEmptyDelta(await segmentOf(facts, pace), pace);
}

/** Base and delta merged into one base (linear in the size: the orders are merged, not sorted). */
async function compacted(
  base: IndexSegment,
  dead: Uint8Array,
  rows: readonly IndexRow[],
  pace: Pacer,
): Promise<ListingIndex> {
  const keep = new Uint8Array(dead.length);
  for (let slot = 0; slot < dead.length; slot++) keep[slot] = dead[slot] === 1 ? 0 : 1;
  const next = await factsWithChanges(base.facts, keep, rows, pace);
  const orders = await mergedOrders(base.orders, next.facts, next.newSlotOf, next.addedSlots, pace);
  return withEmptyDelta(await assemble(next.facts, orders, pace), pace);
}

/**
 * A new snapshot in which the listings `ids` have the facts of `rows`: a listing of `ids`
 * without a row left the search (deleted, or no longer visible); a row of an unknown id joined it.
 *
 * @param index the current snapshot (unchanged)
 * @param ids every listing that changed
 * @param rows the visible ones among them, as they are now
 * @param compactAfter delta size that makes base and delta merge (default {@link COMPACT_AFTER})
 * @param pace awaited between the steps (default: yields every `SLICE_MS` ms, `pacer.ts`)
 */
export async function withListingChanges(
  index: ListingIndex,
  ids: readonly number[],
  rows: readonly IndexRow[],
  compactAfter = COMPACT_AFTER,
  pace: Pacer = createPacer(),
): Promise<ListingIndex> {
  const changed = new Set(ids);
  for (const row of rows) changed.add(row.id);
  const dead = index.dead.slice();
  let deadCount = index.deadCount;
  for (const id of changed) {
    const slot = slotOfId(index.base.facts, id);
    if (slot >= 0 && dead[slot] === 0) {
      dead[slot] = 1;
      deadCount++;
    }
  }
  const deltaRows = index.deltaRows
    .filter((row) => !changed.has(row.id))
    .concat(rows)
    .sort((a, b) => a.id - b.id);
  if (deltaRows.length > compactAfter) return compacted(index.base, dead, deltaRows, pace);
  const delta = await segmentOf(factsOfRows(deltaRows), pace);
  return { base: index.base, dead, deadCount, delta, deltaRows };
}

/** The cells of a box: their runs of `cellSlots`, and how many of their listings lie in the box. */
export interface BoxCells {
  /** Every listing inside the box is in one of them, along with some outside it. */
  runs: SlotRange[];
  /** Listings of the runs expected inside the box (each cell's count × its share in the box). */
  expected: number;
}

/** Share of a cell's side `[index / CELLS_PER_DEGREE - offset, + CELL_DEGREES)` within `[lo, hi]`. */
function sideShare(index: number, offsetDegrees: number, lo: number, hi: number): number {
  const start = index / CELLS_PER_DEGREE - offsetDegrees;
  const overlap = Math.min(hi, start + CELL_DEGREES) - Math.max(lo, start);
  return Math.max(0, Math.min(1, overlap / CELL_DEGREES));
}

/**
 * The cells that overlap a box (edges included).
 *
 * @param index the segment
 * @param box degrees
 */
export function cellsOverlapping(index: IndexSegment, box: GeoBox): BoxCells {
  const found: BoxCells = { runs: [], expected: 0 };
  if (!(box.latLo <= box.latHi && box.lngLo <= box.lngHi)) return found;
  const rowLo = Math.floor(box.latLo * CELLS_PER_DEGREE) + 90 * CELLS_PER_DEGREE;
  const rowHi = Math.floor(box.latHi * CELLS_PER_DEGREE) + 90 * CELLS_PER_DEGREE;
  const columnLo = Math.floor(box.lngLo * CELLS_PER_DEGREE) + 180 * CELLS_PER_DEGREE;
  const columnHi = Math.floor(box.lngHi * CELLS_PER_DEGREE) + 180 * CELLS_PER_DEGREE;
  const add = (row: number, column: number, range: SlotRange) => {
    found.runs.push(range);
    found.expected +=
      (range.end - range.start) *
      sideShare(row, 90, box.latLo, box.latHi) *
      sideShare(column, 180, box.lngLo, box.lngHi);
  };
  // A box of more cells than there are occupied ones: test the occupied cells instead.
  if ((rowHi - rowLo + 1) * (columnHi - columnLo + 1) > index.cellRanges.size) {
    for (const [key, range] of index.cellRanges) {
      const row = Math.floor(key / LNG_CELLS);
      const column = key - row * LNG_CELLS;
      if (row >= rowLo && row <= rowHi && column >= columnLo && column <= columnHi) {
        add(row, column, range);
      }
    }
    return found;
  }
  for (let row = rowLo; row <= rowHi; row++) {
    for (let column = columnLo; column <= columnHi; column++) {
      const range = index.cellRanges.get(row * LNG_CELLS + column);
      if (range) add(row, column, range);
    }
  }
  return found;
}

/** The run of a city's slots in the `byCity` arrays (empty for a city without listings). */
export function cityRange(index: IndexSegment, cityId: number): SlotRange {
  if (cityId === NULL_INT) return { start: 0, end: 0 };
  return index.cityRanges.get(cityId) ?? { start: 0, end: 0 };
}

/** How many listings a snapshot holds (the visible listings it was told of). */
export function listingCount(index: ListingIndex): number {
  return index.base.facts.size - index.deadCount + index.delta.facts.size;
}

/** Whether a snapshot holds a listing (as visible). */
export function holdsListing(index: ListingIndex, id: number): boolean {
  const slot = slotOfId(index.base.facts, id);
  if (slot >= 0 && index.dead[slot] === 0) return true;
  return slotOfId(index.delta.facts, id) >= 0;
}
