import { placeKey, type PlaceRecord } from './places.js';
import { slugify } from './slug.js';

/**
 * Display names that differ from the BAG woonplaats name. BAG and CBS write Den Haag as
 * "'s-Gravenhage"; people, Kamernet and Pararius (and the search URLs, slug 'den-haag') use
 * "Den Haag". The municipality keeps its CBS name.
 */
export const CITY_DISPLAY_NAMES: Readonly<Record<string, string>> = {
  [placeKey("'s-Gravenhage", 'GM0518')]: 'Den Haag',
};

/** A row of the `cities` table (§3), before insertion. */
export interface CityRow {
  /** `placeKey` of the BAG woonplaats, to join streets. */
  key: string;
  /** BAG woonplaats name, except the display names of `CITY_DISPLAY_NAMES`. */
  name: string;
  /** Unique URL slug, e.g. 'den-haag'; duplicates get the municipality's slug appended. */
  slug: string;
  municipality: string;
  province: string;
  /** WGS84 degrees. */
  lat: number;
  lng: number;
  addressCount: number;
}

/**
 * Builds the city rows from the BAG woonplaatsen: largest first (ties by name, then municipality
 * code), slugs unique. A name used by several places keeps the plain slug for the largest one;
 * the others get '-<municipality slug>' appended (e.g. 'hengelo' for Hengelo (O.) and
 * 'hengelo-bronckhorst' for the village in Bronckhorst), then '-2', '-3' if that is taken too.
 *
 * @param places rows of `loadPlaces`
 * @returns one city per place, in the order they are inserted (so ids are stable)
 * @throws Error when a name has no letters or digits (no slug possible)
 */
export function buildCities(places: readonly PlaceRecord[]): CityRow[] {
  const sorted = [...places].sort(
    (a, b) =>
      b.addressCount - a.addressCount ||
      compareText(a.woonplaats, b.woonplaats) ||
      compareText(a.gemeenteCode, b.gemeenteCode),
  );
  const taken = new Set<string>();
  return sorted.map((place) => {
    const key = placeKey(place.woonplaats, place.gemeenteCode);
    const name = CITY_DISPLAY_NAMES[key] ?? place.woonplaats;
    const base = slugify(name);
    if (!base) throw new Error(`No slug for place "${name}"`);
    let slug = base;
    if (taken.has(slug)) slug = `${base}-${slugify(place.gemeente)}`;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${slugify(place.gemeente)}-${n}`;
    taken.add(slug);
    return {
      key,
      name,
      slug,
      municipality: place.gemeente,
      province: place.provincie,
      lat: place.lat,
      lng: place.lon,
      addressCount: place.addressCount,
    };
  });
}

/** Code-unit order: locale-independent, so the seed is the same on every machine. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
