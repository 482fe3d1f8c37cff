/**
 * Which listings of an index segment match a search: the conditions of `filters.ts` and
 * `geometry.ts` (`searchCondition`) as tests of a slot over typed arrays, with SQL's NULL
 * semantics (a comparison with a missing value is false).
 */
import {
  Furnishing,
  GenderPreference,
  SearchListingType,
  GENDER_OPEN_MASK,
  type SearchCriteria,
} from '@rooms/domain';

import { boxAround, distanceKm, type SearchPlace } from './geometry.js';
import { FACT_FLAGS, NULL_INT, type ListingFacts } from './index-facts.js';

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
export type SlotTest = (slot: number) => boolean;

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

/** Kilometres of one degree of latitude, rounded up (so degrees made from km never overshoot). */
const KM_PER_DEGREE_MAX = 111.7;

/**
 * Half-sides in degrees of a box around a centre whose every point lies well within `km` of it
 * (the square inscribed in the circle, 1 % smaller): a point inside is a match without the
 * haversine check. Longitude degrees are sized at the box's equator-most latitude, where they
 * are longest.
 *
 * @param lat centre latitude, degrees
 * @param km radius, km
 */
function boxWithin(lat: number, km: number): { dLat: number; dLng: number } {
  const half = (km / Math.SQRT2) * 0.99;
  const dLat = half / KM_PER_DEGREE_MAX;
  const widest = Math.max(0, Math.abs(lat) - dLat);
  return { dLat, dLng: half / (KM_PER_DEGREE_MAX * Math.cos((widest * Math.PI) / 180)) };
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
      const inner = boxWithin(place.lat, place.km);
      return (slot) => {
        const y = lat[slot]!;
        const x = lng[slot]!;
        if (!(y >= box.latLo && y <= box.latHi && x >= box.lngLo && x <= box.lngHi)) return false;
        // Most points of a circle lie in its inscribed square: no trigonometry for them.
        if (Math.abs(y - place.lat) <= inner.dLat && Math.abs(x - place.lng) <= inner.dLng) {
          return true;
        }
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
 * The test of every condition of `searchCondition`: place, attribute filters, top adverts only.
 *
 * @param facts the columns
 * @param criteria normalised criteria
 * @param place the resolved place
 * @param nowMs the current time (top adverts), milliseconds since the epoch
 */
export function matcher(
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
