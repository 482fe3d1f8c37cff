/**
 * Test support for the listing routes: a small deterministic set of cities, streets, a landlord
 * and a few hundred listings whose every search attribute varies, inserted through Drizzle, and
 * kept in memory so the tests can compute the expected answer of each filter independently.
 */
import { cities, listingPhotos, listings, streets, users } from '../../../db/schema.js';

import type { Db } from '../../../db/database.js';

/** A fixture city: slug, name, centre. */
export interface FixtureCity {
  id: number;
  slug: string;
  name: string;
  lat: number;
  lng: number;
}

/** A fixture street of a city. */
export interface FixtureStreet {
  id: number;
  cityId: number;
  slug: string;
  name: string;
  lat: number;
  lng: number;
}

/** A listing as inserted (the columns the search reads). */
export interface FixtureListing {
  id: number;
  listingType: number;
  ownerType: number;
  status: number;
  cityId: number;
  streetId: number;
  lat: number;
  lng: number;
  surfaceM2: number;
  furnishing: number;
  rentCents: number;
  serviceCostsCents: number;
  availableFrom: string;
  availableTo: string | null;
  isBathroomPrivate: boolean;
  isToiletPrivate: boolean;
  isKitchenPrivate: boolean;
  hasInternet: boolean;
  isSmokingInsideAllowed: boolean;
  isPetsInsideAllowed: boolean;
  preferredGenders: number;
  preferredAgeMin: number;
  preferredAgeMax: number;
  preferredOccupations: number;
  suitableForPersons: number;
  currentResidents: number;
  currentResidentGenders: number;
  title: string;
  topAdvertUntil: Date | null;
  publishedAt: Date | null;
  updatedAt: Date;
}

/** Everything the fixture inserted. */
export interface ListingFixture {
  cities: FixtureCity[];
  streets: FixtureStreet[];
  listings: FixtureListing[];
  landlord: { id: number; firstName: string; photoKey: string | null };
  /** Ids of listings with photos, and the cover key of each. */
  covers: Map<number, string>;
}

/** A small deterministic PRNG (mulberry32). */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 86_400_000;
const NOW = Date.now();

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

const CITY_SPECS = [
  { slug: 'alphen-stad', name: 'Alphen Stad', lat: 52.1, lng: 5.1 },
  { slug: 'beta-dorp', name: 'Bèta Dorp', lat: 52.1, lng: 5.25 },
  { slug: 'gamma', name: 'Gamma', lat: 52.5, lng: 5.1 },
] as const;

/**
 * Inserts the fixture into an empty migrated database: 3 cities (Alphen Stad and Bèta Dorp
 * about 10 km apart, Gamma 45 km north), 3 streets each, one landlord, `count` listings
 * (about 1 in 8 not visible; ties in rent and publication time; active, expired and no top
 * adverts; some with photos).
 *
 * @param db a Drizzle handle on the test database
 * @param count listings to insert (default 360)
 */
