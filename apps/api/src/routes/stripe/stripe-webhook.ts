import { ErrorCode, RoomsError } from '@rooms/domain';
import { z } from 'zod';

import { stripeEvents } from '../../db/schema.js';
import { errorResponses } from '../../errors/error-body.js';
import { enqueueStripeEvent } from '../../payments/payment-jobs.js';

import type { PaymentRouteOptions } from '../premium/premium-route-options.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';

/** Largest webhook body accepted, bytes (Stripe's events are a few kB; an invoice ~30 kB). */
const WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;
/** Longest `Stripe-Signature` header read (a few signatures during a secret's rotation). */
const MAX_SIGNATURE_LENGTH = 2000;

/** The answer of a stored (or replayed) event. */
const webhookAnswer = z.object({
  received: z.literal(true),
  /** False when the event id was stored before (a replay): nothing new was queued. */
  stored: z.boolean(),
});

/**
 * The Stripe webhook (issue 27 "Webhooks"), registered in a plugin of its own: JSON bodies are
 * kept as the raw bytes there (a route-scoped parser), because the signature covers exactly the
 * bytes Stripe sent — a re-serialised body fails. A verified event is stored once by its id in
 * `stripe_events` and its job queued in the same transaction; the answer comes at once, the
 * job (`payments/handle-stripe-event.ts`) does the work. A bad or missing signature answers 400
 * and changes nothing.
 */
export const stripeWebhookRoute: FastifyPluginAsyncZod<PaymentRouteOptions> = async (
  app,
  { payments },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/webhook',
    {
      schema: {
        operationId: 'stripeWebhook',
        tags: ['payments'],
        summary: 'Stripe events (signed); stored once by id and handled by a job',
        description:
          'The body must be the exact bytes Stripe signed, with its `Stripe-Signature` header (t=…,v1=…); a bad, old or missing signature answers 400 `invalid_request` and changes nothing. A replayed event answers 200 with `stored: false`.',
        response: { 200: webhookAnswer, ...errorResponses() },
      },
    },
    async (request) => {
      const raw = request.body;
      if (!Buffer.isBuffer(raw)) {
        throw new RoomsError({ code: ErrorCode.InvalidRequest, message: 'JSON body expected' });
      }
      // Read here rather than declared in the schema: the header is Stripe's, not a client's.
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        if (typeof signature !== 'string' || signature.length > MAX_SIGNATURE_LENGTH) {
          throw new Error('no signature');
        }
        event = payments.stripe.webhooks.constructEvent(raw, signature, payments.webhookSecret);
      } catch {
        request.log.warn({ component: 'payments' }, 'stripe webhook: signature refused');
        throw new RoomsError({ code: ErrorCode.InvalidRequest, message: 'Invalid signature' });
      }
      const objectId = (event.data.object as { id?: unknown }).id;
      const stored = await app.database.db.transaction(async (tx) => {
        const inserted = await tx
          .insert(stripeEvents)
          .values({
            id: event.id,
            type: event.type,
            objectId: typeof objectId === 'string' ? objectId : '',
            payload: event,
          })
          .onConflictDoNothing()
          .returning({ id: stripeEvents.id });
        if (inserted.length === 0) return false;
        await enqueueStripeEvent(tx, event.id);
        return true;
      });
      return { received: true as const, stored };
    },
  );
};
