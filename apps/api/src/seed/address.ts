import type { Random } from './random.js';

/** Letters used in Dutch postcodes: F, I, O, Q, U and Y are never used. */
const POSTCODE_LETTERS: readonly string[] = [...'ABCDEGHJKLMNPRSTVWXZ'];
/** Letter pairs PostNL does not issue. */
const UNUSED_PAIRS: ReadonlySet<string> = new Set(['SA', 'SD', 'SS']);

/** House-number additions and their weights: most addresses have none. */
const HOUSE_NUMBER_SUFFIXES: readonly (readonly [string, number])[] = [
  ['', 80],
  ['A', 6],
  ['B', 3],
  ['-1', 4],
  ['-2', 4],
  ['-3', 3],
];

/** A Dutch postcode: 4 digits (no leading 0), a space, two capital letters. */
export const POSTCODE_PATTERN = /^[1-9]\d{3} [A-Z]{2}$/;

/** Mean Earth radius in metres (IUGG). */
const EARTH_RADIUS_M = 6_371_008.8;
const METRES_PER_DEGREE_LAT = (Math.PI * EARTH_RADIUS_M) / 180;

/**
 * A full postcode on a street: one of its BAG 4-digit postcodes plus two letters as PostNL
 * issues them (no F, I, O, Q, U, Y; not SA, SD, SS). The letters are invented (BAG files here
 * carry only pc4), the digits are real.
 *
 * @param pc4 the street's 4-digit postcodes (non-empty), e.g. ['1012']
 * @returns e.g. '1012 AB'
 * @throws Error when `pc4` is empty
 */
export function postcodeOnStreet(pc4: readonly string[], random: Random): string {
  const digits = random.pick(pc4);
  let letters: string;
  do letters = random.pick(POSTCODE_LETTERS) + random.pick(POSTCODE_LETTERS);
  while (UNUSED_PAIRS.has(letters));
  return `${digits} ${letters}`;
}

/**
 * A house number on a street with `addressCount` BAG addresses: 1…min(addressCount, 250)
 * (at least 1…2), sometimes with a letter ('12A') or a floor suffix ('12-2').
 */
export function houseNumberOnStreet(addressCount: number, random: Random): string {
  const number = random.int(1, Math.max(2, Math.min(addressCount, 250)));
  return `${number}${random.weighted(HOUSE_NUMBER_SUFFIXES)}`;
}

/**
 * A point spread uniformly over a disc around a coordinate.
 *
 * @param lat latitude in WGS84 degrees
 * @param lng longitude in WGS84 degrees
 * @param radiusM disc radius in metres (the seed uses 100 m)
 * @returns the new point, rounded to 6 decimals (≈ 0.1 m)
 */
export function jitterCoordinate(
  lat: number,
  lng: number,
  radiusM: number,
  random: Random,
): { lat: number; lng: number } {
  const distance = radiusM * Math.sqrt(random.next());
  const bearing = random.next() * 2 * Math.PI;
  const dLat = (distance * Math.cos(bearing)) / METRES_PER_DEGREE_LAT;
  const dLng =
    (distance * Math.sin(bearing)) / (METRES_PER_DEGREE_LAT * Math.cos((lat * Math.PI) / 180));
  return { lat: round6(lat + dLat), lng: round6(lng + dLng) };
}

/**
 * Great-circle (haversine) distance between two WGS84 points.
 * @returns metres
 */
export function distanceMetres(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const toRad = Math.PI / 180;
  const dLat = (bLat - aLat) * toRad;
  const dLng = (bLng - aLng) * toRad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(aLat * toRad) * Math.cos(bLat * toRad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
