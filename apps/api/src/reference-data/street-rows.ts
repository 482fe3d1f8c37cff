import { slugify } from './slug.js';

import type { StreetRecord } from './streets.js';

/** A row of the `streets` table (§3), before insertion. */
export interface StreetRow {
  /** Index of the street's city in the seed's city list. */
  cityIndex: number;
  name: string;
  /** Unique within the city; a clash gets '-2', '-3' appended in file order. */
  slug: string;
  /** The street's lowest 4-digit postcode (the column holds one). */
  postcode4: string;
  /** All of the street's 4-digit postcodes, ascending; a listing's postcode uses one of them. */
  postcodes4: readonly string[];
  /** The BAG coordinate of the street (an address on it), WGS84 degrees. */
  lat: number;
  lng: number;
  addressCount: number;
}

/**
 * Builds the street rows of one city with slugs unique within the city.
 *
 * @param records the city's streets from `loadStreets`, in file order
 * @param cityIndex index of the city in the seed's city list
 * @returns the rows in the same order
 */
export function buildCityStreets(records: readonly StreetRecord[], cityIndex: number): StreetRow[] {
  const taken = new Set<string>();
  return records.map((record) => {
    const base = slugify(record.straat) || 'straat';
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return {
      cityIndex,
      name: record.straat,
      slug,
      postcode4: record.pc4[0] ?? '',
      postcodes4: record.pc4,
      lat: record.lat,
      lng: record.lon,
      addressCount: record.addressCount,
    };
  });
}
