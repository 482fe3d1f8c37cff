/**
 * Listing search on a snapshot of the in-memory index (`listing-index.ts`): the same answers as
 * the SQL of `listing-queries.ts` — which listings match (`index-matcher.ts`), how many, in which
 * order (`sort.ts`, top adverts first) and which page — computed from typed arrays.
 *
 * In each segment a city or the whole country is walked in result order (no sorting at all); a
 * radius or map box collects the listings of the grid cells it overlaps and sorts only those, by
 * rank. The base segment (less its dead slots) and the small delta are then merged in order.
 */
import { ListingSort, type GeoBox, type SearchCriteria } from '@rooms/domain';

import { topAdvertsFirst } from './filters.js';
import { boxAround, type SearchPlace } from './geometry.js';
import { slotOfId, type ListingFacts } from './index-facts.js';
import { matcher, type SlotTest } from './index-matcher.js';
import { SORTS, sortIndex, sortPositionOf } from './index-orders.js';
import {
  cellsOverlapping,
  cityRange,
  type BoxCells,
  type IndexSegment,
  type ListingIndex,
} from './listing-index.js';
import { pageWindow, type PageWindow } from './sort.js';

/** Listing ids of one page, in result order, and the total over all pages. */
export interface IndexPage {
  ids: number[];
  totalCount: number;
}

/** How a search walks the snapshot: one run of slots in result order, or unordered cell runs. */
type Candidates =
  | { ordered: true; slots: Int32Array; start: number; end: number }
  | { ordered: false; runs: { start: number; end: number }[] };

/**
 * Boxes whose cells hold more than this share of all listings are walked in result order over
 * every listing instead (sorting that many matches would cost more than testing every slot).
 */
const LARGE_BOX_SHARE = 1 / 8;

/**
 * Whether a box search walks every listing in result order rather than its cells: when the
 * cells hold a large share of all listings, or — when the walk may stop early (total known or
 * not needed) — when the walk should meet `wanted` matches long before it tested as many
 * slots as the cells hold (about `wanted × size / expected` tested, against `inCells`).
 *
 * @param cells the box's cells
 */
function walksEverything(cells: BoxCells, size: number, wanted: number, mayStop: boolean): boolean {
  const inCells = cells.runs.reduce((sum, run) => sum + run.end - run.start, 0);
  if (inCells > size * LARGE_BOX_SHARE) return true;
  return mayStop && cells.expected * inCells > wanted * size;
}

function candidatesOf(index: IndexSegment, place: SearchPlace, walk: Walk): Candidates {
  const { order } = walk;
  const everything: Candidates = {
    ordered: true,
    slots: index.orders[order]!.slots,
    start: 0,
    end: index.facts.size,
  };
  switch (place.kind) {
    case 'country':
      return everything;
    case 'city':
      return { ordered: true, slots: index.byCity[order]!, ...cityRange(index, place.cityId) };
    case 'radius':
    case 'box': {
      const box = place.kind === 'box' ? place.box : boxAround(place.lat, place.lng, place.km);
      const cells = cellsOverlapping(index, box);
      const wanted = walk.window.offset + walk.window.limit;
      return walksEverything(cells, index.facts.size, wanted, walk.knownTotal !== undefined)
        ? everything
        : { ordered: false, runs: cells.runs };
    }
    case 'nowhere':
      return { ordered: false, runs: [] };
  }
}

/** How one search walks: order, top adverts first or not, the rows wanted, the total if known. */
interface Walk {
  /** Index of the sort in `SORTS`. */
  order: number;
  /** Whether active top adverts lead (then each part keeps the order). */
  topFirst: boolean;
  /** The rows wanted (limit 0: only the count). */
  window: PageWindow;
  nowMs: number;
  /**
   * The total when the caller knows it (a cached count, or not needed): a walk in result order
   * then stops as soon as the window is filled instead of counting every match.
   */
  knownTotal: number | undefined;
}

