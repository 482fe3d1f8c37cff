/**
 * Listing search on a snapshot of the in-memory index (`listing-index.ts`): the same answers as
 * the SQL of `listing-queries.ts` — which listings match (`filters.ts`, `geometry.ts`), how many,
 * in which order (`sort.ts`, top adverts first) and which page — computed from typed arrays.
 *
 * A city or the whole country is walked in result order (no sorting at all); a radius or map
 * box collects the listings of the grid cells it overlaps and sorts only those, by rank.
 */
import { Furnishing, GenderPreference, ListingSort, SearchListingType } from '@rooms/domain';

import { FACT_FLAGS, NULL_INT, type ListingFacts } from './index-facts.js';
import { sortIndex } from './index-orders.js';
import { cellsOverlapping, cityRange, type ListingIndex } from './listing-index.js';
import { topAdvertsFirst } from './filters.js';
import { boxAround, distanceKm, type SearchPlace } from './geometry.js';
import { GENDER_OPEN_MASK, type GeoBox, type SearchCriteria } from './search-criteria.js';
import { pageWindow, type PageWindow } from './sort.js';

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date. */
function dayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

const PLAIN_TYPES = [
  SearchListingType.Room,
  SearchListingType.Apartment,
  SearchListingType.Studio,
  SearchListingType.Antisquat,
  SearchListingType.StudentHousing,
] as const;

/** A test of one slot: does the listing match? */
type SlotTest = (slot: number) => boolean;

/**
 * The listing-type test of `listingTypeCondition` (any of the types), or null for no filter.
 */
function typeTest(facts: ListingFacts, types: readonly SearchListingType[]): SlotTest | null {
  if (types.length === 0) return null;
  const plain: readonly number[] = PLAIN_TYPES.filter((type) => types.includes(type));
  const furnishedApartment = types.includes(SearchListingType.FurnishedApartment);
  const shortTerm = types.includes(SearchListingType.ShortTermRental);
  const longTerm = types.includes(SearchListingType.LongTermRental);
  const { listingType, furnishing, hasEnd } = facts;
  return (slot) => {
    const type = listingType[slot]!;
    if (plain.includes(type)) return true;
    if (
      furnishedApartment &&
      type === SearchListingType.Apartment &&
      furnishing[slot] === Furnishing.Furnished
    ) {
      return true;
    }
    if (shortTerm && hasEnd[slot] === 1) return true;
    return longTerm && hasEnd[slot] === 0;
  };
}

/** The roommate-gender test of `roommateGenderCondition`, or null for no filter. */
function roommateGenderTest(facts: ListingFacts, mask: number): SlotTest | null {
  if (mask === 0 || (mask & GenderPreference.NotImportant) !== 0) return null;
  const single = mask & (GenderPreference.Male | GenderPreference.Female);
  const mixed = (mask & GenderPreference.Mixed) !== 0;
  const genders = facts.currentResidentGenders;
  return (slot) => {
    const residents = genders[slot]!;
    if ((residents & single) !== 0) return true;
    return mixed && ((residents & 3) === 3 || (residents & GenderPreference.Mixed) !== 0);
  };
}

/** The test of a place (`placeCondition`) beyond its candidate slots, or null. */
function placeTest(facts: ListingFacts, place: SearchPlace): SlotTest | null {
  const { lat, lng } = facts;
  switch (place.kind) {
    case 'box': {
      const { latLo, latHi, lngLo, lngHi } = place.box;
      return (slot) => {
        const y = lat[slot]!;
        const x = lng[slot]!;
        return y >= latLo && y <= latHi && x >= lngLo && x <= lngHi;
      };
    }
    case 'radius': {
      const box = boxAround(place.lat, place.lng, place.km);
      return (slot) => {
        const y = lat[slot]!;
        const x = lng[slot]!;
        if (!(y >= box.latLo && y <= box.latHi && x >= box.lngLo && x <= box.lngHi)) return false;
        return distanceKm(place.lat, place.lng, y, x) <= place.km;
      };
    }
    case 'city': {
      // The candidates are the city's own slots, except when a walk covers everything.
      const { cityId } = place;
      return (slot) => facts.cityId[slot] === cityId;
    }
    default:
      return null;
  }
}

/**
 * The test of every condition of `searchCondition` except the candidate source (city slots).
 *
 * @param facts the columns
 * @param criteria normalised criteria
 * @param place the resolved place
 * @param nowMs the current time (top adverts), milliseconds since the epoch
 */
