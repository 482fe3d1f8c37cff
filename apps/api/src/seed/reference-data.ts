import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { parseCsv } from './csv.js';
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

/** A BAG street of a woonplaats (row of `geo/nl_streets_bag.csv`). */
export interface StreetRecord {
  straat: string;
  /** The street's own address closest to the mean of its addresses, WGS84 degrees. */
  lat: number;
  lon: number;
  addressCount: number;
  /** The street's 4-digit postcodes, ascending (at least one). */
  pc4: string[];
}

/**
 * Key of a place: woonplaats names are not unique in the country (71 occur in several
 * municipalities), woonplaats + municipality code is.
 */
export function placeKey(woonplaats: string, gemeenteCode: string): string {
  return `${woonplaats}|${gemeenteCode}`;
}

function readRows(
  dataDir: string,
  file: string,
  columns: readonly string[],
): { rows: string[][]; index: number[] } {
  const rows = parseCsv(readFileSync(join(dataDir, file), 'utf8'));
  const header = rows.shift();
  if (!header) throw new Error(`${file}: empty file`);
  const index = columns.map((name) => {
    const at = header.indexOf(name);
    if (at === -1) throw new Error(`${file}: missing column "${name}"`);
    return at;
  });
  return { rows, index };
}

function numberField(file: string, row: number, name: string, raw: string | undefined): number {
  const value = Number(raw);
  if (raw === undefined || raw === '' || !Number.isFinite(value)) {
    throw new Error(`${file}: data row ${row + 1} has an invalid ${name} "${raw ?? ''}"`);
  }
  return value;
}

/**
 * Reads the 2,500 BAG woonplaatsen.
 *
 * @param dataDir the shared data folder (see `resolveSharedDataDir`)
 * @returns the places in file order (largest address count first)
 * @throws Error when the file is missing, a column is missing or a number does not parse
 */
export function loadPlaces(dataDir: string): PlaceRecord[] {
  const file = DATA_FILES.woonplaatsen;
  const { rows, index } = readRows(dataDir, file, [
    'woonplaats',
    'gemeente',
    'gemeente_code',
    'provincie',
    'lat',
    'lon',
    'address_count',
  ]);
  const [iName, iGemeente, iCode, iProvincie, iLat, iLon, iCount] = index as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
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

/**
 * Reads the BAG streets (237,230 rows, 19 MB; about half a second), grouped per place.
 *
 * @param dataDir the shared data folder
 * @param onlyPlaces place keys (`placeKey`) to keep; all places when omitted
 * @returns place key → its streets in file order (sorted by street name)
 * @throws Error when the file is missing, a column is missing, a number does not parse or a
 *   street has no postcode
 */
export function loadStreets(
  dataDir: string,
  onlyPlaces?: ReadonlySet<string>,
): Map<string, StreetRecord[]> {
  const file = DATA_FILES.streets;
  const { rows, index } = readRows(dataDir, file, [
    'straat',
    'woonplaats',
    'gemeente_code',
    'lat',
    'lon',
    'address_count',
    'pc4',
  ]);
  const [iStraat, iPlace, iCode, iLat, iLon, iCount, iPc4] = index as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const byPlace = new Map<string, StreetRecord[]>();
  rows.forEach((row, r) => {
    const key = placeKey(row[iPlace] ?? '', row[iCode] ?? '');
    if (onlyPlaces && !onlyPlaces.has(key)) return;
    const pc4 = (row[iPc4] ?? '').split(' ').filter((code) => /^[1-9]\d{3}$/.test(code));
    if (pc4.length === 0) throw new Error(`${file}: data row ${r + 1} has no valid pc4`);
    const street: StreetRecord = {
      straat: row[iStraat] ?? '',
      lat: numberField(file, r, 'lat', row[iLat]),
      lon: numberField(file, r, 'lon', row[iLon]),
      addressCount: numberField(file, r, 'address_count', row[iCount]),
      pc4,
    };
    const list = byPlace.get(key);
    if (list) list.push(street);
    else byPlace.set(key, [street]);
  });
  return byPlace;
}
