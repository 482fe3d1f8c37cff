import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { parseCsvRecords } from './csv.js';
import { DATA_FILES } from './data-dir.js';
import { slugify } from './slug.js';

/**
 * Published rent levels used by the seed and the fraud rules, read from `rents/nl_rent_levels_reported.csv`
 * (hand-compiled from news reports; each row cites its article). Which figure is used:
 *
 * - **Rooms** (ListingType Room 1, and StudentResidence 16): Kamernet average asking rent per
 *   month (`segment=room`, `avg_rent_eur_per_month`), the latest period per city:
 *   Amsterdam €945 (2025-Q2, private rooms), Den Haag €750 (2025-Q2, approx.), Haarlem €750
 *   (2025-Q2, approx.), Utrecht €700 (2025-Q2, approx.), Rotterdam €700 (2025-Q2, approx.),
 *   Nijmegen €517 (2023), Groningen €479 (2023), Wageningen €395 (2025-Q2), Enschede €351
 *   (2025-Q2). Every other city: the national Kamernet figure €683 (2025-Q1).
 * - **Studios** (4): Kamernet average studio rent per month, Q1 2024: Amsterdam €1,396,
 *   Utrecht €1,198, Rotterdam €1,072. Other cities: their room figure × the studio/room ratio of
 *   the same Kamernet Q1 2024 report (mean of Amsterdam 1,396/951 and Utrecht 1,198/800 ≈ 1.483),
 *   so nationally about €1,013.
 * - **Apartments** (2): surface × Pararius Huurmonitor average € per m² per month of free-sector
 *   dwellings (new lettings), the latest period per city: Amsterdam €26.96 (2024-Q3), Utrecht
 *   €19.83, Den Haag €18.19, Rotterdam €17.91, Eindhoven €17.28 (all 2023-Q1). Every other
 *   city: the national Pararius figure €20.06 (2025-Q2). Kamernet's apartment averages are not
 *   used: they describe small student-oriented apartments, and the README says not to mix the
 *   Kamernet and Pararius series.
 * - **Anti-squat** (Antikraak 8): no published figure; the seed assumes a usage fee of 35% of the
 *   city's room figure (national ≈ €239), a typical anti-squat level.
 *
 * "Latest" means the most recent `period` (a full year counts as its fourth quarter); within
 * one period an exact figure wins over an `approximate=yes` one, then the later article.
 * The figures are computed from the CSV, not copied: `rent-levels.test.ts` pins the values
 * above so this comment stays true when the data changes.
 */

/** One published figure. */
export interface RentFigure {
  /** Euros per month, or euros per m² per month for `avg_rent_eur_per_m2_per_month`. */
  value: number;
  publisher: string;
  period: string;
  /** The city as written in the CSV ('Nederland' for the national figure). */
  city: string;
  approximate: boolean;
  citedIn: string;
  citedInUrl: string;
}

/** The figures the seed uses, keyed by city slug ('den-haag'). */
export interface RentLevels {
  roomMonthly: ReadonlyMap<string, RentFigure>;
  nationalRoomMonthly: RentFigure;
  studioMonthly: ReadonlyMap<string, RentFigure>;
  /** Mean studio/room ratio of the Kamernet report that has both for the same cities. */
  studioToRoomRatio: number;
  apartmentPerM2: ReadonlyMap<string, RentFigure>;
  nationalApartmentPerM2: RentFigure;
}

/** Anti-squat usage fee as a share of the room figure (assumption, see the module comment). */
export const ANTISQUAT_SHARE_OF_ROOM = 0.35;

const NATIONAL = 'nederland';

interface Row extends RentFigure {
  segment: string;
  metric: string;
  citedInPublished: string;
  order: number;
}

/** Sort key of a period: 'YYYY-Qn' → YYYY·10+n, a full year 'YYYY' → YYYY·10+4. */
function periodKey(period: string): number {
  const quarter = /^(\d{4})-Q([1-4])$/.exec(period);
  if (quarter) return Number(quarter[1]) * 10 + Number(quarter[2]);
  const year = /^(\d{4})$/.exec(period);
  if (year) return Number(year[1]) * 10 + 4;
  throw new Error(`rents: unknown period "${period}"`);
}

function isNewer(candidate: Row, current: Row): boolean {
  const byPeriod = periodKey(candidate.period) - periodKey(current.period);
  if (byPeriod !== 0) return byPeriod > 0;
  if (candidate.approximate !== current.approximate) return !candidate.approximate;
  if (candidate.citedInPublished !== current.citedInPublished)
    return candidate.citedInPublished > current.citedInPublished;
  return false;
}

function latestPerCity(
  rows: readonly Row[],
  publisher: string,
  segment: string,
  metric: string,
): Map<string, Row> {
  const latest = new Map<string, Row>();
  for (const row of rows) {
    if (row.publisher !== publisher || row.segment !== segment || row.metric !== metric) continue;
    const slug = slugify(row.city);
    const current = latest.get(slug);
    if (!current || isNewer(row, current)) latest.set(slug, row);
  }
  return latest;
}

function toFigure(row: Row): RentFigure {
  const { value, publisher, period, city, approximate, citedIn, citedInUrl } = row;
  return { value, publisher, period, city, approximate, citedIn, citedInUrl };
}

