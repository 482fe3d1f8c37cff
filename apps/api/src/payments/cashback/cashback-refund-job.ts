/**
 * The `cashback_refund` job (issue 27): refunds a Pending cashback through Stripe — part of the
 * tenant's premium payment, with an idempotency key per cashback, so a retried job never refunds
 * twice — then records Refunded (with Stripe's refund id and an e-mail to the tenant), or Failed
 * when Stripe refuses (a card error or an invalid request, e.g. the payment was refunded in full
 * meanwhile; support handles it). A network or server failure throws: graphile-worker retries.
 * The partial refund leaves the payment Paid and premium running (its `charge.refunded` event
 * has `refunded: false`, which the core ignores).
 */
import { CashbackStatus } from '@rooms/domain';
import { localeOrDefault } from '@rooms/i18n';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';

import { cashbacks, payments, users } from '../../db/schema.js';
import { enqueueEmail } from '../../jobs/email-jobs.js';

import { cashbackRefundedEmail } from './cashback-emails.js';

import type { Db, Tx } from '../../db/database.js';
import type { PaymentsContext } from '../payments-context.js';
import type { Task } from 'graphile-worker';

/** Task name of a cashback's refund. */
export const CASHBACK_REFUND_TASK = 'cashback_refund';

const refundPayload = z.object({ cashbackId: z.number().int().positive() });

/** Stripe error types that are a refusal (final), not a failure to reach Stripe. */
const REFUSALS: ReadonlySet<string> = new Set(['StripeCardError', 'StripeInvalidRequestError']);

/**
 * Queues the refund of a cashback in the caller's transaction (job key `cashback:<id>`).
 *
 * @param tx the transaction that recorded the cashback
 * @param cashbackId the cashback
 */
export async function enqueueCashbackRefund(tx: Db | Tx, cashbackId: number): Promise<void> {
  await tx.execute(
    sql`select graphile_worker.add_job(${CASHBACK_REFUND_TASK},
      ${JSON.stringify({ cashbackId })}::json, max_attempts => 10,
      job_key => ${`cashback:${cashbackId}`}, job_key_mode => 'preserve_run_at')`,
  );
}

/**
 * Refunds a Pending cashback (nothing for another status: a repeated job does nothing).
 *
 * @param dependencies the database, Stripe and the site's origin
 * @param cashbackId the cashback
 * @param now the current time
 * @returns the cashback's new status, or null when it was not Pending
 * @throws the Stripe error when Stripe could not be reached (the job is retried)
 */
export async function refundCashback(
  dependencies: { db: Db; payments: PaymentsContext; siteUrl: string },
  cashbackId: number,
  now: Date,
): Promise<CashbackStatus | null> {
  const { db } = dependencies;
  const [row] = await db
    .select({
      status: cashbacks.status,
      amountCents: cashbacks.amountCents,
      tenantUserId: cashbacks.tenantUserId,
      intentId: payments.stripePaymentIntentId,
    })
    .from(cashbacks)
    .leftJoin(payments, eq(payments.id, cashbacks.paymentId))
    .where(eq(cashbacks.id, cashbackId));
  if (row === undefined || row.status !== CashbackStatus.Pending) return null;
  const fail = async () => {
    await db
      .update(cashbacks)
      .set({ status: CashbackStatus.Failed })
      .where(eq(cashbacks.id, cashbackId));
    return CashbackStatus.Failed;
  };
  if (row.intentId === null || row.amountCents === null) return fail();
  let refund;
  try {
    refund = await dependencies.payments.stripe.refunds.create(
      {
        payment_intent: row.intentId,
        amount: row.amountCents,
        reason: 'requested_by_customer',
        metadata: { rooms_cashback_id: String(cashbackId) },
      },
      { idempotencyKey: `cashback-${cashbackId}` },
    );
  } catch (error) {
    if (REFUSALS.has((error as { type?: string }).type ?? '')) return fail();
    throw error;
  }
  const refundId = refund.id;
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(cashbacks)
      .set({ status: CashbackStatus.Refunded, refundedAt: now, stripeRefundId: refundId })
      .where(
        sql`${cashbacks.id} = ${cashbackId} and ${cashbacks.status} = ${CashbackStatus.Pending}`,
      )
      .returning({ id: cashbacks.id });
    if (done === undefined) return;
    const [tenant] = await tx
      .select({
        email: users.email,
        firstName: users.firstName,
        locale: users.locale,
        deletedAt: users.deletedAt,
      })
      .from(users)
      .where(eq(users.id, row.tenantUserId));
    if (tenant === undefined || tenant.deletedAt !== null) return;
    await enqueueEmail(
      tx,
      cashbackRefundedEmail(
        {
          to: tenant.email,
          firstName: tenant.firstName,
          locale: localeOrDefault(tenant.locale),
        },
        { amountCents: refund.amount, refundedAt: now },
        dependencies.siteUrl,
      ),
    );
  });
  return CashbackStatus.Refunded;
}

/**
 * The `cashback_refund` task.
 *
 * @param dependencies the database, Stripe and the site's origin
 */
export function cashbackRefundTask(dependencies: {
  db: Db;
  payments: PaymentsContext;
  siteUrl: string;
}): Task {
  return async (payload) => {
    const parsed = refundPayload.safeParse(payload);
    if (!parsed.success) return;
    await refundCashback(dependencies, parsed.data.cashbackId, new Date());
  };
}
