import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { TENANT_PROFILE_LIMITS, tenantProfileCompleteness } from '@rooms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { originalObjectKey } from '../images/image-key.js';
import { LocalImageStore } from '../images/local-image-store.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

import { seedDatabase, type SeedResult } from './seed-database.js';
import { DEMO_LANDLORD_EMAIL, DEMO_TENANT_EMAIL } from './seed-users.js';

let database: TestDatabase;
let result: SeedResult;
let imageDir: string;
let store: LocalImageStore;

interface ProfileRow {
  user_id: number;
  email: string;
  photo_key: string | null;
  occupation: number | null;
  introduction: string;
  age_band: number | null;
  languages: number;
  city_ids: number[];
  max_rent_cents: number | null;
  move_in_date: string | null;
  visible: boolean;
  searchable: boolean;
  completeness: number;
}
let profiles: ProfileRow[];

beforeAll(async () => {
  database = await createTestDatabase();
  imageDir = mkdtempSync(join(tmpdir(), 'rooms-tenant-seed-'));
  store = new LocalImageStore(imageDir);
  result = await seedDatabase(database.pool, {
    listings: 200,
    tenantProfiles: 1000,
    streets: 'listed',
    hashPassword: async () => 'hash',
    imageStore: store,
  });
  profiles = (
    await database.pool.query<ProfileRow>(
      `SELECT p.user_id, u.email, u.photo_key, u.occupation, p.introduction, p.age_band, p.languages,
              p.city_ids, p.max_rent_cents, p.move_in_date::text, p.visible, p.searchable, p.completeness
         FROM tenant_profiles p JOIN users u ON u.id = p.user_id ORDER BY p.user_id`,
    )
  ).rows;
}, 120_000);

afterAll(async () => {
  await database?.drop();
  rmSync(imageDir, { recursive: true, force: true });
});

describe('seeded tenant profiles', () => {
  it('writes the profiles asked for plus the demo tenant, and reports them', () => {
    expect(profiles).toHaveLength(1001);
    expect(result.counts.tenantProfiles).toBe(1001);
    const shown = profiles.filter((p) => p.visible && p.searchable).length;
    expect(result.counts.shownTenantProfiles).toBe(shown);
    // Mostly shown, some hidden, some incomplete.
    expect(shown / profiles.length).toBeGreaterThan(0.8);
    expect(profiles.some((p) => !p.visible)).toBe(true);
    expect(profiles.some((p) => !p.searchable)).toBe(true);
  });

  it('seeks only cities of the database, weighted towards large ones', async () => {
    const cityIds = new Set(
      (await database.pool.query<{ id: number }>('SELECT id FROM cities')).rows.map((r) => r.id),
    );
    for (const p of profiles) {
      expect(p.city_ids.length).toBeGreaterThan(0);
      expect(p.city_ids.length).toBeLessThanOrEqual(TENANT_PROFILE_LIMITS.citiesMax);
      for (const id of p.city_ids) expect(cityIds.has(id)).toBe(true);
    }
    const { rows } = await database.pool.query<{ slug: string; n: number }>(
      `SELECT c.slug, count(*)::int AS n FROM tenant_profiles p JOIN cities c ON c.id = p.city_ids[1]
        GROUP BY c.slug ORDER BY n DESC LIMIT 3`,
    );
    expect(rows.map((r) => r.slug)).toContain('amsterdam');
  });

  it('stores completeness and searchability as the domain computes them', () => {
    for (const p of profiles) {
      const expected = tenantProfileCompleteness({
        photoKey: p.photo_key,
        introduction: p.introduction,
        occupation: p.occupation,
        languages: p.languages,
        cityIds: p.city_ids,
        maxRentCents: p.max_rent_cents,
        moveInDate: p.move_in_date,
        ageBand: p.age_band as never,
      });
      expect([p.completeness, p.searchable]).toEqual([expected.percent, expected.searchable]);
      if (p.max_rent_cents !== null) {
        expect(p.max_rent_cents).toBeGreaterThanOrEqual(TENANT_PROFILE_LIMITS.maxRentCentsMin);
        expect(p.max_rent_cents).toBeLessThanOrEqual(TENANT_PROFILE_LIMITS.maxRentCentsMax);
      }
    }
  });

  it('gives most profiles a stored portrait, some none', async () => {
    const withPhoto = profiles.filter((p) => p.photo_key !== null);
    expect(withPhoto.length / profiles.length).toBeGreaterThan(0.7);
    expect(withPhoto.length).toBeLessThan(profiles.length);
    for (const key of new Set(withPhoto.map((p) => p.photo_key as string))) {
      expect(await store.get(originalObjectKey(key))).not.toBeNull();
    }
  });

  it('writes introductions without contact details, long enough for the profile rules', () => {
    for (const p of profiles.filter((row) => row.introduction !== '')) {
      expect(p.introduction.length).toBeGreaterThanOrEqual(TENANT_PROFILE_LIMITS.introductionMin);
      expect(p.introduction).not.toMatch(/@|https?:|www\.|\d{6,}/);
    }
  });

  it('gives the demo tenant a complete, visible profile seeking Groningen with a photo', async () => {
    const demo = profiles.find((p) => p.email === DEMO_TENANT_EMAIL);
    const groningen = await database.pool.query<{ id: number }>(
      "SELECT id FROM cities WHERE slug = 'groningen'",
    );
    expect(demo).toMatchObject({ visible: true, searchable: true, completeness: 100 });
    expect(demo?.city_ids).toEqual([groningen.rows[0]?.id]);
    expect(demo?.photo_key).not.toBeNull();
  });

  it('gives the demo landlord two favourite tenants that are shown', async () => {
    const { rows } = await database.pool.query<{ visible: boolean; searchable: boolean }>(
      `SELECT p.visible, p.searchable FROM favorite_tenants f
         JOIN users l ON l.id = f.user_id JOIN tenant_profiles p ON p.user_id = f.tenant_id
        WHERE l.email = $1`,
      [DEMO_LANDLORD_EMAIL],
    );
    expect(rows).toEqual([
      { visible: true, searchable: true },
      { visible: true, searchable: true },
    ]);
  });
});
