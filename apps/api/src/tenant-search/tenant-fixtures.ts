/**
 * Test fixtures of the tenant search: cities at given coordinates and tenants with profiles
 * (inserted directly, every field overridable). Test-only.
 */
import { cities, tenantProfiles, users } from '../db/schema.js';

import { invalidateTenantIndex } from './tenant-index.js';

import type { Database } from '../db/database.js';

let counter = 0;

/** Inserts a city at a coordinate; returns its id and slug. */
export async function insertCity(
  { db }: Database,
  name: string,
  lat: number,
  lng: number,
): Promise<{ id: number; slug: string; name: string }> {
  counter += 1;
  const slug = `${name.toLowerCase()}-${counter}`;
  const [city] = await db
    .insert(cities)
    .values({ name, slug, municipality: name, province: 'Test', lat, lng, addressCount: 1000 })
    .returning({ id: cities.id });
  return { id: city!.id, slug, name };
}

/** What a test tenant may override: user columns and profile columns. */
export interface TenantFixture {
  firstName?: string;
  photoKey?: string | null;
  gender?: number | null;
  occupation?: number | null;
  lastActiveAt?: Date | null;
  deletedAt?: Date | null;
  profile?: Partial<typeof tenantProfiles.$inferInsert>;
}

/**
 * Inserts a user with a complete, visible profile seeking `cityIds` (budget € 800, move-in
 * 2027-01-01, age band 2, student, with photo), then the overrides; the tenant search's index
 * is invalidated, as a profile save does.
 *
 * @returns the user id
 */
export async function insertTenant(
  database: Database,
  cityIds: number[],
  fixture: TenantFixture = {},
): Promise<number> {
  counter += 1;
  const { db } = database;
  const [user] = await db
    .insert(users)
    .values({
      email: `tenant-fixture-${counter}-${Date.now()}@example.com`,
      passwordHash: '!',
      firstName: fixture.firstName ?? `Tenant${counter}`,
      photoKey: fixture.photoKey === undefined ? `photo-${counter}` : fixture.photoKey,
      gender: fixture.gender === undefined ? 2 : fixture.gender,
      occupation: fixture.occupation === undefined ? 1 : fixture.occupation,
      lastActiveAt: fixture.lastActiveAt ?? null,
      deletedAt: fixture.deletedAt ?? null,
    })
    .returning({ id: users.id });
  await db.insert(tenantProfiles).values({
    userId: user!.id,
    introduction: 'Hallo! Ik ben een rustige student die een kamer zoekt in de stad. Groetjes.',
    ageBand: 2,
    languages: 1,
    cityIds,
    maxRentCents: 800_00,
    moveInDate: '2027-01-01',
    visible: true,
    searchable: true,
    completeness: 100,
    ...fixture.profile,
  });
  invalidateTenantIndex(database);
  return user!.id;
}
