/**
 * How the back office shows an account next to an advert or a report (issue 28): name, e-mail,
 * age of the account and whether it is blocked.
 */
import { sql, type AnyColumn } from 'drizzle-orm';

import { users } from '../db/schema.js';

/**
 * Whether an account is blocked now: blocked, and indefinitely or until a time still ahead (the
 * `block_expiry` job clears an ended block; until it has run the end time already counts).
 *
 * @param account `users` or an alias of it (the other participant of a conversation)
 */
export function isBlockedSql(account: { blockedAt: AnyColumn; blockedUntil: AnyColumn }) {
  return sql<boolean>`(${account.blockedAt} is not null and (${account.blockedUntil} is null or ${account.blockedUntil} > now()))`;
}

/** {@link isBlockedSql} of `users` itself. */
export const isBlockedNow = isBlockedSql(users);

/** The columns of {@link ModerationUser}, for selects joined to `users`. */
export const MODERATION_USER_COLUMNS = {
  userID: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  createdAt: users.createdAt,
  isBlocked: isBlockedNow,
  blockedUntil: users.blockedUntil,
  staffRole: users.staffRole,
};

/** A row selected with {@link MODERATION_USER_COLUMNS}. */
export type ModerationUserRow = {
  userID: number;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: Date;
  isBlocked: boolean;
  blockedUntil: Date | null;
  staffRole: number | null;
};

/** An account as the back office's answers carry it (times as ISO text). */
export interface ModerationUser {
  userID: number;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: string;
  isBlocked: boolean;
  /** End of a temporary block; null when not blocked or blocked indefinitely. */
  blockedUntil: string | null;
  isStaff: boolean;
}

/**
 * The answer form of a selected account.
 *
 * @param row the selected columns
 */
export function toModerationUser(row: ModerationUserRow): ModerationUser {
  return {
    userID: row.userID,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    isBlocked: row.isBlocked,
    blockedUntil: row.isBlocked ? (row.blockedUntil?.toISOString() ?? null) : null,
    isStaff: row.staffRole !== null,
  };
}