/** Matches of an ordered run, counting them all (the total is not known). */
function walkCounting(
  candidates: Extract<Candidates, { ordered: true }>,
  matches: SlotTest,
  isTop: SlotTest | null,
  wanted: number,
): { top: number[]; rest: number[]; total: number } {
  const top: number[] = [];
  const rest: number[] = [];
  let total = 0;
  const { slots, start, end } = candidates;
  for (let i = start; i < end; i++) {
    const slot = slots[i]!;
    if (!matches(slot)) continue;
    total++;
    if (isTop !== null && isTop(slot)) {
      if (top.length < wanted) top.push(slot);
    } else if (rest.length < wanted) {
      rest.push(slot);
    }
  }
  return { top, rest, total };
}

/**
 * Matches of an ordered run until the window is filled: the active top adverts first (from the
 * short list of boosted listings, newest first), then the rest in the run's order.
 *
 * @param inRun the test of a slot of the run
 * @param anywhere the test of any slot (the place included)
 */
function walkUntilFilled(
  index: IndexSegment,
  candidates: Extract<Candidates, { ordered: true }>,
  inRun: SlotTest,
  anywhere: SlotTest,
  isTop: SlotTest | null,
  wanted: number,
): { top: number[]; rest: number[] } {
  const top: number[] = [];
  if (isTop !== null) {
    for (const slot of index.boostedNewestFirst) {
      if (top.length >= wanted) break;
      if (isTop(slot) && anywhere(slot)) top.push(slot);
    }
  }
  const rest: number[] = [];
  const { slots, start, end } = candidates;
  for (let i = start; i < end && top.length + rest.length < wanted; i++) {
    const slot = slots[i]!;
    if ((isTop === null || !isTop(slot)) && inRun(slot)) rest.push(slot);
  }
  return { top, rest };
}

/** Matches of unordered cell runs, sorted by rank (the rest after every top advert). */
function walkCells(
  index: IndexSegment,
  runs: readonly { start: number; end: number }[],
  matches: SlotTest,
  isTop: SlotTest | null,
  walk: Walk,
): { slots: number[]; total: number } {
  const { rank, slots: inOrder } = index.orders[walk.order]!;
  const size = index.facts.size;
  const keys = new Int32Array(runs.reduce((sum, run) => sum + run.end - run.start, 0));
  let total = 0;
  for (const run of runs) {
    for (let i = run.start; i < run.end; i++) {
      const slot = index.cellSlots[i]!;
      if (!matches(slot)) continue;
      keys[total++] = isTop !== null && !isTop(slot) ? rank[slot]! + size : rank[slot]!;
    }
  }
  const { offset, limit } = walk.window;
  if (limit === 0 || offset >= total) return { slots: [], total };
  const sorted = keys.subarray(0, total).sort();
  const slots: number[] = [];
  for (let i = offset; i < Math.min(offset + limit, total); i++) {
    const key = sorted[i]!;
    slots.push(inOrder[key >= size ? key - size : key]!);
  }
  return { slots, total };
}

/**
 * The matching slots of one segment in result order, within the window, and how many match.
 *
 * @param dead 1 for each slot to leave out (changed since the segment was built), or null
 */
