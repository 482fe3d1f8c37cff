import { sql } from 'drizzle-orm';

import { cities, streets } from '../../db/schema.js';
import { slugify } from '../../reference-data/slug.js';

import type { Db } from '../../db/database.js';
import type { CityRow } from '../../reference-data/city-rows.js';

/**
 * Test fixtures for the geography searches: real BAG places and streets copied from the
 * repository's `data/geo/nl_woonplaatsen_bag.csv` and `nl_streets_bag.csv.gz` (name,
 * municipality, province, coordinate, address count), with slugs made by `slugify` and the
 * display name 'Den Haag' for the BAG "'s-Gravenhage", as the reference load makes them.
 */

/**
 * A fixture place: the row of `cities` the reference load would make of it, without the BAG
 * place key (the fixtures insert no streets by key).
 */
export type FixtureCity = Omit<CityRow, 'key'>;

/** A fixture street: its city's slug and the columns of `streets` the searches read. */
export interface FixtureStreet {
  citySlug: string;
  name: string;
  lat: number;
  lng: number;
  addressCount: number;
  postcode4: string;
}

function city(
  name: string,
  municipality: string,
  province: string,
  lat: number,
  lng: number,
  addressCount: number,
  slug = slugify(name),
): FixtureCity {
  return { name, slug, municipality, province, lat, lng, addressCount };
}

function street(
  citySlug: string,
  name: string,
  lat: number,
  lng: number,
  addressCount: number,
  postcode4: string,
): FixtureStreet {
  return { citySlug, name, lat, lng, addressCount, postcode4 };
}

/** Real places, BAG address counts (so Amsterdam is the biggest). */
export const FIXTURE_CITIES: readonly FixtureCity[] = [
  city('Amsterdam', 'Amsterdam', 'Noord-Holland', 52.361385, 4.890586, 515488),
  city('Rotterdam', 'Rotterdam', 'Zuid-Holland', 51.918568, 4.495789, 330638),
  city('Den Haag', "'s-Gravenhage", 'Zuid-Holland', 52.069408, 4.296354, 298276),
  city('Utrecht', 'Utrecht', 'Utrecht', 52.093469, 5.106483, 158302),
  city('Groningen', 'Groningen', 'Groningen', 53.220107, 6.565287, 123399),
  city("'s-Hertogenbosch", "'s-Hertogenbosch", 'Noord-Brabant', 51.702375, 5.302187, 61370),
  city('Amstelveen', 'Amstelveen', 'Noord-Holland', 52.296117, 4.857122, 49440),
  city('Zoeterwoude', 'Zoeterwoude', 'Zuid-Holland', 52.12857, 4.510313, 4536),
  city('Den Ham', 'Twenterand', 'Overijssel', 52.464278, 6.499329, 2713),
  city('Damwâld', 'Dantumadiel', 'Friesland', 53.289334, 5.99535, 2653),
  city('Sint Odiliënberg', 'Roerdalen', 'Limburg', 51.142364, 6.001041, 1707),
  city('Hazerswoude-Rijndijk', 'Alphen aan den Rijn', 'Zuid-Holland', 52.128306, 4.589103, 2486),
  city('Hoef en Haag', 'Vijfheerenlanden', 'Utrecht', 51.986616, 5.118058, 577),
  city('Amsterdam-Duivendrecht', 'Ouder-Amstel', 'Noord-Holland', 52.328997, 4.927964, 453),
  city(
    'Den Ham',
    'Westerkwartier',
    'Groningen',
    53.270297,
    6.443895,
    130,
    'den-ham-westerkwartier',
  ),
];

/** Real streets of those places. */
export const FIXTURE_STREETS: readonly FixtureStreet[] = [
  street('amsterdam', 'Kalverstraat', 52.369805, 4.891378, 197, '1012'),
  street('amsterdam', 'Damrak', 52.375336, 4.895607, 247, '1012'),
  street('amsterdam', 'Curaçaostraat', 52.361148, 4.851822, 423, '1058'),
  street('amsterdam', 'Van Ostadestraat', 52.352845, 4.895765, 1513, '1072'),
  street('amsterdam', 'Ampèrestraat', 52.354104, 4.9414, 15, '1098'),
  street('utrecht', 'Kalverstraat', 52.094755, 5.119005, 28, '3512'),
  street('utrecht', 'Curaçaostraat', 52.093931, 5.087662, 50, '3531'),
  street('utrecht', 'Haagstraat', 52.092536, 5.138579, 54, '3581'),
  street('utrecht', 'Hoogstraat', 52.106166, 5.10963, 110, '3552'),
  street('utrecht', 'Rijndijk', 52.07282, 5.140185, 7, '3585'),
  street('groningen', 'Kalverstraat', 53.227449, 6.553228, 31, '9717'),
  street('groningen', 'Curaçaostraat', 53.237637, 6.567745, 58, '9715'),
  street('groningen', 'Hoogstraat', 53.217118, 6.567988, 18, '9711'),
  street('s-hertogenbosch', 'Kalverstraat', 51.697741, 5.293065, 44, '5223'),
  street('s-hertogenbosch', 'Haagstraat', 51.728605, 5.32029, 13, '5236'),
  street('den-haag', 'Curaçaostraat', 52.092326, 4.307068, 63, '2585'),
  street('den-haag', 'Hoogstraat', 52.078848, 4.308828, 47, '2513'),
  street('den-haag', 'Van Ostadestraat', 52.06613, 4.305967, 474, '2526'),
  street('rotterdam', 'Coolsingel', 51.92064, 4.479298, 105, '3011'),
  street('rotterdam', 'Groningerstraat', 51.896838, 4.511176, 10, '3074'),
  street('rotterdam', 'Hoogstraat', 51.922147, 4.490306, 577, '3011'),
  street('amstelveen', 'Amsterdamseweg', 52.315383, 4.852021, 595, '1181'),
  street('amstelveen', 'Dorpsstraat', 52.302009, 4.846506, 87, '1182'),
  street('zoeterwoude', 'Dorpsstraat', 52.121178, 4.496499, 48, '2381'),
  street('zoeterwoude', 'Hoogstraat', 52.11615, 4.497227, 13, '2381'),
  street('hazerswoude-rijndijk', 'Rijndijk', 52.127905, 4.579976, 411, '2394'),
];

