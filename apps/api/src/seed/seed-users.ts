import { GenderPreference, TenantOccupation } from '@rooms/domain';

import { slugify } from '../reference-data/slug.js';

import type { Random } from './random.js';

/**
 * The password of both demo accounts. Documented on purpose: it is printed by the seed and
 * start commands and only exists in seeded development databases.
 */
export const DEMO_PASSWORD = 'rooms-demo-2026';

/** E-mail addresses of the demo accounts (`.test` is a reserved top-level domain: no real mail). */
export const DEMO_TENANT_EMAIL = 'tenant@rooms.test';
export const DEMO_LANDLORD_EMAIL = 'landlord@rooms.test';

/**
 * Password hash of the generated landlords: not a valid hash of any format, so nobody can log
 * in as them (only the demo accounts get a real hash).
 */
export const NO_LOGIN_PASSWORD_HASH = '!seed-no-login';

/** A row of the `users` table before insertion. */
export interface SeedUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  locale: 'nl' | 'en';
  /** End of tenant premium (ISO timestamp, UTC) or null: `users.premium_until`. */
  premiumUntil: string | null;
  /** End of a landlord's tenant-search access (ISO timestamp, UTC) or null. */
  tenantSearchUntil: string | null;
  /** Male 1, Female 2 (GenderPreference values), or null. */
  gender: number | null;
  /** 'YYYY-MM-DD' or null. */
  birthDate: string | null;
  /** Occupation flag or null. */
  occupation: number | null;
  /** ISO timestamp (UTC). */
  createdAt: string;
}

const FIRST_NAMES_FEMALE = [
  'Anna',
  'Emma',
  'Julia',
  'Sophie',
  'Lotte',
  'Sanne',
  'Fleur',
  'Eva',
  'Lisa',
  'Noor',
  'Femke',
  'Iris',
  'Maud',
  'Anouk',
  'Esther',
  'Marieke',
  'Ingrid',
  'Petra',
  'Yasmina',
  'Fatima',
];
const FIRST_NAMES_MALE = [
  'Daan',
  'Sem',
  'Lucas',
  'Bram',
  'Thijs',
  'Jesse',
  'Ruben',
  'Lars',
  'Tim',
  'Niels',
  'Pieter',
  'Jan',
  'Kees',
  'Henk',
  'Mark',
  'Sander',
  'Joost',
  'Wouter',
  'Mohamed',
  'Mehmet',
];
const LAST_NAMES = [
  'de Jong',
  'Jansen',
  'de Vries',
  'van den Berg',
  'van Dijk',
  'Bakker',
  'Janssen',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'de Groot',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'van Leeuwen',
  'Dekker',
  'Brouwer',
  'de Wit',
  'Dijkstra',
  'Smits',
  'de Graaf',
  'van der Meer',
  'Kok',
  'Jacobs',
  'de Haan',
  'Vermeulen',
  'van den Heuvel',
  'Yılmaz',
  'El Amrani',
];
const COMPANY_WORDS = ['Wonen', 'Vastgoed', 'Verhuur', 'Makelaardij', 'Huisvesting', 'Beheer'];
const COMPANY_PREFIXES = [
  'Stad',
  'Kamer',
  'Thuis',
  'Grachten',
  'Polder',
  'Noord',
  'Zuid',
  'Oost',
  'West',
  'Centrum',
];

/** An ISO timestamp `days` (fractional) before `referenceMs`. */
function daysBefore(referenceMs: number, days: number): string {
  return new Date(Math.round((referenceMs - days * 86_400_000) / 1000) * 1000).toISOString();
}

/**
 * The two demo accounts: a tenant (a student) and a landlord who owns some seeded listings.
 *
 * @param hashes password hashes for the tenant and the landlord (of `DEMO_PASSWORD`)
 * @param referenceMs the seed's reference time, epoch milliseconds
 * @returns [tenant, landlord]
 */
export function demoUsers(
  hashes: { tenant: string; landlord: string },
  referenceMs: number,
): [SeedUser, SeedUser] {
  return [
    {
      email: DEMO_TENANT_EMAIL,
      passwordHash: hashes.tenant,
      firstName: 'Tessa',
      lastName: 'Huurder',
      locale: 'nl',
      // Premium (a renewing month, issue 27), so the demo shows the subscription and invoices.
      premiumUntil: daysBefore(referenceMs, -18),
      tenantSearchUntil: null,
      gender: GenderPreference.Female,
      birthDate: '2004-03-14',
      occupation: TenantOccupation.Student,
      createdAt: daysBefore(referenceMs, 120),
    },
    {
      email: DEMO_LANDLORD_EMAIL,
      passwordHash: hashes.landlord,
      firstName: 'Lars',
      lastName: 'Verhuurder',
      locale: 'nl',
      premiumUntil: null,
      // Tenant-search access (241), so the demo landlord can invite tenants.
      tenantSearchUntil: daysBefore(referenceMs, -12),
      gender: GenderPreference.Male,
      birthDate: '1979-09-02',
      occupation: null,
      createdAt: daysBefore(referenceMs, 400),
    },
  ];
}

/**
 * A generated landlord with a deterministic Dutch name (some are agencies) and a unique
 * e-mail under `landlords.rooms.test`. Cannot log in (`NO_LOGIN_PASSWORD_HASH`).
 *
 * @param index 1-based landlord number, makes the e-mail unique
 * @param referenceMs the seed's reference time, epoch milliseconds
 */
export function generatedLandlord(index: number, referenceMs: number, random: Random): SeedUser {
  const female = random.chance(0.5);
  const agency = random.chance(0.15);
  const firstName = agency
    ? `${random.pick(COMPANY_PREFIXES)}${random.pick(COMPANY_WORDS).toLowerCase()}`
    : random.pick(female ? FIRST_NAMES_FEMALE : FIRST_NAMES_MALE);
  const lastName = agency ? 'B.V.' : random.pick(LAST_NAMES);
  const local = slugify(`${firstName} ${lastName}`).replaceAll('-', '.');
  return {
    email: `${local}.${index}@landlords.rooms.test`,
    passwordHash: NO_LOGIN_PASSWORD_HASH,
    firstName,
    lastName,
    locale: random.chance(0.85) ? 'nl' : 'en',
    premiumUntil: null,
    tenantSearchUntil: random.chance(agency ? 0.6 : 0.1)
      ? daysBefore(referenceMs, -random.float(1, 30))
      : null,
    gender: agency ? null : female ? GenderPreference.Female : GenderPreference.Male,
    birthDate: agency
      ? null
      : `${random.int(1950, 2000)}-${pad2(random.int(1, 12))}-${pad2(random.int(1, 28))}`,
    occupation: null,
    createdAt: daysBefore(referenceMs, random.float(60, 1500)),
  };
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}