function withoutNational(latest: Map<string, Row>): Map<string, RentFigure> {
  const figures = new Map<string, RentFigure>();
  for (const [slug, row] of latest) if (slug !== NATIONAL) figures.set(slug, toFigure(row));
  return figures;
}

/**
 * Selects the seed's figures from the rent CSV text (see the module comment for the rules).
 *
 * @param text contents of `rents/nl_rent_levels_reported.csv`
 * @returns the selected figures
 * @throws Error when a column is missing, a value does not parse, or the national room or
 *   apartment figure, or the studio/room pairs for the ratio, are absent
 */
export function parseRentLevels(text: string): RentLevels {
  const rows: Row[] = parseCsvRecords(text, [
    'publisher',
    'period',
    'city',
    'segment',
    'metric',
    'value_eur',
    'approximate',
    'cited_in',
    'cited_in_url',
    'cited_in_published',
  ]).map((record, order) => {
    const value = Number(record.value_eur);
    if (!Number.isFinite(value) || value <= 0)
      throw new Error(`rents: data row ${order + 1} has an invalid value`);
    return {
      value,
      publisher: record.publisher ?? '',
      period: record.period ?? '',
      city: record.city ?? '',
      segment: record.segment ?? '',
      metric: record.metric ?? '',
      approximate: record.approximate === 'yes',
      citedIn: record.cited_in ?? '',
      citedInUrl: record.cited_in_url ?? '',
      citedInPublished: record.cited_in_published ?? '',
      order,
    };
  });

  const rooms = latestPerCity(rows, 'Kamernet', 'room', 'avg_rent_eur_per_month');
  const studios = latestPerCity(rows, 'Kamernet', 'studio', 'avg_rent_eur_per_month');
  const apartments = latestPerCity(
    rows,
    'Pararius',
    'free-sector dwelling (new lettings)',
    'avg_rent_eur_per_m2_per_month',
  );
  const nationalRoom = rooms.get(NATIONAL);
  const nationalApartment = apartments.get(NATIONAL);
  if (!nationalRoom) throw new Error('rents: no national Kamernet room figure');
  if (!nationalApartment) throw new Error('rents: no national Pararius € per m² figure');

  // Studio/room ratio: studio figures paired with a room figure of the same city and period.
  const ratios: number[] = [];
  for (const studio of rows) {
    if (
      studio.publisher !== 'Kamernet' ||
      studio.segment !== 'studio' ||
      studio.metric !== 'avg_rent_eur_per_month'
    )
      continue;
    const room = rows.find(
      (row) =>
        row.publisher === 'Kamernet' &&
        row.segment === 'room' &&
        row.metric === 'avg_rent_eur_per_month' &&
        row.city === studio.city &&
        row.period === studio.period,
    );
    if (room) ratios.push(studio.value / room.value);
  }
  if (ratios.length === 0)
    throw new Error('rents: no studio and room figures of the same city and period');

  return {
    roomMonthly: withoutNational(rooms),
    nationalRoomMonthly: toFigure(nationalRoom),
    studioMonthly: withoutNational(studios),
    studioToRoomRatio: ratios.reduce((a, b) => a + b, 0) / ratios.length,
    apartmentPerM2: withoutNational(apartments),
    nationalApartmentPerM2: toFigure(nationalApartment),
  };
}

/**
 * Reads and selects the rent figures from the reference data folder.
 * @param dataDir the reference data folder (see `resolveReferenceDataDir`)
 * @throws see `parseRentLevels`; also when the file is missing
 */
export function loadRentLevels(dataDir: string): RentLevels {
  return parseRentLevels(readFileSync(join(dataDir, DATA_FILES.rents), 'utf8'));
}

/** The base rents of one city, in euros, and whether each came from the city or the country. */
export interface CityRentBasis {
  /** Room (and student-residence room) rent, € per month. */
  roomEur: number;
  /** Studio rent, € per month. */
  studioEur: number;
  /** Apartment rent, € per m² per month. */
  apartmentEurPerM2: number;
  /** Anti-squat usage fee, € per month (35% of the room figure). */
  antisquatEur: number;
  roomSource: 'city' | 'national';
  studioSource: 'city' | 'derived';
  apartmentSource: 'city' | 'national';
}

/**
 * The base rents of a city (§3 listing rent before the per-listing spread).
 *
 * @param levels the selected figures
 * @param citySlug the city's slug, e.g. 'den-haag'; figures are matched on the slug of the CSV's
 *   city name, which is the plain slug of the largest place of that name
 * @returns euros per month (rooms, studios, anti-squat) and € per m² per month (apartments)
 */
export function rentBasisForCity(levels: RentLevels, citySlug: string): CityRentBasis {
  const room = levels.roomMonthly.get(citySlug);
  const studio = levels.studioMonthly.get(citySlug);
  const apartment = levels.apartmentPerM2.get(citySlug);
  const roomEur = room?.value ?? levels.nationalRoomMonthly.value;
  return {
    roomEur,
    studioEur: studio?.value ?? roomEur * levels.studioToRoomRatio,
    apartmentEurPerM2: apartment?.value ?? levels.nationalApartmentPerM2.value,
    antisquatEur: roomEur * ANTISQUAT_SHARE_OF_ROOM,
    roomSource: room ? 'city' : 'national',
    studioSource: studio ? 'city' : 'derived',
    apartmentSource: apartment ? 'city' : 'national',
  };
}
