/**
 * The audit log of the back office (issue 28): every moderator action — and the system's own
 * end of a temporary block — is one row (who, when, what, on what, why), written in the same
 * transaction as the change it records, so the log never claims what did not happen.
 */
import { StaffRole } from '@rooms/domain';
import { count, desc, eq } from 'drizzle-orm';

import { moderationActions, users } from '../db/schema.js';

import type { Db, Tx } from '../db/database.js';
import type { Staff } from './staff-access.js';
import type { ModerationAction } from '@rooms/domain';

/** What an audit row is about. */
export type AuditSubject = 'listing' | 'user' | 'report' | 'conversation';

/** One action to record. */
export interface AuditEntry {
  /** The moderator; null for the system (BlockExpired). */
  staffId: number | null;
  action: ModerationAction;
  subjectType: AuditSubject;
  subjectId: number;
  /** The moderator's why (trimmed, at most 1000 characters). */
  note: string;
  /** What changed, for the log's reader: a reason, a status, a block end. */
  details?: Record<string, unknown>;
}

/**
 * Records an action in the caller's transaction.
 *
 * @param tx the transaction that makes the change
 * @param entry the action
 */
export async function recordAction(tx: Db | Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(moderationActions).values({ ...entry, details: entry.details ?? {} });
}

/** A row of the log as the back office shows it. */
export interface AuditLogItem {
  actionID: number;
  action: number;
  staff: { userID: number; firstName: string } | null;
  subjectType: string;
  subjectID: number;
  note: string;
  details: unknown;
  createdAt: string;
}

/**
 * A page of the audit log, newest first: an Admin reads everyone's actions, a Moderator his own.
 *
 * @param db the database
 * @param staff the reader
 * @param page 1-based page
 * @param pageSize rows per page
 * @returns the rows and the total
 */
export async function auditLogPage(
  db: Db,
  staff: Staff,
  page: number,
  pageSize: number,
): Promise<{ total: number; items: AuditLogItem[] }> {
  const scope =
    staff.role === StaffRole.Admin ? undefined : eq(moderationActions.staffId, staff.id);
  const [total] = await db.select({ count: count() }).from(moderationActions).where(scope);
  const rows = await db
    .select({
      actionID: moderationActions.id,
      action: moderationActions.action,
      staffId: moderationActions.staffId,
      staffFirstName: users.firstName,
      subjectType: moderationActions.subjectType,
      subjectID: moderationActions.subjectId,
      note: moderationActions.note,
      details: moderationActions.details,
      createdAt: moderationActions.createdAt,
    })
    .from(moderationActions)
    .leftJoin(users, eq(users.id, moderationActions.staffId))
    .where(scope)
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    total: total?.count ?? 0,
    items: rows.map(({ staffId, staffFirstName, createdAt, ...row }) => ({
      ...row,
      staff: staffId === null ? null : { userID: staffId, firstName: staffFirstName ?? '' },
      createdAt: createdAt.toISOString(),
    })),
  };
}
