import { cities, listingPhotos, listings, streets, users } from '../db/schema.js';

import type { Db } from '../db/database.js';

let counter = 0;

/** A city and a street to put test listings in. */
export interface TestPlace {
  cityId: number;
  streetId: number;
  cityName: string;
  streetName: string;
}

/** Inserts a city with one street (names made unique per call). */
export async function insertPlace(
  db: Db,
  cityName = 'Groningen',
  streetName = 'Herestraat',
): Promise<TestPlace> {
  counter += 1;
  const [city] = await db
    .insert(cities)
    .values({
      name: cityName,
      slug: `${cityName.toLowerCase()}-${counter}`,
      municipality: cityName,
      province: 'Groningen',
      lat: 53.2,
      lng: 6.56,
      addressCount: 1000,
    })
    .returning({ id: cities.id });
  const [street] = await db
    .insert(streets)
    .values({
      cityId: city!.id,
      name: streetName,
      slug: `${streetName.toLowerCase()}-${counter}`,
      lat: 53.2,
      lng: 6.56,
      addressCount: 10,
    })
    .returning({ id: streets.id });
  return { cityId: city!.id, streetId: street!.id, cityName, streetName };
}

/** Inserts a landlord account directly (no password that logs in). */
export async function insertLandlord(db: Db): Promise<number> {
  counter += 1;
  const [user] = await db
    .insert(users)
    .values({ email: `landlord${counter}@example.com`, passwordHash: '!', firstName: 'Landlord' })
    .returning({ id: users.id });
  return user!.id;
}

/**
 * Inserts a listing with defaults for every required column.
 *
 * @param values the landlord, the place and what the test cares about (status, rent in cents …)
 * @returns the listing id
 */
export async function insertListing(
  db: Db,
  values: {
    landlordId: number;
    place: TestPlace;
    status?: number;
    title?: string;
    rentCents?: number;
    surfaceM2?: number;
    coverPhotoKey?: string;
    /** Publication time; default none (null). */
    publishedAt?: Date;
    /** Creation time; default now. */
    createdAt?: Date;
  },
): Promise<number> {
  const [listing] = await db
    .insert(listings)
    .values({
      landlordId: values.landlordId,
      listingType: 1,
      ownerType: 1,
      status: values.status ?? 4,
      cityId: values.place.cityId,
      streetId: values.place.streetId,
      houseNumber: '1',
      postcode: '9711 LA',
      lat: 53.2,
      lng: 6.56,
      surfaceM2: values.surfaceM2 ?? 15,
      furnishing: 4,
      rentCents: values.rentCents ?? 45_000,
      availableFrom: '2030-01-01',
      title: values.title ?? 'Room in the centre',
      description: 'A room.',
      ...(values.publishedAt !== undefined ? { publishedAt: values.publishedAt } : {}),
      ...(values.createdAt !== undefined ? { createdAt: values.createdAt } : {}),
    })
    .returning({ id: listings.id });
  const id = listing!.id;
  if (values.coverPhotoKey !== undefined) {
    await db.insert(listingPhotos).values([
      { listingId: id, imageKey: `${values.coverPhotoKey}-other`, position: 0, isCover: false },
      { listingId: id, imageKey: values.coverPhotoKey, position: 1, isCover: true },
    ]);
  }
  return id;
}
