import { readCsvTable } from './csv-table.js';
import { DATA_FILES } from './data-dir.js';
import { PLACE_COLUMNS, placeFields, type PlaceRecord } from './places.js';

/**
 * A 4-digit postcode area (row of `geo/nl_pc4_bag.csv`): its woonplaats, municipality and
 * province are the most common among the area's BAG addresses; coordinate and address count
 * are the area's own.
 */
export interface PostcodeAreaRecord extends PlaceRecord {
  /** The 4 digits, e.g. '1012'. */
  pc4: string;
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
  return readCsvTable(dataDir, file, ['pc4', ...PLACE_COLUMNS], (fields) => {
    const pc4 = fields.text('pc4');
    if (!/^[1-9]\d{3}$/.test(pc4))
      throw new Error(`${file}: data row ${fields.row + 1} has pc4 "${pc4}"`);
    return { pc4, ...placeFields(fields) };
  });
}
