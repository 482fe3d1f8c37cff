/**
 * Account deletion ends the account's subscriptions (issue 27): the deletion's transaction queues
 * a `subscription_cancel_for_deletion` job, and the job cancels them at Stripe and ends the rows,
 * retried while Stripe cannot be reached, so nothing ever renews for a deleted account and the
 * deletion itself never waits for Stripe.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';

import { cancelSubscriptionsForDeletion } from './subscription-actions.js';

import type { Db, Tx } from '../../db/database.js';
import type { PaymentsContext } from '../payments-context.js';
import type { Task } from 'graphile-worker';

/** Task name. */
export const CANCEL_FOR_DELETION_TASK = 'subscription_cancel_for_deletion';

const payload = z.object({ userId: z.number().int().positive() });

/**
 * Queues the cancellation in the deletion's transaction.
 *
 * @param tx the transaction deleting the account
 * @param userId the account
 */
export async function enqueueCancellationForDeletion(tx: Db | Tx, userId: number): Promise<void> {
  await tx.execute(
    sql`select graphile_worker.add_job(${CANCEL_FOR_DELETION_TASK}, ${JSON.stringify({ userId })}::json,
      max_attempts => 20, job_key => ${`cancel-for-deletion:${userId}`})`,
  );
}

/**
 * The task: cancels every live subscription of the account (no refund).
 *
 * @param dependencies the database and Stripe
 * @returns the task; it throws (retry later) when Stripe fails
 */
export function cancelForDeletionTask(dependencies: { db: Db; payments: PaymentsContext }): Task {
  return async (job) => {
    const parsed = payload.safeParse(job);
    if (!parsed.success) return;
    await cancelSubscriptionsForDeletion(
      dependencies.db,
      dependencies.payments,
      parsed.data.userId,
      new Date(),
    );
  };
}