function searchSegment(
  segment: IndexSegment,
  dead: Uint8Array | null,
  criteria: SearchCriteria,
  place: SearchPlace,
  walk: Walk,
): { slots: number[]; total: number } {
  const live = (test: SlotTest): SlotTest =>
    dead === null ? test : (slot) => dead[slot] === 0 && test(slot);
  const matches = live(matcher(segment.facts, criteria, place, walk.nowMs));
  // A city's own run needs no city test (the short list of top adverts does).
  const inRun =
    place.kind === 'city'
      ? live(matcher(segment.facts, criteria, { kind: 'country' }, walk.nowMs))
      : matches;
  const topUntil = segment.facts.topUntilMs;
  const isTop: SlotTest | null = walk.topFirst ? (slot) => topUntil[slot]! > walk.nowMs : null;
  const { offset, limit } = walk.window;
  const wanted = offset + limit;
  const candidates = candidatesOf(segment, place, walk);
  if (!candidates.ordered) return walkCells(segment, candidates.runs, matches, isTop, walk);
  if (walk.knownTotal !== undefined) {
    const { top, rest } = walkUntilFilled(segment, candidates, inRun, matches, isTop, wanted);
    return { slots: top.concat(rest).slice(offset, wanted), total: walk.knownTotal };
  }
  if (candidates.end - candidates.start === segment.facts.size) {
    // Every listing: count in slot order (sequential memory, several times faster than in
    // result order), then walk in result order only until the page is filled.
    let total = 0;
    for (let slot = 0; slot < segment.facts.size; slot++) if (matches(slot)) total++;
    const { top, rest } = walkUntilFilled(segment, candidates, inRun, matches, isTop, wanted);
    return { slots: top.concat(rest).slice(offset, wanted), total };
  }
  const { top, rest, total } = walkCounting(candidates, inRun, isTop, wanted);
  return { slots: top.concat(rest).slice(offset, wanted), total };
}

/** A found listing: its slot in the columns of its segment. */
interface Hit {
  facts: ListingFacts;
  slot: number;
}

/**
 * Two lists of hits in result order merged into one (top adverts first when `topFirst`, then
 * the sort's key, then the id), at most `wanted` long.
 */
function mergeInOrder(a: readonly Hit[], b: readonly Hit[], walk: Walk, wanted: number): Hit[] {
  const sort = SORTS[walk.order]!;
  const positions = new Map<ListingFacts, ReturnType<typeof sortPositionOf>>();
  const positionOf = (facts: ListingFacts) => {
    let position = positions.get(facts);
    if (!position) {
      position = sortPositionOf(facts, sort);
      positions.set(facts, position);
    }
    return position;
  };
  const rankOf = (hit: Hit): [number, number, number] => {
    const position = positionOf(hit.facts);
    const top = walk.topFirst && hit.facts.topUntilMs[hit.slot]! > walk.nowMs ? 0 : 1;
    return [top, position.key(hit.slot), position.tie(hit.slot)];
  };
  const before = (x: Hit, y: Hit) => {
    const [tx, kx, ix] = rankOf(x);
    const [ty, ky, iy] = rankOf(y);
    if (tx !== ty) return tx < ty;
    if (kx !== ky) return kx < ky;
    return ix < iy;
  };
  const merged: Hit[] = [];
  let i = 0;
  let j = 0;
  while (merged.length < wanted && (i < a.length || j < b.length)) {
    if (j >= b.length || (i < a.length && before(a[i]!, b[j]!))) merged.push(a[i++]!);
    else merged.push(b[j++]!);
  }
  return merged;
}

/** The matching listings of a snapshot in result order, within the window, and how many match. */
function search(
  index: ListingIndex,
  criteria: SearchCriteria,
  place: SearchPlace,
  walk: Walk,
): { hits: Hit[]; total: number } {
  const { base, delta } = index;
  const dead = index.deadCount > 0 ? index.dead : null;
  if (delta.facts.size === 0) {
    const found = searchSegment(base, dead, criteria, place, walk);
    return { hits: found.slots.map((slot) => ({ facts: base.facts, slot })), total: found.total };
  }
  // Each segment's first offset + limit, merged, then the window.
  const { offset, limit } = walk.window;
  const wanted = offset + limit;
  const wide: Walk = { ...walk, window: { offset: 0, limit: wanted } };
  const fromBase = searchSegment(base, dead, criteria, place, wide);
  const fromDelta = searchSegment(delta, null, criteria, place, { ...wide, knownTotal: undefined });
  const hits = mergeInOrder(
    fromBase.slots.map((slot) => ({ facts: base.facts, slot })),
    fromDelta.slots.map((slot) => ({ facts: delta.facts, slot })),
    walk,
    wanted,
  );
  return {
    hits: hits.slice(offset, wanted),
    total: walk.knownTotal ?? fromBase.total + fromDelta.total,
  };
}