function matcher(
  facts: ListingFacts,
  criteria: SearchCriteria,
  place: SearchPlace,
  nowMs: number,
): SlotTest {
  const inPlace = placeTest(facts, place);
  const ofType = typeTest(facts, criteria.listingTypes);
  const roommates = roommateGenderTest(facts, criteria.roommateGenderMask);
  const maxRent = criteria.maxRentCents;
  const minSurface = criteria.minSurfaceM2;
  const genderMask = criteria.genderMask === 0 ? 0 : criteria.genderMask | GENDER_OPEN_MASK;
  const furnishings = criteria.furnishings as readonly number[];
  const ownerTypes = criteria.ownerTypes as readonly number[];
  const availability = criteria.availability;
  const fromDay = criteria.availableFrom === null ? null : dayOf(criteria.availableFrom);
  const requiredFlags =
    (criteria.isBathroomPrivate ? FACT_FLAGS.bathroomPrivate : 0) |
    (criteria.isToiletPrivate ? FACT_FLAGS.toiletPrivate : 0) |
    (criteria.isKitchenPrivate ? FACT_FLAGS.kitchenPrivate : 0) |
    (criteria.hasInternet ? FACT_FLAGS.internet : 0) |
    (criteria.isSmokingInsideAllowed ? FACT_FLAGS.smokingInside : 0) |
    (criteria.isPetsInsideAllowed ? FACT_FLAGS.petsInside : 0);
  const { minPersons, candidateAge, occupationMask, maxRoommates, topAdsOnly } = criteria;
  const f = facts;
  return (slot) => {
    if (inPlace !== null && !inPlace(slot)) return false;
    if (ofType !== null && !ofType(slot)) return false;
    if (maxRent !== null) {
      const rent = f.rentCents[slot]!;
      if (rent === NULL_INT || rent > maxRent) return false;
    }
    if (minSurface !== null) {
      const surface = f.surfaceM2[slot]!;
      if (surface === NULL_INT || surface < minSurface) return false;
    }
    if (genderMask !== 0 && (f.preferredGenders[slot]! & genderMask) === 0) return false;
    if (furnishings.length > 0 && !furnishings.includes(f.furnishing[slot]!)) return false;
    if (availability !== null && (f.hasEnd[slot] === 1) !== (availability === 'temporary')) {
      return false;
    }
    if (fromDay !== null) {
      const day = f.availableFromDay[slot]!;
      if (day === NULL_INT || day > fromDay) return false;
    }
    if ((f.flags[slot]! & requiredFlags) !== requiredFlags) return false;
    if (minPersons !== null && f.suitableForPersons[slot]! < minPersons) return false;
    if (
      candidateAge !== null &&
      (f.preferredAgeMin[slot]! > candidateAge || f.preferredAgeMax[slot]! < candidateAge)
    ) {
      return false;
    }
    if (occupationMask !== 0 && (f.preferredOccupations[slot]! & occupationMask) === 0) {
      return false;
    }
    if (maxRoommates !== null && f.currentResidents[slot]! > maxRoommates) return false;
    if (roommates !== null && !roommates(slot)) return false;
    if (ownerTypes.length > 0 && !ownerTypes.includes(f.ownerType[slot]!)) return false;
    return !topAdsOnly || f.topUntilMs[slot]! > nowMs;
  };
}

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

function candidatesOf(index: ListingIndex, place: SearchPlace, order: number): Candidates {
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
      const runs = cellsOverlapping(index, box);
      const count = runs.reduce((sum, run) => sum + run.end - run.start, 0);
      return count > index.facts.size * LARGE_BOX_SHARE ? everything : { ordered: false, runs };
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
 */
function walkUntilFilled(
  index: ListingIndex,
  candidates: Extract<Candidates, { ordered: true }>,
  matches: SlotTest,
  isTop: SlotTest | null,
  wanted: number,
): { top: number[]; rest: number[] } {
  const top: number[] = [];
  if (isTop !== null) {
    for (const slot of index.boostedNewestFirst) {
      if (top.length >= wanted) break;
      if (isTop(slot) && matches(slot)) top.push(slot);
    }
  }
  const rest: number[] = [];
  const { slots, start, end } = candidates;
  for (let i = start; i < end && top.length + rest.length < wanted; i++) {
    const slot = slots[i]!;
    if ((isTop === null || !isTop(slot)) && matches(slot)) rest.push(slot);
  }
  return { top, rest };
}

/** Matches of unordered cell runs, sorted by rank (the rest after every top advert). */
function walkCells(
  index: ListingIndex,
  runs: readonly { start: number; end: number }[],
  matches: SlotTest,
  isTop: SlotTest | null,
  walk: Walk,
): { slots: number[]; total: number } {
  const { rank, slots: inOrder } = index.orders[walk.order]!;
  const size = index.facts.size;
  const keys: number[] = [];
  for (const run of runs) {
    for (let i = run.start; i < run.end; i++) {
      const slot = index.cellSlots[i]!;
      if (!matches(slot)) continue;
      keys.push(isTop !== null && !isTop(slot) ? rank[slot]! + size : rank[slot]!);
    }
  }
  const total = keys.length;
  const { offset, limit } = walk.window;
  if (limit === 0 || offset >= total) return { slots: [], total };
  const sorted = Int32Array.from(keys).sort();
  const slots: number[] = [];
  for (let i = offset; i < Math.min(offset + limit, total); i++) {
    const key = sorted[i]!;
    slots.push(inOrder[key >= size ? key - size : key]!);
  }
  return { slots, total };
}

/** The matching slots of a search in result order, within the window, and how many match. */
function search(
  index: ListingIndex,
  criteria: SearchCriteria,
  place: SearchPlace,
  walk: Walk,
): { slots: number[]; total: number } {
  const matches = matcher(index.facts, criteria, place, walk.nowMs);
  const topUntil = index.facts.topUntilMs;
  const isTop: SlotTest | null = walk.topFirst ? (slot) => topUntil[slot]! > walk.nowMs : null;
  const { offset, limit } = walk.window;
  const wanted = offset + limit;
  const candidates = candidatesOf(index, place, walk.order);
  if (!candidates.ordered) return walkCells(index, candidates.runs, matches, isTop, walk);
  if (walk.knownTotal !== undefined) {
    const { top, rest } = walkUntilFilled(index, candidates, matches, isTop, wanted);
    return { slots: top.concat(rest).slice(offset, wanted), total: walk.knownTotal };
  }
  const { top, rest, total } = walkCounting(candidates, matches, isTop, wanted);
  return { slots: top.concat(rest).slice(offset, wanted), total };
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
  return { ids: found.slots.map((slot) => index.facts.id[slot]!), totalCount: found.total };
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
  const f = index.facts;
  return found.slots.map((slot) => ({
    id: f.id[slot]!,
    lat: f.lat[slot]!,
    lng: f.lng[slot]!,
    rent_cents: f.rentCents[slot]!,
    listing_type: f.listingType[slot]!,
  }));
}
