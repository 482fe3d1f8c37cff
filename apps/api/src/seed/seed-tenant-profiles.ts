/**
 * Seeded tenant profiles (issue 26): accounts (unable to log in) with profiles that landlords
 * find in the tenant search, built from the cities in the database — the city sought first is
 * drawn in proportion to `cities.address_count`, one or two more are nearby places — with budgets
 * from the seed's rent levels (`rent-levels.ts`), Dutch or English introductions from templates,
 * drawn portraits where an image store is given (`tenant-avatars.ts`; about one in six without
 * photo), and some hidden (about 6%) or incomplete (about 8%, not searchable) profiles.
 * Also: the demo tenant's complete, visible profile seeking Groningen, and two favourite tenants
 * of the demo landlord. Deterministic for a seed.
 */
import {
  GenderPreference,
  LanguageSpoken,
  TenantAgeBand,
  TenantOccupation,
  tenantProfileCompleteness,
  TENANT_PROFILE_LIMITS,
} from '@rooms/domain';

import { distanceKm } from '../search/geometry.js';

import { createRandom, type Random } from './random.js';
import { NO_LOGIN_PASSWORD_HASH } from './seed-users.js';
import { storeTenantAvatars } from './tenant-avatars.js';
import { seededIntroduction, TENANT_FIRST_NAMES } from './tenant-profile-text.js';

import type { ImageStore } from '../images/image-store.js';
import type pg from 'pg';

/** A city tenants can seek, with its room rent level. */
export interface TenantSeedCity {
  id: number;
  name: string;
  slug: string;
  lat: number;
  lng: number;
  addressCount: number;
  /** Typical room rent of the city, euro per month (`rentBasisForCity(...).roomEur`). */
  roomEur: number;
}

/** Options of {@link seedTenantProfiles}. */
export interface TenantProfileSeedOptions {
  /** Generated profiles (≥ 0), besides the demo tenant's. */
  count: number;
  cities: readonly TenantSeedCity[];
  seed: string | number;
  /** The seed's "today", epoch ms. */
  referenceMs: number;
  /** Where portraits go; without it no profile has a photo. */
  imageStore?: ImageStore;
  demoTenantId: number;
  demoLandlordId: number;
  /** Rows per INSERT (default 5,000). */
  batchSize?: number;
}

/** What {@link seedTenantProfiles} wrote. */
export interface TenantProfileSeedResult {
  /** Profiles written, the demo tenant's included. */
  tenantProfiles: number;
  /** Of them, shown to landlords (visible and searchable). */
  shownTenantProfiles: number;
  favoriteTenants: number;
}

/** Places within this distance of the first city are candidates for the further cities sought. */
const NEARBY_KM = 25;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A generated tenant: user columns and profile columns. */
interface SeedTenant {
  email: string;
  firstName: string;
  locale: 'nl' | 'en';
  gender: number;
  occupation: number;
  photoKey: string | null;
  lastActiveAt: string | null;
  introduction: string;
  ageBand: number;
  languages: number;
  cityIds: number[];
  maxRentCents: number;
  minSurfaceM2: number | null;
  furnishings: number;
  moveInDate: string | null;
  availabilityPeriods: number;
  householdSize: number;
  smoker: boolean;
  hasPets: boolean;
  roommateMax: number | null;
  roommateGenders: number;
  visible: boolean;
  searchable: boolean;
  completeness: number;
  createdAt: string;
  updatedAt: string;
}

/** Picks cities in proportion to their address count (binary search on the running sum). */
function cityPicker(cities: readonly TenantSeedCity[], random: Random) {
  const sums: number[] = [];
  let total = 0;
  for (const city of cities) sums.push((total += Math.max(0, city.addressCount)));
  return (): TenantSeedCity => {
    const target = random.next() * total;
    let lo = 0;
    let hi = sums.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((sums[mid] as number) > target) hi = mid;
      else lo = mid + 1;
    }
    return cities[lo] as TenantSeedCity;
  };
}

