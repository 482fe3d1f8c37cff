/**
 * Blocking an account (issue 28, §3 block durations Indefinite 1 and Temporary 2): the account
 * can no longer sign in (its sessions end, the login answers 403 `account_blocked` with the end
 * and the appeal address), its visible adverts leave search as Blocked 8 (the status they had is
 * kept and restored by the unblock), the other side of its conversations sees a "blocked user"
 * label and can no longer write to it, the tenants who wrote to it as a landlord are warned by
 * e-mail, and its open reports close. A temporary block ends by itself: a `block_expiry` job at
 * its end (one per account, job key `block:<id>`, replaced by a new block) lifts it and the
 * audit log records BlockExpired without a moderator.
 */
import {
  BlockDuration,
  ErrorCode,
  ListingStatus,
  ModerationAction,
  ReportOutcome,
  RoomsError,
  VISIBLE_LISTING_STATUSES,
} from '@rooms/domain';
import { localeOrDefault } from '@rooms/i18n';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';

import { revokeAllSessions } from '../auth/session-store.js';
import { conversations, listings, users } from '../db/schema.js';
import { enqueueEmails } from '../jobs/email-jobs.js';
import { changeListings } from '../search/listing-changes.js';

import { recordAction } from './audit-log.js';
import { accountBlockedEmail, blockedLandlordWarningEmail } from './moderation-emails.js';
import { isBlockedNow } from './moderation-users.js';

import type { Db, Tx } from '../db/database.js';
import type { Staff } from './staff-access.js';
import type { Task } from 'graphile-worker';

/** Task name of the end of a temporary block. */
export const BLOCK_EXPIRY_TASK = 'block_expiry';

const DAY_MS = 86_400_000;

/** A moderator's block. */
export interface BlockRequest {
  duration: BlockDuration;
  /** Days of a Temporary block (1..365); ignored for Indefinite. */
  days?: number;
  note: string;
}

/** What a block did. */
export interface BlockResult {
  userID: number;
  blockedUntil: string | null;
  advertsHidden: number;
  tenantsWarned: number;
}

