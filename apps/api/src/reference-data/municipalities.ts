import { readCsvTable } from './csv-table.js';
import { DATA_FILES } from './data-dir.js';

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
  return readCsvTable(
    dataDir,
    DATA_FILES.municipalities,
    ['gemeente_code', 'gemeente', 'provincie_code', 'provincie', 'main_place', 'lat', 'lon'],
    (fields) => {
      const hasCoordinate = fields.text('lat') !== '' || fields.text('lon') !== '';
      return {
        code: fields.text('gemeente_code'),
        name: fields.text('gemeente'),
        provinceCode: fields.text('provincie_code'),
        province: fields.text('provincie'),
        mainPlace: fields.text('main_place'),
        lat: hasCoordinate ? fields.number('lat') : null,
        lon: hasCoordinate ? fields.number('lon') : null,
      };
    },
  );
}
