/**
 * E-mail as durable jobs (docs/architecture.md "Background work"): a route adds a `send_email`
 * job in the same transaction as the change that causes the e-mail (the claimed notification
 * time), and the job runner (`job-runner.ts`) sends it, retrying with growing delays when SMTP
 * fails, across restarts. A job is deleted once its e-mail went out. The payload is stored in
 * PostgreSQL meanwhile, so it must hold no secret: the password reset e-mail has a job of its own
 * that carries no token (`password-reset-job.ts`).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';

import type { Db, Tx } from '../db/database.js';
import type { Mailer, MailMessage } from '../mail/mailer.js';
import type { Task } from 'graphile-worker';

/** Task name of an e-mail job. */
export const SEND_EMAIL_TASK = 'send_email';
/**
 * Attempts before an e-mail job is given up: graphile-worker waits e^min(n, 10) seconds after
 * the n-th failure, so 12 attempts span about 16 hours of SMTP trouble.
 */
export const EMAIL_MAX_ATTEMPTS = 12;

/** The stored payload: a {@link MailMessage}; `html` and `listUnsubscribe` only for HTML e-mails. */
const mailMessage = z.object({
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  language: z.string(),
  // http only for a development SITE_URL; production refuses a SITE_URL that is not https.
  listUnsubscribe: z.object({ url: z.url({ protocol: /^https?$/ }) }).optional(),
});

/**
 * Adds an e-mail job; it commits or rolls back with the caller's transaction.
 *
 * @param db the database or the caller's transaction
 * @param message the e-mail
 * @throws the PostgreSQL error (nothing is queued)
 */
export async function enqueueEmail(db: Db | Tx, message: MailMessage): Promise<void> {
  await enqueueEmails(db, [message]);
}

/**
 * Adds one e-mail job per message in one statement (a digest batch queues hundreds); they commit
 * or roll back with the caller's transaction.
 *
 * @param db the database or the caller's transaction
 * @param messages the e-mails (none: nothing is done)
 * @throws ZodError for a message that is not an e-mail; the PostgreSQL error (nothing is queued)
 */
export async function enqueueEmails(db: Db | Tx, messages: readonly MailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  // One JSON array parameter: its elements become the jobs' payloads.
  const payloads = JSON.stringify(messages.map((message) => mailMessage.parse(message)));
  await db.execute(
    sql`select graphile_worker.add_job(${SEND_EMAIL_TASK}, payload, max_attempts => ${EMAIL_MAX_ATTEMPTS})
      from json_array_elements(${payloads}::json) as payload`,
  );
}

/**
 * The `send_email` task: sends the job's e-mail through the mailer.
 *
 * @param mailer SMTP or the outbox folder
 * @returns the task; it throws (so the job is tried again later) when the payload is not an
 *   e-mail or the mailer fails
 */
export function sendEmailTask(mailer: Mailer): Task {
  return async (payload) => {
    await mailer.send(mailMessage.parse(payload));
  };
}