/**
 * A page of a list search (`findlistings`, `findMaplistings` with a box place): the ids in result
 * order and the total, as `pageIdsQuery` and `countQuery` would answer.
 *
 * @param index the snapshot
 * @param criteria normalised criteria (sort, page, page size, top-advert offset)
 * @param place the resolved place
 * @param nowMs the current time, milliseconds since the epoch
 * @param knownTotal the number of matches when already known (a cached count): the walk may
 *   then stop once the page is filled; undefined to count them
 */
export function indexPage(
  index: ListingIndex,
  criteria: SearchCriteria,
  place: SearchPlace,
  nowMs: number,
  knownTotal?: number,
): IndexPage {
  const found = search(index, criteria, place, {
    order: sortIndex(criteria.sort),
    topFirst: topAdvertsFirst(criteria),
    window: pageWindow(criteria.pageNo, criteria.rowsPerPage, criteria.topAdOffset),
    nowMs,
    knownTotal,
  });
  return { ids: found.hits.map((hit) => hit.facts.id[hit.slot]!), totalCount: found.total };
}

/**
 * The number of listings matching a search (`countQuery`).
 */
export function indexCount(
  index: ListingIndex,
  criteria: SearchCriteria,
  place: SearchPlace,
  nowMs: number,
): number {
  return search(index, criteria, place, {
    order: sortIndex(ListingSort.NewestFirst),
    topFirst: false,
    window: { offset: 0, limit: 0 },
    nowMs,
    knownTotal: undefined,
  }).total;
}

/** A map marker's facts (the columns of `mapMarkersQuery`). */
export interface IndexMarker extends Record<string, unknown> {
  id: number;
  lat: number;
  lng: number;
  rent_cents: number;
  listing_type: number;
}

/**
 * The markers of a map box, newest first, at most `limit` (`mapMarkersQuery`).
 *
 * @param limit most markers (the cap plus one, to tell the cap was hit)
 */
export function indexMarkers(
  index: ListingIndex,
  criteria: SearchCriteria,
  box: GeoBox,
  limit: number,
  nowMs: number,
): IndexMarker[] {
  const found = search(
    index,
    criteria,
    { kind: 'box', box },
    {
      order: sortIndex(ListingSort.NewestFirst),
      topFirst: false,
      window: { offset: 0, limit },
      nowMs,
      // No total is needed: stop at the cap.
      knownTotal: 0,
    },
  );
  return found.hits.map(({ facts, slot }) => ({
    id: facts.id[slot]!,
    lat: facts.lat[slot]!,
    lng: facts.lng[slot]!,
    rent_cents: facts.rentCents[slot]!,
    listing_type: facts.listingType[slot]!,
  }));
}

/**
 * Which of the listings `ids` a search finds on any page (`matchingIdsQuery`): each looked up
 * by id in the snapshot (base less its dead slots, then the delta) and tested by the search's
 * matcher. Paging, sort and the top-advert offset play no part.
 *
 * @param ids listing ids, any order, repeats allowed
 * @returns the matching ids, ascending, each once
 */
export function indexMatching(
  index: ListingIndex,
  criteria: SearchCriteria,
  place: SearchPlace,
  ids: readonly number[],
  nowMs: number,
): number[] {
  // The matcher has no test of `nowhere` (its walks have no candidates): nothing is there.
  if (place.kind === 'nowhere') return [];
  const { base, delta } = index;
  const inBase = matcher(base.facts, criteria, place, nowMs);
  const inDelta = matcher(delta.facts, criteria, place, nowMs);
  const found = [...new Set(ids)].filter((id) => {
    const slot = slotOfId(base.facts, id);
    if (slot >= 0 && index.dead[slot] === 0) return inBase(slot);
    const deltaSlot = slotOfId(delta.facts, id);
    return deltaSlot >= 0 && inDelta(deltaSlot);
  });
  return found.sort((a, b) => a - b);
}
