/**
 * The password reset e-mail as a durable job that holds no secret (issue 23).
 *
 * Why the token is made by the job, not by the route: graphile-worker keeps a job's payload in
 * PostgreSQL (and in backups) until the job is done, so a payload carrying the reset link would
 * be a live credential at rest. Only the SHA-256 of a token is stored, and a hash cannot be
 * turned back into a link; encrypting the token would add a key to manage. So the route queues
 * only the account id and the time of the request, and the job, when it runs, creates the token,
 * stores its hash (ending the user's earlier unused tokens) and sends the link. The token lives
 * only in the job's memory and in the e-mail. A retry after a failed send makes a fresh token
 * (the previous one, never delivered, stops working); a job that runs later than the token's
 * lifetime after the request is dropped, as its link would have expired before as well.
 */
import { isLocale } from '@rooms/i18n';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';

import { hashToken, newToken } from '../auth/session-store.js';
import { passwordResetTokens, users } from '../db/schema.js';
import { PASSWORD_RESET_TTL_MINUTES, passwordResetEmail } from '../mail/password-reset-email.js';

import { EMAIL_MAX_ATTEMPTS } from './email-jobs.js';

import type { Db, Tx } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import type { Task } from 'graphile-worker';

/** Task name of a password reset job. */
export const PASSWORD_RESET_TASK = 'send_password_reset';

/** Payload of a password reset job: who asked and when, nothing secret. */
export const passwordResetJob = z.object({
  /** The account (users.id). */
  userId: z.number().int().positive(),
  /** When the reset was asked, ISO 8601. */
  requestedAt: z.iso.datetime(),
});

/** Payload of a password reset job. */
export type PasswordResetJob = z.infer<typeof passwordResetJob>;

/**
 * Queues a password reset e-mail; it commits or rolls back with the caller's transaction.
 *
 * @param db the database or the caller's transaction
 * @param job the account and the time of the request
 * @throws the PostgreSQL error (nothing is queued)
 */
export async function enqueuePasswordReset(db: Db | Tx, job: PasswordResetJob): Promise<void> {
  const payload = JSON.stringify(passwordResetJob.parse(job));
  await db.execute(
    sql`select graphile_worker.add_job(${PASSWORD_RESET_TASK}, ${payload}::json, max_attempts => ${EMAIL_MAX_ATTEMPTS})`,
  );
}

/** What the password reset task needs. */
export interface PasswordResetTaskDependencies {
  /** The application's database (the token's hash is written there). */
  db: Db;
  /** Where the e-mail is sent. */
  mailer: Mailer;
  /** The site's origin (`SITE_URL`), for the link. */
  siteUrl: string;
  /** Current time; default the system clock. */
  clock?: () => Date;
}

/**
 * The `send_password_reset` task: creates the reset token, stores its hash and sends the link.
 *
 * @returns the task; it does nothing when the account is gone or the request is older than
 *   the token's lifetime, and throws (so the job is tried again later) when the payload is
 *   malformed, the database or the mailer fails
 */
export function passwordResetTask({
  db,
  mailer,
  siteUrl,
  clock = () => new Date(),
}: PasswordResetTaskDependencies): Task {
  return async (payload) => {
    const job = passwordResetJob.parse(payload);
    const now = clock();
    const ttlMs = PASSWORD_RESET_TTL_MINUTES * 60 * 1000;
    if (now.getTime() - Date.parse(job.requestedAt) > ttlMs) return;
    const [user] = await db
      .select({ email: users.email, firstName: users.firstName, locale: users.locale })
      .from(users)
      .where(eq(users.id, job.userId))
      .limit(1);
    if (user === undefined) return;
    const token = newToken();
    await db.transaction(async (tx) => {
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, job.userId), isNull(passwordResetTokens.usedAt)));
      await tx.insert(passwordResetTokens).values({
        tokenHash: hashToken(token),
        userId: job.userId,
        expiresAt: new Date(now.getTime() + ttlMs),
      });
    });
    await mailer.send(
      passwordResetEmail({
        to: user.email,
        firstName: user.firstName,
        locale: isLocale(user.locale) ? user.locale : 'nl',
        siteUrl,
        token,
      }),
    );
  };
}
