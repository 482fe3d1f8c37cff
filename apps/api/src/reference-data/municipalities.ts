import { join } from 'node:path';

import { columnIndex, readCsvRows } from './csv-file.js';
import { DATA_FILES } from './data-dir.js';
import { numberField } from './places.js';

/** A Dutch municipality of the CBS 2025 division (row of `geo/nl_gemeenten.csv`). */
export interface MunicipalityRecord {
  /** CBS municipality code, e.g. 'GM0363'. */
  code: string;
  /** CBS name, e.g. "'s-Gravenhage". */
  name: string;
  /** CBS province code, e.g. 'PV27'. */
  provinceCode: string;
  /** CBS province name (CBS spelling, e.g. 'Fryslân'). */
  province: string;
  /** The municipality's main place (GeoNames). */
  mainPlace: string;
  /**
   * Coordinate of the main place, WGS84 degrees; null for the two municipalities whose main
   * place is not in the GeoNames extract (Eemnes, Etten-Leur).
   */
  lat: number | null;
  lon: number | null;
}

/**
 * Reads the 342 municipalities (CBS 2025, coordinates from GeoNames).
 *
 * @param dataDir the reference data folder (see `resolveReferenceDataDir`)
 * @returns the municipalities in file order (by name)
 * @throws Error when the file is missing, a column is missing or a coordinate does not parse
 */
export function loadMunicipalities(dataDir: string): MunicipalityRecord[] {
  const file = DATA_FILES.municipalities;
  const rows = readCsvRows(join(dataDir, file));
  const [iCode, iName, iProvinceCode, iProvince, iMainPlace, iLat, iLon] = columnIndex(
    file,
    rows.shift(),
    ['gemeente_code', 'gemeente', 'provincie_code', 'provincie', 'main_place', 'lat', 'lon'],
  ) as [number, number, number, number, number, number, number];
  return rows.map((row, r) => {
    const hasCoordinate = (row[iLat] ?? '') !== '' || (row[iLon] ?? '') !== '';
    return {
      code: row[iCode] ?? '',
      name: row[iName] ?? '',
      provinceCode: row[iProvinceCode] ?? '',
      province: row[iProvince] ?? '',
      mainPlace: row[iMainPlace] ?? '',
      lat: hasCoordinate ? numberField(file, r, 'lat', row[iLat]) : null,
      lon: hasCoordinate ? numberField(file, r, 'lon', row[iLon]) : null,
    };
  });
}
