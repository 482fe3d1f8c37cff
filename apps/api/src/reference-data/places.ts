import { readCsvTable, type CsvFields } from './csv-table.js';
import { DATA_FILES } from './data-dir.js';

/** A BAG woonplaats (row of `geo/nl_woonplaatsen_bag.csv`). */
export interface PlaceRecord {
  /** BAG woonplaats name, e.g. "'s-Gravenhage". */
  woonplaats: string;
  /** CBS 2025 municipality name. */
  gemeente: string;
  /** CBS municipality code, e.g. 'GM0363'. */
  gemeenteCode: string;
  provincie: string;
  /** Mean of the address coordinates, WGS84 degrees. */
  lat: number;
  lon: number;
  /** Number of BAG addresses (the size measure). */
  addressCount: number;
}

/**
 * Key of a place: woonplaats names are not unique in the country (71 occur in several
 * municipalities), woonplaats + municipality code is.
 */
export function placeKey(woonplaats: string, gemeenteCode: string): string {
  return `${woonplaats}|${gemeenteCode}`;
}

/** The columns of a place, shared by the places file and the postcode areas file. */
export const PLACE_COLUMNS = [
  'woonplaats',
  'gemeente',
  'gemeente_code',
  'provincie',
  'lat',
  'lon',
  'address_count',
] as const;

/**
 * The place of a row of the places or the postcode areas file.
 *
 * @param fields the row's fields (see `readCsvTable`)
 * @throws Error naming file, row and column when a number does not parse
 */
export function placeFields(fields: CsvFields<(typeof PLACE_COLUMNS)[number]>): PlaceRecord {
  return {
    woonplaats: fields.text('woonplaats'),
    gemeente: fields.text('gemeente'),
    gemeenteCode: fields.text('gemeente_code'),
    provincie: fields.text('provincie'),
    lat: fields.number('lat'),
    lon: fields.number('lon'),
    addressCount: fields.number('address_count'),
  };
}

/**
 * Reads the 2,500 BAG woonplaatsen.
 *
 * @param dataDir the reference data folder (see `resolveReferenceDataDir`)
 * @returns the places in file order (largest address count first)
 * @throws Error when the file is missing, a column is missing or a number does not parse
 */
export function loadPlaces(dataDir: string): PlaceRecord[] {
  return readCsvTable(dataDir, DATA_FILES.woonplaatsen, PLACE_COLUMNS, placeFields);
}