export async function insertListingFixture(db: Db, count = 360): Promise<ListingFixture> {
  const random = prng(20_261_101);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const chance = (p: number) => random() < p;

  const cityRows = await db
    .insert(cities)
    .values(
      CITY_SPECS.map((c, i) => ({
        ...c,
        municipality: c.name,
        province: 'Utrecht',
        addressCount: 1000 - i,
      })),
    )
    .returning();
  const streetValues = cityRows.flatMap((city) =>
    ['hoofdstraat', 'kerkweg', 'stationsplein'].map((slug, i) => ({
      cityId: city.id,
      slug,
      name: slug.charAt(0).toUpperCase() + slug.slice(1),
      postcode4: '1234',
      lat: city.lat + (i - 1) * 0.02,
      lng: city.lng + (i - 1) * 0.03,
      addressCount: 100,
    })),
  );
  const streetRows = await db.insert(streets).values(streetValues).returning();
  const [landlord] = await db
    .insert(users)
    .values({
      email: 'landlord@example.test',
      passwordHash: 'x',
      firstName: 'Lotte',
      photoKey: 'user-photo-1',
    })
    .returning();
  if (!landlord) throw new Error('no landlord');

  const values: Omit<FixtureListing, 'id'>[] = [];
  for (let i = 0; i < count; i++) {
    const street = pick(streetRows);
    const residents = pick([0, 0, 1, 2, 3, 4, 5, 8, 9, 12]);
    let residentGenders = 0;
    for (let r = 0; r < residents; r++) residentGenders |= chance(0.5) ? 1 : 2;
    const from = NOW + Math.floor(random() * 120 - 20) * DAY_MS;
    const ageMin = pick([16, 18, 20, 25]);
    const status =
      i % 16 === 3 ? 5 : i % 8 === 3 ? pick([-1, 1, 2, 6, 7, 11]) : pick([3, 4, 4, 10, 10]);
    // Whole hours in the past: several listings share a publication time (id tiebreak).
    const publishedAt = new Date(
      Math.floor(NOW / 3_600_000) * 3_600_000 - Math.floor(random() * 60) * 3_600_000,
    );
    values.push({
      listingType: pick([1, 1, 2, 2, 4, 8, 16]),
      ownerType: pick([1, 2, 4, 8]),
      status,
      cityId: street.cityId,
      streetId: street.id,
      lat: street.lat + (random() - 0.5) * 0.12,
      lng: street.lng + (random() - 0.5) * 0.18,
      surfaceM2: pick([8, 12, 16, 20, 25, 30, 45, 60, 80, 120]),
      furnishing: pick([1, 2, 4]),
      // Few distinct rents: many ties for the id tiebreak.
      rentCents: pick([40_000, 55_000, 60_000, 80_000, 95_000, 120_000, 150_000, 210_000]),
      serviceCostsCents: pick([0, 2500, 5000]),
      availableFrom: isoDate(from),
      availableTo: chance(0.35) ? isoDate(from + pick([90, 180, 365]) * DAY_MS) : null,
      isBathroomPrivate: chance(0.4),
      isToiletPrivate: chance(0.5),
      isKitchenPrivate: chance(0.3),
      hasInternet: chance(0.7),
      isSmokingInsideAllowed: chance(0.2),
      isPetsInsideAllowed: chance(0.25),
      preferredGenders: pick([1, 2, 3, 4, 8, 8]),
      preferredAgeMin: ageMin,
      preferredAgeMax: ageMin + pick([5, 10, 20, 60]),
      preferredOccupations: pick([1, 2, 3, 4, 5, 8, 12, 15]),
      suitableForPersons: chance(0.3) ? 2 : 1,
      currentResidents: residents,
      currentResidentGenders: residentGenders,
      title: `Listing ${i}`,
      topAdvertUntil: chance(0.1)
        ? new Date(NOW + 7 * DAY_MS)
        : chance(0.05)
          ? new Date(NOW - DAY_MS)
          : null,
      publishedAt,
      // Inactive listings were rented out: deactivated 10 days after publication.
      updatedAt: status === 5 ? new Date(publishedAt.getTime() + 10 * DAY_MS) : new Date(NOW),
    });
  }
  const rows = await db
    .insert(listings)
    .values(
      values.map((v, i) => ({
        ...v,
        landlordId: landlord.id,
        houseNumber: String(i + 1),
        postcode: '1234AB',
        description: `Description of ${v.title}`,
      })),
    )
    .returning({ id: listings.id });

  const inserted = values.map((v, i) => ({ ...v, id: (rows[i] as { id: number }).id }));

  const covers = new Map<number, string>();
  const photoValues = inserted
    .filter((_, i) => i % 5 === 0)
    .flatMap((listing) => {
      covers.set(listing.id, `cover-${listing.id}`);
      return [
        { listingId: listing.id, imageKey: `photo-${listing.id}-a`, position: 0, isCover: false },
        { listingId: listing.id, imageKey: `cover-${listing.id}`, position: 1, isCover: true },
      ];
    });
  await db.insert(listingPhotos).values(photoValues);

  return {
    cities: cityRows.map((c) => ({ id: c.id, slug: c.slug, name: c.name, lat: c.lat, lng: c.lng })),
    streets: streetRows.map((s) => ({
      id: s.id,
      cityId: s.cityId,
      slug: s.slug,
      name: s.name,
      lat: s.lat,
      lng: s.lng,
    })),
    listings: inserted,
    landlord: { id: landlord.id, firstName: landlord.firstName, photoKey: landlord.photoKey },
    covers,
  };
}

/** Is the listing visible to tenants (§3: Approved 3, Active 4, AutomaticallyActivated 10)? */
export function isVisibleFixture(listing: FixtureListing): boolean {
  return listing.status === 3 || listing.status === 4 || listing.status === 10;
}

/** Has the listing an active top advert now? */
export function isTopFixture(listing: FixtureListing): boolean {
  return listing.topAdvertUntil !== null && listing.topAdvertUntil.getTime() > Date.now();
}