/** Ids of the inserted fixtures. */
export interface FixtureIds {
  /** City slug → `cities.id`. */
  cityIds: ReadonlyMap<string, number>;
  /** `<city slug>/<street slug>` → `streets.id`. */
  streetIds: ReadonlyMap<string, number>;
}

/**
 * Inserts {@link FIXTURE_CITIES} and {@link FIXTURE_STREETS} (street slugs by `slugify`).
 *
 * @param db the Drizzle handle of an empty test database
 * @returns the ids, by slug
 */
export async function insertGeographyFixtures(db: Db): Promise<FixtureIds> {
  const insertedCities = await db
    .insert(cities)
    .values(FIXTURE_CITIES.map((row) => ({ ...row })))
    .returning({ id: cities.id, slug: cities.slug });
  const cityIds = new Map(insertedCities.map((row) => [row.slug, row.id]));
  const insertedStreets = await db
    .insert(streets)
    .values(
      FIXTURE_STREETS.map((row) => ({
        cityId: cityIds.get(row.citySlug) ?? 0,
        name: row.name,
        slug: slugify(row.name),
        postcode4: row.postcode4,
        lat: row.lat,
        lng: row.lng,
        addressCount: row.addressCount,
      })),
    )
    .returning({ id: streets.id, cityId: streets.cityId, slug: streets.slug });
  const slugOfCity = new Map(insertedCities.map((row) => [row.id, row.slug]));
  const streetIds = new Map(
    insertedStreets.map((row) => [`${slugOfCity.get(row.cityId) ?? ''}/${row.slug}`, row.id]),
  );
  return { cityIds, streetIds };
}

/** Stems and endings of Dutch street names, combined into the synthetic streets. */
const STEMS = [
  'Kerk',
  'Dorps',
  'Molen',
  'School',
  'Hoog',
  'Nieuw',
  'Beuken',
  'Eiken',
  'Linden',
  'Berken',
  'Prinses Beatrix',
  'Prins Hendrik',
  'Wilhelmina',
  'Juliana',
  'Oranje',
  'Van Goghs',
  'Rembrandt',
  'Vondel',
  'Bloemen',
  'Tulpen',
  'Rozen',
  'Sport',
  'Stations',
  'Markt',
  'Haven',
  'Dijk',
  'Veld',
  'Weide',
  'Akker',
  'Zuid',
  'Noord',
  'Oost',
  'West',
  'Van der Hoeven',
  'Van Ostade',
  'Kalver',
  'Curaçao',
  'Amstel',
  'Groninger',
  'Haag',
];
const ENDINGS = [
  'straat',
  'weg',
  'laan',
  'plein',
  'pad',
  'singel',
  'hof',
  'kade',
  'dreef',
  'steeg',
];

/**
 * Inserts `count` synthetic streets (real name patterns such as 'Kerkstraat', 'Prins Hendriklaan',
 * each name in many cities, like the BAG data) spread over the existing cities, then ANALYZEs
 * `streets` so the planner sees realistic statistics. Used by the plan tests.
 *
 * @param db the Drizzle handle (cities inserted already)
 * @param count number of streets, e.g. 50,000
 */
export async function insertSyntheticStreets(db: Db, count: number): Promise<void> {
  const stems = `{${STEMS.map((stem) => `"${stem}"`).join(',')}}`;
  const endings = `{${ENDINGS.join(',')}}`;
  await db.execute(sql`
    with city_list as (select array_agg(id order by id) as ids from ${cities}),
    names as (
      select i,
        (${stems}::text[])[1 + i % ${STEMS.length}] || (${endings}::text[])[1 + (i / ${STEMS.length}) % ${ENDINGS.length}] as name
      from generate_series(1, ${count}::int) as i
    )
    insert into ${streets} (city_id, name, slug, postcode4, lat, lng, address_count)
    select ids[1 + i % array_length(ids, 1)], name,
      'synthetic-' || i, '1000', 52 + (i % 100) / 100.0, 5 + (i % 97) / 100.0, 1 + (i * 7919) % 500
    from names, city_list`);
  await db.execute(sql`analyze ${streets}`);
  await db.execute(sql`analyze ${cities}`);
}
