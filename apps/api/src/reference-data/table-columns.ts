import type { BulkColumn } from './bulk-insert.js';
import type { CityRow } from './city-rows.js';
import type { StreetRow } from './street-rows.js';

/** Column mappings of the reference tables (schema.ts names), for `bulkInsert`. */

/** The `cities` columns. */
export const CITY_COLUMNS: readonly BulkColumn<CityRow>[] = [
  { name: 'name', type: 'text', value: (c) => c.name },
  { name: 'slug', type: 'text', value: (c) => c.slug },
  { name: 'municipality', type: 'text', value: (c) => c.municipality },
  { name: 'province', type: 'text', value: (c) => c.province },
  { name: 'lat', type: 'float8', value: (c) => c.lat },
  { name: 'lng', type: 'float8', value: (c) => c.lng },
  { name: 'address_count', type: 'int4', value: (c) => c.addressCount },
];

/**
 * The `streets` columns, resolving the street's city index to its id.
 * @param cityIds city index → cities.id
 */
export function streetColumns(cityIds: readonly number[]): readonly BulkColumn<StreetRow>[] {
  return [
    { name: 'city_id', type: 'int4', value: (s) => cityIds[s.cityIndex] ?? null },
    { name: 'name', type: 'text', value: (s) => s.name },
    { name: 'slug', type: 'text', value: (s) => s.slug },
    { name: 'postcode4', type: 'text', value: (s) => s.postcode4 },
    { name: 'lat', type: 'float8', value: (s) => s.lat },
    { name: 'lng', type: 'float8', value: (s) => s.lng },
    { name: 'address_count', type: 'int4', value: (s) => s.addressCount },
  ];
}
