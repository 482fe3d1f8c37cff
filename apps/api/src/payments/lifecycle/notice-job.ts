/**
 * The `subscription_notice` job: composes a lifecycle e-mail (receipt, payment reminder) after
 * the transaction that caused it committed, with the site's origin the job runner knows, and
 * queues it as a `send_email` job. Its payload holds only ids.
 */
import { PaymentStatus, productById } from '@rooms/domain';
import { localeOrDefault } from '@rooms/i18n';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';

import { entitlements, payments, subscriptions, users } from '../../db/schema.js';
import { enqueueEmail } from '../../jobs/email-jobs.js';

import { FreeSource } from './free-periods.js';
import { paymentReminderEmail, receiptEmail } from './lifecycle-emails.js';

import type { Db, Tx } from '../../db/database.js';
import type { Task } from 'graphile-worker';

/** Task name of a lifecycle notice. */
export const NOTICE_TASK = 'subscription_notice';

const noticePayload = z.object({
  kind: z.enum(['receipt', 'paymentReminder']),
  paymentId: z.number().int().positive(),
});
/** What a notice job carries. */
export type Notice = z.infer<typeof noticePayload>;

/**
 * Queues a notice in the caller's transaction; one job per kind and payment (job key), so a
 * replayed event does not queue a second e-mail while the first waits.
 *
 * @param tx the caller's transaction
 * @param notice kind and payment
 */
export async function enqueueNotice(tx: Db | Tx, notice: Notice): Promise<void> {
  await tx.execute(
    sql`select graphile_worker.add_job(${NOTICE_TASK}, ${JSON.stringify(notice)}::json,
      max_attempts => 10, job_key => ${`notice:${notice.kind}:${notice.paymentId}`},
      job_key_mode => 'preserve_run_at')`,
  );
}

/**
 * The e-mail a notice stands for, read from the database now.
 *
 * @returns the message, or null when there is nothing to send (deleted account, payment no
 *   longer in the state the notice was about: a receipt for a payment that is not Paid, a
 *   reminder for a renewal paid meanwhile)
 */
export async function noticeEmail(db: Db, notice: Notice, siteUrl: string) {
  const [row] = await db
    .select({
      payment: payments,
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      deletedAt: users.deletedAt,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, notice.paymentId));
  if (row === undefined || row.deletedAt !== null) return null;
  const recipient = {
    to: row.email,
    firstName: row.firstName,
    locale: localeOrDefault(row.locale),
  };
  const { payment } = row;
  if (notice.kind === 'receipt') {
    if (payment.status !== PaymentStatus.Paid || payment.paidAt === null) return null;
    return receiptEmail(
      recipient,
      {
        id: payment.id,
        productIds: payment.productIds,
        amountCents: payment.amountCents,
        paidAt: payment.paidAt,
      },
      siteUrl,
    );
  }
  if (payment.status === PaymentStatus.Paid || payment.stripePaymentIntentId === null) return null;
  if (payment.subscriptionId === null) return null;
  const [subscription] = await db
    .select({ productId: subscriptions.productId, userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.id, payment.subscriptionId));
  if (subscription === undefined) return null;
  const [grace] = await db
    .select({ endsAt: sql<Date>`max(${entitlements.endsAt})`.mapWith((v: string) => new Date(v)) })
    .from(entitlements)
    .where(
      sql`${entitlements.userId} = ${subscription.userId} and ${entitlements.source} = ${FreeSource.Grace}
        and ${entitlements.revokedAt} is null and ${entitlements.createdAt} >= ${payment.createdAt.toISOString()}::timestamptz`,
    );
  return paymentReminderEmail(
    recipient,
    {
      productId: subscription.productId,
      amountCents: payment.amountCents || (productById(subscription.productId)?.priceCents ?? 0),
      paymentIntentId: payment.stripePaymentIntentId,
      graceEndsAt: grace?.endsAt ?? new Date(),
    },
    siteUrl,
  );
}

/**
 * The `subscription_notice` task.
 *
 * @param dependencies the database and the site's origin
 */
export function noticeTask(dependencies: { db: Db; siteUrl: string }): Task {
  return async (payload) => {
    const parsed = noticePayload.safeParse(payload);
    if (!parsed.success) return;
    const message = await noticeEmail(dependencies.db, parsed.data, dependencies.siteUrl);
    if (message !== null) await enqueueEmail(dependencies.db, message);
  };
}
