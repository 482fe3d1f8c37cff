/**
 * Giving an account a staff role (issue 28): only through `pnpm staff:add EMAIL ROLE` (and the
 * demo seed), never through the site or the API.
 */
import { StaffRole } from '@rooms/domain';
import { and, isNull, sql } from 'drizzle-orm';

import { users } from '../db/schema.js';

import type { Db } from '../db/database.js';

/** The role words of the command: `moderator`, `admin`, or `none` to take the role away. */
export const STAFF_ROLE_WORDS = {
  moderator: StaffRole.Moderator,
  admin: StaffRole.Admin,
  none: null,
} as const;

/** One of the {@link STAFF_ROLE_WORDS}. */
export type StaffRoleWord = keyof typeof STAFF_ROLE_WORDS;

/**
 * Whether a text is a role word of the command.
 *
 * @param word what was typed
 */
export function isStaffRoleWord(word: string): word is StaffRoleWord {
  return Object.hasOwn(STAFF_ROLE_WORDS, word);
}

/**
 * Sets the staff role of an existing, not deleted account (e-mail compared case-insensitively).
 *
 * @param db the database
 * @param email the account's e-mail address
 * @param role Moderator 1, Admin 2, or null to take the role away
 * @returns the account's id, or null when no such account exists
 */
export async function setStaffRole(
  db: Db,
  email: string,
  role: StaffRole | null,
): Promise<number | null> {
  const [row] = await db
    .update(users)
    .set({ staffRole: role })
    .where(and(sql`lower(${users.email}) = lower(${email.trim()})`, isNull(users.deletedAt)))
    .returning({ id: users.id });
  return row?.id ?? null;
}
