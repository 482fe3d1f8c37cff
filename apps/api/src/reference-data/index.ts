/**
 * The reference data of the product, from `<repo>/data` (see its README.md: sources, licences,
 * attribution): BAG places and streets (loaded into `cities` and `streets`), CBS municipalities,
 * postcode areas and the published rent levels (read by the fraud rules and the demo seed), and
 * `slugify`, the one slug rule of cities, streets and search URLs. Runtime code: the API and
 * the seed both use it; it never imports the seed.
 *
 * What the start command needs (the caller holds its own advisory lock; the load takes one too):
 *
 * ```ts
 * if (!(await isReferenceDataLoaded(pool))) await loadReferenceData(pool);
 * ```
 *
 * The CLI is `cli.ts` (`pnpm db:reference`).
 */
export { DATA_FILES, findRepoRoot, resolveReferenceDataDir } from './data-dir.js';
export {
  isReferenceDataLoaded,
  loadReferenceData,
  type ReferenceLoadOptions,
  type ReferenceLoadResult,
} from './load.js';
export { loadMunicipalities, type MunicipalityRecord } from './municipalities.js';
export { loadPlaces, placeKey, type PlaceRecord } from './places.js';
export { loadPostcodeAreas, type PostcodeAreaRecord } from './postcode-areas.js';
export {
  type CityRentBasis,
  loadRentLevels,
  rentBasisForCity,
  type RentFigure,
  type RentLevels,
} from './rent-levels.js';
export { slugify } from './slug.js';
export { loadStreets, type StreetRecord } from './streets.js';
