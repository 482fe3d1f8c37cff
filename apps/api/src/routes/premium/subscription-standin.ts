import { eq } from 'drizzle-orm';
import { z } from 'zod';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { subscriptions } from '../../db/schema.js';
import { errorResponses } from '../../errors/error-body.js';
import {
  applyReplyGuarantee,
  endUnpaidSubscriptions,
  sendRenewalReminders,
} from '../../payments/lifecycle/lifecycle-jobs.js';
import { noSubscription } from '../../payments/lifecycle/subscription-actions.js';
import { liveSubscriptionOf } from '../../payments/lifecycle/subscription-store.js';

import type { PaymentsContext } from '../../payments/payments-context.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Days ahead a test may move the renewal to (a year and a bit). */
const MAX_DAYS_AHEAD = 400;
const DAY_MS = 86_400_000;

async function standinControl(
  payments: PaymentsContext,
  path: string,
  body: Record<string, unknown>,
): Promise<void> {
  const response = await fetch(new URL(`/_standin/${path}`, payments.standinUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`stand-in control ${path}: ${response.status}`);
}

/**
 * Test controls of the subscription lifecycle, registered only in stand-in mode (never with real
 * Stripe keys), each on the caller's own live subscription; the end-to-end tests use them to
 * reach a renewal without waiting a month:
 *
 * - `POST /premium/subscription/standin/period-end` `{daysFromNow}`: moves the renewal (the
 *   stand-in's `period-end` control) and mirrors it at once;
 * - `POST /premium/subscription/standin/renew` `{outcome}`: the period ends now and the stand-in
 *   charges the renewal (`succeeded`, `failed`, `processing`); webhooks follow;
 * - `POST /premium/subscription/standin/run` `{task}`: runs a lifecycle cron task now.
 */
export const subscriptionStandinRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsContext;
  siteUrl: string;
}> = async (app, { payments, siteUrl }) => {
  app.post(
    '/subscription/standin/period-end',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'standinSubscriptionPeriodEnd',
        tags: ['premium'],
        summary: 'Stand-in only: move the renewal of the own subscription',
        body: z.object({ daysFromNow: z.number().min(0).max(MAX_DAYS_AHEAD) }).strict(),
        response: { 200: z.object({ currentPeriodEnd: z.string() }), ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const row = await liveSubscriptionOf(app.database.db, currentUser(request).id);
      if (row === undefined) throw noSubscription();
      // Whole seconds: Stripe's timestamps are unix seconds.
      const seconds = Math.floor((Date.now() + request.body.daysFromNow * DAY_MS) / 1000);
      await standinControl(payments, `subscriptions/${row.stripeSubscriptionId}/period-end`, {
        currentPeriodEnd: seconds,
      });
      const currentPeriodEnd = new Date(seconds * 1000);
      await app.database.db
        .update(subscriptions)
        .set({ currentPeriodEnd })
        .where(eq(subscriptions.id, row.id));
      return { currentPeriodEnd: currentPeriodEnd.toISOString() };
    },
  );

  app.post(
    '/subscription/standin/renew',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'standinSubscriptionRenew',
        tags: ['premium'],
        summary: 'Stand-in only: renew the own subscription now',
        body: z.object({ outcome: z.enum(['succeeded', 'failed', 'processing']) }).strict(),
        response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const row = await liveSubscriptionOf(app.database.db, currentUser(request).id);
      if (row === undefined) throw noSubscription();
      await standinControl(payments, `subscriptions/${row.stripeSubscriptionId}/renew`, {
        outcome: request.body.outcome,
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/subscription/standin/run',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'standinSubscriptionRunTask',
        tags: ['premium'],
        summary: 'Stand-in only: run a subscription cron task now',
        body: z
          .object({ task: z.enum(['renewalReminders', 'graceEnd', 'replyGuarantee']) })
          .strict(),
        response: { 200: z.object({ count: z.number().int() }), ...errorResponses(401) },
      },
    },
    async (request) => {
      const dependencies = {
        db: app.database.db,
        payments,
        siteUrl,
      };
      const now = new Date();
      const run = {
        renewalReminders: sendRenewalReminders,
        graceEnd: endUnpaidSubscriptions,
        replyGuarantee: applyReplyGuarantee,
      }[request.body.task];
      return { count: await run(dependencies, now) };
    },
  );
};
