/**
 * Seeded tenants who react to the demo landlord's adverts (issue 22 §2): a fixed cast with
 * profiles (gender, birth date, occupation) so their match scores differ, unable to log in.
 */
import { GenderPreference, TenantOccupation } from '@rooms/domain';

import { NO_LOGIN_PASSWORD_HASH } from './seed-users.js';

import type pg from 'pg';

/** A seeded tenant before insertion. */
export interface DemoTenant {
  email: string;
  firstName: string;
  lastName: string;
  locale: 'nl' | 'en';
  /** GenderPreference value of the tenant: Male 1, Female 2. */
  gender: number;
  /** 'YYYY-MM-DD'. */
  birthDate: string;
  /** TenantOccupation flag. */
  occupation: number;
  /** Days before the seed's reference date the account was made. */
  daysOld: number;
}

/** The cast, in the order the conversations use them. */
export const DEMO_TENANTS: readonly DemoTenant[] = [
  ['Sanne', 'de Vries', 'nl', GenderPreference.Female, '2003-05-21', TenantOccupation.Student, 40],
  [
    'Daan',
    'Bakker',
    'nl',
    GenderPreference.Male,
    '2001-11-02',
    TenantOccupation.WorkingStudent,
    75,
  ],
  ['Lucía', 'Fernández', 'en', GenderPreference.Female, '2002-02-14', TenantOccupation.Student, 20],
  ['Thijs', 'Mulder', 'nl', GenderPreference.Male, '1996-08-30', TenantOccupation.Working, 200],
  ['Noor', 'El Amrani', 'nl', GenderPreference.Female, '2004-01-09', TenantOccupation.Student, 12],
  ['Jonas', 'Weber', 'en', GenderPreference.Male, '1999-07-17', TenantOccupation.Working, 33],
  [
    'Femke',
    'Visser',
    'nl',
    GenderPreference.Female,
    '2000-12-05',
    TenantOccupation.LookingForJob,
    90,
  ],
  ['Bram', 'de Groot', 'nl', GenderPreference.Male, '2003-09-24', TenantOccupation.Student, 8],
].map(([firstName, lastName, locale, gender, birthDate, occupation, daysOld]) => ({
  email: `${String(firstName)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()}.${String(lastName).toLowerCase().replaceAll(' ', '')}@tenants.rooms.test`,
  firstName: firstName as string,
  lastName: lastName as string,
  locale: locale as 'nl' | 'en',
  gender: gender as number,
  birthDate: birthDate as string,
  occupation: occupation as number,
  daysOld: daysOld as number,
}));

/**
 * Inserts {@link DEMO_TENANTS} (none can log in: `NO_LOGIN_PASSWORD_HASH`).
 *
 * @param client a connection inside the seed's transaction
 * @param referenceMs the seed's "today", epoch ms
 * @returns their user ids, in {@link DEMO_TENANTS} order
 * @throws the PostgreSQL error when one of the e-mail addresses exists already
 */
export async function insertDemoTenants(
  client: pg.ClientBase,
  referenceMs: number,
): Promise<number[]> {
  const { rows } = await client.query<{ id: number; email: string }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, locale, gender, birth_date, occupation, created_at)
     SELECT email, $2, first_name, last_name, locale, gender, birth_date, occupation, created_at
       FROM unnest($1::text[], $3::text[], $4::text[], $5::text[], $6::int2[], $7::date[], $8::int2[], $9::timestamptz[])
            WITH ORDINALITY AS t(email, first_name, last_name, locale, gender, birth_date, occupation, created_at, n)
      ORDER BY n
     RETURNING id, email`,
    [
      DEMO_TENANTS.map((tenant) => tenant.email),
      NO_LOGIN_PASSWORD_HASH,
      DEMO_TENANTS.map((tenant) => tenant.firstName),
      DEMO_TENANTS.map((tenant) => tenant.lastName),
      DEMO_TENANTS.map((tenant) => tenant.locale),
      DEMO_TENANTS.map((tenant) => tenant.gender),
      DEMO_TENANTS.map((tenant) => tenant.birthDate),
      DEMO_TENANTS.map((tenant) => tenant.occupation),
      DEMO_TENANTS.map((tenant) =>
        new Date(referenceMs - tenant.daysOld * 86_400_000).toISOString(),
      ),
    ],
  );
  const idByEmail = new Map(rows.map((row) => [row.email, row.id]));
  return DEMO_TENANTS.map((tenant) => idByEmail.get(tenant.email) as number);
}
