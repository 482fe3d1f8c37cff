import { join } from 'node:path';

import { columnIndex, streamCsvRows } from './csv-file.js';
import { numberField } from './csv-table.js';
import { DATA_FILES } from './data-dir.js';
import { placeKey } from './places.js';

/** A BAG street of a woonplaats (row of `geo/nl_streets_bag.csv.gz`). */
export interface StreetRecord {
  straat: string;
  /** The street's own address closest to the mean of its addresses, WGS84 degrees. */
  lat: number;
  lon: number;
  addressCount: number;
  /** The street's 4-digit postcodes, ascending (at least one). */
  pc4: string[];
}

const COLUMNS = ['straat', 'woonplaats', 'gemeente_code', 'lat', 'lon', 'address_count', 'pc4'];

/**
 * Reads the BAG streets (237,230 rows; 4 MB gzip, 19 MB of CSV), streamed and gunzipped on the
 * fly, grouped per place.
 *
 * @param dataDir the reference data folder (see `resolveReferenceDataDir`)
 * @param onlyPlaces place keys (`placeKey`) to keep; all places when omitted
 * @returns place key → its streets in file order (sorted by street name)
 * @throws Error when the file is missing or damaged, a column is missing, a number does not
 *   parse or a street has no postcode
 */
export async function loadStreets(
  dataDir: string,
  onlyPlaces?: ReadonlySet<string>,
): Promise<Map<string, StreetRecord[]>> {
  const file = DATA_FILES.streets;
  const byPlace = new Map<string, StreetRecord[]>();
  let index: number[] | undefined;
  let r = 0;
  for await (const rows of streamCsvRows(join(dataDir, file))) {
    if (!index) index = columnIndex(file, rows.shift(), COLUMNS);
    const [iStraat, iPlace, iCode, iLat, iLon, iCount, iPc4] = index as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    for (const row of rows) {
      const key = placeKey(row[iPlace] ?? '', row[iCode] ?? '');
      if (!onlyPlaces || onlyPlaces.has(key)) {
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
      }
      r++;
    }
  }
  if (!index) throw new Error(`${file}: empty file`);
  return byPlace;
}