/** The cities near each city, computed once per city asked for. */
function neighbourFinder(cities: readonly TenantSeedCity[]) {
  const known = new Map<number, TenantSeedCity[]>();
  return (city: TenantSeedCity): TenantSeedCity[] => {
    let near = known.get(city.id);
    if (!near) {
      near = cities.filter(
        (other) =>
          other.id !== city.id && distanceKm(city.lat, city.lng, other.lat, other.lng) <= NEARBY_KM,
      );
      known.set(city.id, near);
    }
    return near;
  };
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function ageBandOf(occupation: number, random: Random): number {
  const B = TenantAgeBand;
  if (occupation === TenantOccupation.Student || occupation === TenantOccupation.WorkingStudent)
    return random.weighted([
      [B.From16To20, 40],
      [B.From21To24, 48],
      [B.From25To29, 12],
    ] as const);
  return random.weighted([
    [B.From21To24, 15],
    [B.From25To29, 40],
    [B.From30To34, 25],
    [B.From35To44, 14],
    [B.From45, 6],
  ] as const);
}

function languagesOf(locale: 'nl' | 'en', random: Random): number {
  const L = LanguageSpoken;
  let flags = locale === 'nl' ? L.Dutch : L.English;
  if (random.chance(locale === 'nl' ? 0.85 : 0.12)) flags |= locale === 'nl' ? L.English : L.Dutch;
  if (random.chance(0.2))
    flags |= random.pick([L.German, L.French, L.Spanish, L.Italian, L.Portuguese, L.Chinese]);
  return flags;
}

/** One generated tenant (see the module comment for the shares). */
function generateTenant(
  n: number,
  random: Random,
  pickCity: () => TenantSeedCity,
  neighbours: (city: TenantSeedCity) => TenantSeedCity[],
  avatars: readonly string[],
  referenceMs: number,
): SeedTenant {
  const gender = random.chance(0.5) ? GenderPreference.Male : GenderPreference.Female;
  const locale = random.chance(0.3) ? 'en' : 'nl';
  const O = TenantOccupation;
  const occupation = random.weighted([
    [O.Student, 45],
    [O.WorkingStudent, 15],
    [O.Working, 30],
    [O.LookingForJob, 10],
  ] as const);
  const first = pickCity();
  const cityIds = [first.id];
  const near = neighbours(first);
  for (
    let extra = random.weighted([
      [0, 55],
      [1, 30],
      [2, 15],
    ] as const);
    extra > 0 && near.length > 0;
    extra--
  ) {
    const other = random.pick(near);
    if (!cityIds.includes(other.id)) cityIds.push(other.id);
  }
  const householdSize = random.weighted([
    [1, 85],
    [2, 12],
    [3, 3],
  ] as const);
  const working = occupation === O.Working;
  const factor =
    (working ? random.float(1.2, 2.6) : random.float(0.8, 1.35)) * (householdSize > 1 ? 1.5 : 1);
  const rentEur = Math.min(
    TENANT_PROFILE_LIMITS.maxRentCentsMax / 100,
    Math.max(
      TENANT_PROFILE_LIMITS.maxRentCentsMin / 100,
      Math.round((first.roomEur * factor) / 25) * 25,
    ),
  );
  const firstName = random.pick(TENANT_FIRST_NAMES[gender as 1 | 2]);
  const incomplete = random.chance(0.08);
  const photoKey = avatars.length > 0 && random.chance(0.83) ? random.pick(avatars) : null;
  const introduction =
    incomplete && random.chance(0.5)
      ? ''
      : seededIntroduction({ firstName, occupation, city: first.name, locale }, random);
  const moveInDate =
    incomplete && introduction !== '' ? null : isoDate(referenceMs + random.int(0, 150) * DAY_MS);
  const ageBand = ageBandOf(occupation, random);
  const languages = languagesOf(locale, random);
  const maxRentCents = rentEur * 100;
  const completeness = tenantProfileCompleteness({
    photoKey,
    introduction,
    occupation,
    languages,
    cityIds,
    maxRentCents,
    moveInDate,
    ageBand: ageBand as TenantAgeBand,
  });
  const updatedMs = referenceMs - random.int(0, 90) * DAY_MS - random.int(0, 23) * HOUR_MS;
  const activeMs = referenceMs - random.int(0, 60) * DAY_MS - random.int(0, 23) * HOUR_MS;
  return {
    email: `seeker${n}@seekers.rooms.test`,
    firstName,
    locale,
    gender,
    occupation,
    photoKey,
    lastActiveAt: random.chance(0.05)
      ? null
      : new Date(Math.floor(activeMs / HOUR_MS) * HOUR_MS).toISOString(),
    introduction,
    ageBand,
    languages,
    cityIds,
    maxRentCents,
    minSurfaceM2: random.chance(0.5) ? null : working ? random.int(25, 60) : random.int(8, 20),
    furnishings: random.weighted([
      [0, 50],
      [4, 25],
      [6, 15],
      [3, 10],
    ] as const),
    moveInDate,
    availabilityPeriods: random.weighted([
      [0, 50],
      [2, 35],
      [1, 15],
    ] as const),
    householdSize,
    smoker: random.chance(0.12),
    hasPets: random.chance(0.07),
    roommateMax: random.chance(0.4) ? null : random.int(1, 4),
    roommateGenders: random.weighted([
      [0, 60],
      [7, 10],
      [1, 5],
      [2, 10],
      [3, 5],
      [4, 10],
    ] as const),
    visible: random.chance(0.94),
    searchable: completeness.searchable,
    completeness: completeness.percent,
    createdAt: new Date(updatedMs - random.int(0, 200) * DAY_MS).toISOString(),
    updatedAt: new Date(updatedMs).toISOString(),
  };
}

/** Inserts a batch of tenants (users, then profiles) in two statements. */
async function insertBatch(client: pg.ClientBase, batch: readonly SeedTenant[]): Promise<void> {
  const col = <K extends keyof SeedTenant>(key: K) => batch.map((tenant) => tenant[key]);
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, locale, gender, occupation, photo_key, last_active_at, created_at)
     SELECT email, $2, first_name, locale, gender, occupation, photo_key, last_active_at, created_at
       FROM unnest($1::text[], $3::text[], $4::text[], $5::int2[], $6::int2[], $7::text[], $8::timestamptz[], $9::timestamptz[])
            WITH ORDINALITY AS t(email, first_name, locale, gender, occupation, photo_key, last_active_at, created_at, n)
      ORDER BY n
     RETURNING id`,
    [
      col('email'),
      NO_LOGIN_PASSWORD_HASH,
      col('firstName'),
      col('locale'),
      col('gender'),
      col('occupation'),
      col('photoKey'),
      col('lastActiveAt'),
      col('createdAt'),
    ],
  );
  await client.query(
    `INSERT INTO tenant_profiles (user_id, introduction, age_band, languages, city_ids, max_rent_cents,
       min_surface_m2, furnishings, move_in_date, availability_periods, household_size, smoker, has_pets,
       roommate_max, roommate_genders, visible, searchable, completeness, created_at, updated_at)
     SELECT user_id, introduction, age_band, languages, city_ids::int[], max_rent_cents, min_surface_m2,
       furnishings, move_in_date, availability_periods, household_size, smoker, has_pets, roommate_max,
       roommate_genders, visible, searchable, completeness, created_at, updated_at
       FROM unnest($1::int[], $2::text[], $3::int2[], $4::int[], $5::text[], $6::int[], $7::int2[], $8::int2[],
                   $9::date[], $10::int2[], $11::int2[], $12::bool[], $13::bool[], $14::int2[], $15::int2[],
                   $16::bool[], $17::bool[], $18::int2[], $19::timestamptz[], $20::timestamptz[])
            AS t(user_id, introduction, age_band, languages, city_ids, max_rent_cents, min_surface_m2,
                 furnishings, move_in_date, availability_periods, household_size, smoker, has_pets,
                 roommate_max, roommate_genders, visible, searchable, completeness, created_at, updated_at)`,
    [
      rows.map((row) => row.id),
      col('introduction'),
      col('ageBand'),
      col('languages'),
      batch.map((tenant) => `{${tenant.cityIds.join(',')}}`),
      col('maxRentCents'),
      col('minSurfaceM2'),
      col('furnishings'),
      col('moveInDate'),
      col('availabilityPeriods'),
      col('householdSize'),
      col('smoker'),
      col('hasPets'),
      col('roommateMax'),
      col('roommateGenders'),
      col('visible'),
      col('searchable'),
      col('completeness'),
      col('createdAt'),
      col('updatedAt'),
    ],
  );
}

/**
 * The demo tenant's profile: complete, visible, seeking Groningen (else the largest city), with
 * a portrait when there are any.
 */
async function seedDemoTenantProfile(
  client: pg.ClientBase,
  options: TenantProfileSeedOptions,
  groningen: TenantSeedCity,
  avatars: readonly string[],
): Promise<void> {
  const photoKey = avatars[0] ?? null;
  const introduction =
    'Hoi! Ik ben een rustige student bouwkunde en zoek een kamer in Groningen, dicht bij de binnenstad. Ik kook graag en ben een fijne huisgenoot.';
  const profile = {
    photoKey,
    introduction,
    occupation: TenantOccupation.Student,
    languages: LanguageSpoken.Dutch | LanguageSpoken.English,
    cityIds: [groningen.id],
    maxRentCents: Math.round((groningen.roomEur * 1.2) / 25) * 2500,
    moveInDate: isoDate(options.referenceMs + 30 * DAY_MS),
    ageBand: TenantAgeBand.From21To24,
  };
  const completeness = tenantProfileCompleteness(profile);
  await client.query(
    `UPDATE users SET photo_key = coalesce($2, photo_key), occupation = $3,
       gender = coalesce(gender, ${GenderPreference.Female}), last_active_at = $4 WHERE id = $1`,
    [
      options.demoTenantId,
      photoKey,
      profile.occupation,
      new Date(options.referenceMs).toISOString(),
    ],
  );
  await client.query(
    `INSERT INTO tenant_profiles (user_id, introduction, age_band, languages, city_ids, max_rent_cents,
       move_in_date, furnishings, availability_periods, visible, searchable, completeness, updated_at)
     VALUES ($1, $2, $3, $4, $5::int[], $6, $7, 4, 2, true, $8, $9, $10)`,
    [
      options.demoTenantId,
      introduction,
      profile.ageBand,
      profile.languages,
      profile.cityIds,
      profile.maxRentCents,
      profile.moveInDate,
      completeness.searchable,
      completeness.percent,
      new Date(options.referenceMs).toISOString(),
    ],
  );
}

/**
 * Seeds the tenant profiles (see the module comment) inside the caller's transaction.
 *
 * @param client a connection inside the seed's transaction, on seeded users and cities
 * @param options count, cities, seed, reference date, image store, demo accounts
 * @returns profiles written, of them shown, and the demo landlord's favourite tenants
 * @throws Error without cities; sharp's or the store's error; the PostgreSQL error of an insert
 */
export async function seedTenantProfiles(
  client: pg.ClientBase,
  options: TenantProfileSeedOptions,
): Promise<TenantProfileSeedResult> {
  const cities = options.cities.filter((city) => city.addressCount > 0);
  if (cities.length === 0) throw new Error('seed: tenant profiles need cities');
  const avatars = options.imageStore ? await storeTenantAvatars(options.imageStore) : [];
  const random = createRandom(`rooms-seed:${String(options.seed)}:tenant-profiles`);
  const pickCity = cityPicker(cities, random);
  const neighbours = neighbourFinder(cities);
  const batchSize = Math.max(1, options.batchSize ?? 5000);
  let shown = 0;
  for (let start = 0; start < options.count; start += batchSize) {
    const batch: SeedTenant[] = [];
    for (let n = start; n < Math.min(options.count, start + batchSize); n++) {
      const tenant = generateTenant(
        n + 1,
        random,
        pickCity,
        neighbours,
        avatars,
        options.referenceMs,
      );
      if (tenant.visible && tenant.searchable) shown++;
      batch.push(tenant);
    }
    await insertBatch(client, batch);
  }
  const groningen =
    cities.find((city) => city.slug === 'groningen') ??
    cities.reduce((a, b) => (b.addressCount > a.addressCount ? b : a));
  await seedDemoTenantProfile(client, options, groningen, avatars);
  // Two favourite tenants of the demo landlord: shown profiles seeking Groningen, photo first.
  const favourites = await client.query(
    `INSERT INTO favorite_tenants (user_id, tenant_id, created_at)
     SELECT $1, p.user_id, $3::timestamptz - (row_number() OVER (ORDER BY p.user_id)) * interval '1 day'
       FROM tenant_profiles p JOIN users u ON u.id = p.user_id
      WHERE p.visible AND p.searchable AND p.city_ids @> ARRAY[$2::int] AND p.user_id <> $4
      ORDER BY (u.photo_key IS NULL), p.user_id LIMIT 2`,
    [
      options.demoLandlordId,
      groningen.id,
      new Date(options.referenceMs).toISOString(),
      options.demoTenantId,
    ],
  );
  await client.query('ANALYZE tenant_profiles, favorite_tenants');
  return {
    tenantProfiles: options.count + 1,
    shownTenantProfiles: shown + 1,
    favoriteTenants: favourites.rowCount ?? 0,
  };
}
