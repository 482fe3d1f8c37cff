import { sql } from 'drizzle-orm';

import { handleStripeEvent } from './handle-stripe-event.js';

import type { Db, Tx } from '../db/database.js';
import type { PaymentsContext } from './payments-context.js';
import type { Task } from 'graphile-worker';

/** Task name of handling one stored Stripe event (`stripe_events` row). */
export const STRIPE_EVENT_TASK = 'handle_stripe_event';

/** Attempts of one event's job (Stripe unreachable for a while: graphile-worker backs off). */
const STRIPE_EVENT_MAX_ATTEMPTS = 10;

/**
 * Queue priority of an event's job (graphile-worker runs lower numbers first; others use 0).
 * Each paid event queues a receipt notice, which queues an e-mail: at the default priority a
 * burst of payments left the grants waiting behind the e-mails of earlier ones. A grant is what
 * the customer waits for; a receipt may come seconds later.
 */
export const STRIPE_EVENT_PRIORITY = -10;

/**
 * Queues the handling of a stored Stripe event in the caller's transaction (the webhook's), so
 * the event row and its job commit together. One job per event id (job key): a replayed event
 * never queues a second one while the first waits.
 *
 * @param tx the webhook's transaction
 * @param eventId Stripe's event id (`evt_…`)
 */
export async function enqueueStripeEvent(tx: Db | Tx, eventId: string): Promise<void> {
  const payload = JSON.stringify({ eventId });
  await tx.execute(
    sql`select graphile_worker.add_job(${STRIPE_EVENT_TASK}, ${payload}::json,
      max_attempts => ${STRIPE_EVENT_MAX_ATTEMPTS}, job_key => ${`stripe:${eventId}`},
      job_key_mode => 'preserve_run_at', priority => ${STRIPE_EVENT_PRIORITY})`,
  );
}

/**
 * The payment tasks of the job runner: `handle_stripe_event` re-reads the event's object from
 * Stripe and moves the payment, subscription and entitlements (`handle-stripe-event.ts`).
 *
 * @param dependencies the application's database and Stripe
 * @returns the task list to merge into the runner's
 */
export function paymentTasks(dependencies: {
  db: Db;
  payments: PaymentsContext;
}): Record<string, Task> {
  return {
    [STRIPE_EVENT_TASK]: async (payload) => {
      const eventId = (payload as { eventId?: unknown } | null)?.eventId;
      if (typeof eventId !== 'string') return;
      await handleStripeEvent(dependencies.db, dependencies.payments, eventId);
    },
  };
}