/** Locks the account; 404 when it does not exist or was deleted. */
async function lockAccount(tx: Tx, userId: number) {
  const [account] = await tx
    .select({
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      staffRole: users.staffRole,
      deletedAt: users.deletedAt,
      blockedAt: users.blockedAt,
      isBlocked: isBlockedNow,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (account === undefined || account.deletedAt !== null) {
    throw new RoomsError({ code: ErrorCode.Http404 });
  }
  return account;
}

async function scheduleExpiry(tx: Tx, userId: number, at: Date | null): Promise<void> {
  const jobKey = `block:${userId}`;
  if (at === null) {
    await tx.execute(sql`select graphile_worker.remove_job(${jobKey})`);
    return;
  }
  await tx.execute(
    sql`select graphile_worker.add_job(${BLOCK_EXPIRY_TASK}, ${JSON.stringify({ userId })}::json,
      run_at => ${at.toISOString()}::timestamptz, max_attempts => 10, job_key => ${jobKey})`,
  );
}

/** The tenants of a landlord's conversations who can still be e-mailed. */
async function tenantsOf(tx: Tx, landlordId: number) {
  return tx
    .selectDistinct({ to: users.email, firstName: users.firstName, locale: users.locale })
    .from(conversations)
    .innerJoin(users, eq(users.id, conversations.tenantId))
    .where(and(eq(conversations.landlordId, landlordId), isNull(users.deletedAt)));
}

/**
 * Blocks an account (see the module comment). Blocking a blocked account changes its end; the
 * tenants are warned only at the first block.
 *
 * @param db the database
 * @param staff the moderator
 * @param userId the account
 * @param block duration, days of a temporary block, the moderator's why
 * @param siteUrl the site's origin (the e-mails' links)
 * @param now the current time (tests pass their own)
 * @returns the block's end (null = indefinite), how many adverts left search and how many
 *   tenants were warned
 * @throws RoomsError `http_404` (404) no such account; `http_403` (403) a staff account or the
 *   moderator himself
 */
export async function blockUser(
  db: Db,
  staff: Staff,
  userId: number,
  block: BlockRequest,
  siteUrl: string,
  now = new Date(),
): Promise<BlockResult> {
  return changeListings(db, async (tx) => {
    const account = await lockAccount(tx, userId);
    if (account.staffRole !== null || userId === staff.id) {
      throw new RoomsError({
        code: ErrorCode.Http403,
        message: 'Staff accounts cannot be blocked',
      });
    }
    const blockedUntil =
      block.duration === BlockDuration.Temporary
        ? new Date(now.getTime() + (block.days ?? 1) * DAY_MS)
        : null;
    await tx.update(users).set({ blockedAt: now, blockedUntil }).where(eq(users.id, userId));
    await revokeAllSessions(tx, userId, now);
    const hidden = await tx
      .update(listings)
      .set({
        statusBeforeBlock: sql`${listings.status}`,
        status: ListingStatus.Blocked,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(listings.landlordId, userId),
          inArray(listings.status, [...VISIBLE_LISTING_STATUSES]),
        ),
      )
      .returning({ id: listings.id });
    await closeReportsAbout(tx, userId, staff.id);
    await scheduleExpiry(tx, userId, blockedUntil);
    const tenants = account.isBlocked ? [] : await tenantsOf(tx, userId);
    await enqueueEmails(tx, [
      accountBlockedEmail(
        { to: account.email, firstName: account.firstName, locale: localeOrDefault(account.locale) },
        blockedUntil,
      ),
      ...tenants.map((tenant) =>
        blockedLandlordWarningEmail(
          { to: tenant.to, firstName: tenant.firstName, locale: localeOrDefault(tenant.locale) },
          account.firstName,
          siteUrl,
        ),
      ),
    ]);
    await recordAction(tx, {
      staffId: staff.id,
      action: ModerationAction.BlockUser,
      subjectType: 'user',
      subjectId: userId,
      note: block.note,
      details: {
        duration: block.duration,
        blockedUntil: blockedUntil?.toISOString() ?? null,
        advertsHidden: hidden.length,
        tenantsWarned: tenants.length,
      },
    });
    return {
      userID: userId,
      blockedUntil: blockedUntil?.toISOString() ?? null,
      advertsHidden: hidden.length,
      tenantsWarned: tenants.length,
    };
  });
}

/**
 * Closes the open reports on the account's adverts, its tenant profile and its conversations (by
 * the other side), and the scam signs of its messages.
 */
async function closeReportsAbout(tx: Tx, userId: number, staffId: number): Promise<void> {
  await tx.execute(sql`
    update scam_flags set resolved_at = now(), resolved_by = ${staffId}
    where resolved_at is null and sender_id = ${userId}`);
  await tx.execute(sql`
    update abuse_reports set resolved_at = now(), resolved_by = ${staffId},
      outcome = ${ReportOutcome.ActionTaken}
    where resolved_at is null and reporter_id <> ${userId} and (
      listing_id in (select id from listings where landlord_id = ${userId})
      or tenant_user_id = ${userId}
      or conversation_id in (
        select id from conversations where landlord_id = ${userId} or tenant_id = ${userId}))`);
}

/**
 * Lifts a block: the account can sign in again and its adverts come back with the status they
 * had. By a moderator (UnblockUser) or by the system when a temporary block ends (BlockExpired).
 *
 * @param db the database
 * @param staff the moderator; null for the system
 * @param userId the account
 * @param note the why
 * @throws RoomsError `http_404` (404) no such account; `invalid_request` (400) not blocked
 */
export async function unblockUser(
  db: Db,
  staff: Staff | null,
  userId: number,
  note: string,
): Promise<void> {
  await changeListings(db, async (tx) => {
    const account = await lockAccount(tx, userId);
    if (account.blockedAt === null) {
      throw new RoomsError({
        code: ErrorCode.InvalidRequest,
        message: 'The account is not blocked',
      });
    }
    await liftBlock(tx, userId);
    await recordAction(tx, {
      staffId: staff?.id ?? null,
      action: staff === null ? ModerationAction.BlockExpired : ModerationAction.UnblockUser,
      subjectType: 'user',
      subjectId: userId,
      note,
    });
  });
}

/** Clears the block and gives the adverts back the status they had. */
async function liftBlock(tx: Tx, userId: number): Promise<void> {
  await tx.update(users).set({ blockedAt: null, blockedUntil: null }).where(eq(users.id, userId));
  await tx
    .update(listings)
    .set({
      status: sql`${listings.statusBeforeBlock}`,
      statusBeforeBlock: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(listings.landlordId, userId),
        eq(listings.status, ListingStatus.Blocked),
        isNotNull(listings.statusBeforeBlock),
      ),
    );
  await scheduleExpiry(tx, userId, null);
}

const expiryPayload = z.object({ userId: z.number().int().positive() });

/**
 * The `block_expiry` task: lifts the account's block when its end has come. A block made
 * indefinite or lifted meanwhile is left alone; a longer one re-queued the job (same key).
 *
 * @param dependencies the database
 */
export function blockExpiryTask({ db }: { db: Db }): Task {
  return async (payload) => {
    const { userId } = expiryPayload.parse(payload);
    const [row] = await db
      .select({ due: sql<boolean>`${users.blockedUntil} <= now()` })
      .from(users)
      .where(and(eq(users.id, userId), isNotNull(users.blockedUntil)));
    if (row?.due !== true) return;
    await unblockUser(db, null, userId, '');
  };
}

/**
 * Whether an account is blocked now (the sign-in refusal, the conversations' label).
 *
 * @param db the database or a transaction
 * @param userId the account
 * @returns the block's end (null = indefinite) when blocked; undefined when not blocked
 */
export async function activeBlockOf(
  db: Db | Tx,
  userId: number,
): Promise<{ blockedUntil: Date | null } | undefined> {
  const [row] = await db
    .select({ blockedUntil: users.blockedUntil })
    .from(users)
    .where(and(eq(users.id, userId), isBlockedNow));
  return row;
}
