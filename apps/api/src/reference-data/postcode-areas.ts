import { readCsvTable } from './csv-table.js';
import { DATA_FILES } from './data-dir.js';

/** A 4-digit postcode area (row of `geo/nl_pc4_bag.csv`). */
export interface PostcodeAreaRecord {
  /** The 4 digits, e.g. '1012'. */
  pc4: string;
  /** The most common woonplaats, municipality and province among the area's BAG addresses. */
  woonplaats: string;
  gemeente: string;
  /** CBS municipality code, e.g. 'GM0363'. */
  gemeenteCode: string;
  provincie: string;
  /** Mean of the address coordinates, WGS84 degrees. */
  lat: number;
  lon: number;
  addressCount: number;
}

/**
 * Reads the 4,071 four-digit postcode areas.
 *
 * @param dataDir the reference data folder (see `resolveReferenceDataDir`)
 * @returns the areas in file order (ascending postcode)
 * @throws Error when the file is missing, a column is missing, a postcode is not 4 digits
 *   (1000-9999) or a number does not parse
 */
export function loadPostcodeAreas(dataDir: string): PostcodeAreaRecord[] {
  const file = DATA_FILES.pc4;
  return readCsvTable(
    dataDir,
    file,
    ['pc4', 'woonplaats', 'gemeente', 'gemeente_code', 'provincie', 'lat', 'lon', 'address_count'],
    (fields) => {
      const pc4 = fields.text('pc4');
      if (!/^[1-9]\d{3}$/.test(pc4))
        throw new Error(`${file}: data row ${fields.row + 1} has pc4 "${pc4}"`);
      return {
        pc4,
        woonplaats: fields.text('woonplaats'),
        gemeente: fields.text('gemeente'),
        gemeenteCode: fields.text('gemeente_code'),
        provincie: fields.text('provincie'),
        lat: fields.number('lat'),
        lon: fields.number('lon'),
        addressCount: fields.number('address_count'),
      };
    },
  );
}
