import type pg from 'pg';

/** The e-mail domain of every demo account (`seed/seed-users.ts`). */
export const DEMO_EMAIL_DOMAIN = '@rooms.test';

/**
 * The demo accounts (e-mail ending in `@rooms.test`) whose password can still sign in: their
 * hash is a PHC string (`$argon2id$…`). Production refuses to start while any exists: the demo
 * password is public. Deleting them, or making the hash unusable (`UPDATE users SET
 * password_hash = '!' WHERE …`), lets it start.
 *
 * @param pool a pool on a migrated database
 * @returns up to 10 such e-mail addresses, sorted
 */
export async function usableDemoAccounts(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ email: string }>(
    `SELECT email FROM users
      WHERE lower(email) LIKE '%' || $1 AND password_hash LIKE '$%'
      ORDER BY email LIMIT 10`,
    [DEMO_EMAIL_DOMAIN],
  );
  return rows.map((row) => row.email);
}
