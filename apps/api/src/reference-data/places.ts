import { join } from 'node:path';

import { columnIndex, readCsvRows } from './csv-file.js';
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

/**
 * A numeric CSV field.
 *
 * @param file the file's name, for the message
 * @param row 0-based data row, for the message
 * @param name the column, for the message
 * @param raw the field's text
 * @returns the number
 * @throws Error naming file, row and column when the field is empty or not a finite number
 */
export function numberField(
  file: string,
  row: number,
  name: string,
  raw: string | undefined,
): number {
  const value = Number(raw);
  if (raw === undefined || raw === '' || !Number.isFinite(value)) {
    throw new Error(`${file}: data row ${row + 1} has an invalid ${name} "${raw ?? ''}"`);
  }
  return value;
}

/**
 * Reads the 2,500 BAG woonplaatsen.
 *
 * @param dataDir the reference data folder (see `resolveReferenceDataDir`)
 * @returns the places in file order (largest address count first)
 * @throws Error when the file is missing, a column is missing or a number does not parse
 */
export function loadPlaces(dataDir: string): PlaceRecord[] {
  const file = DATA_FILES.woonplaatsen;
  const rows = readCsvRows(join(dataDir, file));
  const [iName, iGemeente, iCode, iProvincie, iLat, iLon, iCount] = columnIndex(
    file,
    rows.shift(),
    ['woonplaats', 'gemeente', 'gemeente_code', 'provincie', 'lat', 'lon', 'address_count'],
  ) as [number, number, number, number, number, number, number];
  return rows.map((row, r) => ({
    woonplaats: row[iName] ?? '',
    gemeente: row[iGemeente] ?? '',
    gemeenteCode: row[iCode] ?? '',
    provincie: row[iProvincie] ?? '',
    lat: numberField(file, r, 'lat', row[iLat]),
    lon: numberField(file, r, 'lon', row[iLon]),
    addressCount: numberField(file, r, 'address_count', row[iCount]),
  }));
}
