/**
 * The sign-up e-mail as a durable job (issue 23: sign-up does not reveal which addresses have
 * accounts). `POST /customer/register` does the same for every address — hash the password,
 * store a pending registration, queue this job — and answers 202; the job decides what the
 * address's owner gets:
 * - the address has an account: a notice ("someone tried to create an account with your
 *   address; sign in or reset your password") to the account's address in the account's
 *   language, and the pending registration (with the stranger's password hash) is deleted;
 * - otherwise: a confirmation link. Like the password reset (`password-reset-job.ts`), the
 *   token is created here, not by the route, so the queue's table never holds a live link:
 *   the payload is only the pending registration's id. A retry after a failed send makes a
 *   fresh token (the undelivered one stops working).
 * A pending registration past its expiry is dropped without e-mail.
 */
import { isLocale } from '@rooms/i18n';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';

import { hashToken, newToken } from '../auth/session-store.js';
import { pendingRegistrations, users } from '../db/schema.js';
import { accountExistsEmail, registrationConfirmEmail } from '../mail/registration-emails.js';

import { EMAIL_MAX_ATTEMPTS } from './email-jobs.js';

import type { Db, Tx } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import type { Locale } from '@rooms/i18n';
import type { Task } from 'graphile-worker';

/** Task name of a sign-up e-mail job. */
export const REGISTRATION_TASK = 'send_registration_email';

/** Payload of a sign-up e-mail job: the pending registration, nothing secret. */
export const registrationJob = z.object({
  /** The pending registration (pending_registrations.id). */
  pendingRegistrationId: z.number().int().positive(),
});

/** Payload of a sign-up e-mail job. */
export type RegistrationJob = z.infer<typeof registrationJob>;

/**
 * Queues the sign-up e-mail; it commits or rolls back with the caller's transaction.
 *
 * @param db the database or the caller's transaction (the one that stored the registration)
 * @param job the pending registration's id
 * @throws the PostgreSQL error (nothing is queued)
 */
export async function enqueueRegistrationEmail(db: Db | Tx, job: RegistrationJob): Promise<void> {
  const payload = JSON.stringify(registrationJob.parse(job));
  await db.execute(
    sql`select graphile_worker.add_job(${REGISTRATION_TASK}, ${payload}::json, max_attempts => ${EMAIL_MAX_ATTEMPTS})`,
  );
}

/** What the sign-up task needs. */
export interface RegistrationTaskDependencies {
  /** The application's database (pending registrations, accounts). */
  db: Db;
  /** Where the e-mail is sent. */
  mailer: Mailer;
  /** The site's origin (`SITE_URL`), for the links. */
  siteUrl: string;
  /** Current time; default the system clock. */
  clock?: () => Date;
}

function localeOf(value: string): Locale {
  return isLocale(value) ? value : 'nl';
}

/**
 * The `send_registration_email` task: the notice to an existing account's owner, or the
 * confirmation link of a new account (see the module comment).
 *
 * @returns the task; it does nothing when the pending registration is gone or expired, and
 *   throws (so the job is tried again later) when the payload is malformed, the database or
 *   the mailer fails
 */
export function registrationTask({
  db,
  mailer,
  siteUrl,
  clock = () => new Date(),
}: RegistrationTaskDependencies): Task {
  return async (payload) => {
    const { pendingRegistrationId: id } = registrationJob.parse(payload);
    const now = clock();
    const [pending] = await db
      .select()
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.id, id))
      .limit(1);
    if (pending === undefined || pending.expiresAt <= now) return;

    const [owner] = await db
      .select({ email: users.email, firstName: users.firstName, locale: users.locale })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${pending.email})`)
      .limit(1);
    if (owner !== undefined) {
      await mailer.send(
        accountExistsEmail({
          to: owner.email,
          firstName: owner.firstName,
          locale: localeOf(owner.locale),
          siteUrl,
        }),
      );
      // After the send: a failed send is retried and still finds the registration.
      await db.delete(pendingRegistrations).where(eq(pendingRegistrations.id, id));
      return;
    }

    const token = newToken();
    await db
      .update(pendingRegistrations)
      .set({ tokenHash: hashToken(token) })
      .where(eq(pendingRegistrations.id, id));
    await mailer.send(
      registrationConfirmEmail({
        to: pending.email,
        firstName: pending.firstName,
        locale: localeOf(pending.locale),
        siteUrl,
        token,
      }),
    );
  };
}
