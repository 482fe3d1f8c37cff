import { ErrorCode, PaymentStatus, isAdvertProduct, productById, RoomsError } from '@rooms/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { entitlements } from '../../db/schema.js';
import { errorResponses } from '../../errors/error-body.js';
import { intentIdOfClientSecret, paymentStartOf, startPayment } from '../../payments/checkout.js';
import { isUnlimited } from '../../payments/entitlements.js';
import { statusOfPaymentIntent } from '../../payments/payment-state.js';

import { ownListing, ownPayment, type PaymentRow } from './own-rows.js';
import {
  outcomeCodeOf,
  paymentIdQuery,
  paymentOutcome,
  paymentStart,
  paymentStep1Body,
  paymentStep1Query,
  paymentStepFinalQuery,
} from './premium.schema.js';

import type { Db } from '../../db/database.js';
import type { PaymentRouteOptions } from './premium-route-options.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The end of what a payment granted: ISO time, null for unlimited, undefined when nothing. */
async function entitlementEndOf(db: Db, paymentId: number): Promise<string | null | undefined> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      end: sql<Date | null>`max(coalesce(${entitlements.endsAt}, '9999-12-31'::timestamptz))`.mapWith(
        (value: string | Date | null) => (value === null ? null : new Date(value)),
      ),
    })
    .from(entitlements)
    .where(and(eq(entitlements.paymentId, paymentId), isNull(entitlements.revokedAt)));
  if (row === undefined || row.count === 0 || row.end === null) return undefined;
  return isUnlimited(row.end) ? null : row.end.toISOString();
}

/**
 * The status to show: the stored one, or "processing" when Stripe already says so (a SEPA or
 * bank payment under way) before its event arrived. Never grants: that is the events' job.
 */
async function shownStatus(
  payment: PaymentRow,
  readIntent: (id: string) => Promise<{ status: string; last_payment_error: unknown }>,
): Promise<number> {
  const waiting: number[] = [PaymentStatus.StartedNotSent, PaymentStatus.PendingInput];
  if (!waiting.includes(payment.status) || payment.stripePaymentIntentId === null) {
    return payment.status;
  }
  try {
    const intent = await readIntent(payment.stripePaymentIntentId);
    const status = statusOfPaymentIntent(intent as never);
    return status === PaymentStatus.Processing ? status : payment.status;
  } catch {
    // Stripe unreachable: the stored status is still true.
    return payment.status;
  }
}

/**
 * The payment steps of §7 mapped onto Stripe's flow (issue 27): `paymentstep1` starts (or
 * resumes) a payment of one product, `paymentstep2` resumes it, `paymentstepfinal` tells its
 * outcome after Stripe's return. Premium is granted only by Stripe's events, never here.
 */
export const paymentStepRoutes: FastifyPluginAsyncZod<PaymentRouteOptions> = async (
  app,
  { payments },
) => {
  app.post(
    '/paymentstep1',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'paymentStep1',
        tags: ['premium'],
        summary: 'Start paying for a product (or resume the open start of the same product)',
        description:
          'Renewing products (258, 261, 241) become a Stripe subscription, others a PaymentIntent (iDEAL, card, Bancontact). Advert products need `listingID` of your own advert (else 404 1015). 400 `invalid_request` for an unknown product or a rate plan other than the product; 409 1115 while a subscription of the same kind is active or the advert has the boost unlimited; 409 1125 while a payment of the same products is processing.',
        querystring: paymentStep1Query,
        body: paymentStep1Body.nullish(),
        response: { 200: paymentStart, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => {
      const { selectedProduct, selectedProductRatePlan } = request.query;
      const product = productById(selectedProduct);
      if (product === undefined) {
        throw new RoomsError({
          code: ErrorCode.InvalidRequest,
          message: `Unknown product ${selectedProduct}`,
          data: { fields: [{ field: 'querystring.selectedProduct', message: 'unknown product' }] },
        });
      }
      if (selectedProductRatePlan !== undefined && selectedProductRatePlan !== selectedProduct) {
        throw new RoomsError({
          code: ErrorCode.InvalidRequest,
          message: 'selectedProductRatePlan must equal selectedProduct',
        });
      }
      const userId = currentUser(request).id;
      const listingId = request.body?.listingID;
      if (isAdvertProduct(product) && listingId === undefined) {
        throw new RoomsError({
          code: ErrorCode.InvalidRequest,
          message: `Product ${product.id} is bought for an advert: listingID is required`,
        });
      }
      if (!isAdvertProduct(product) && listingId !== undefined) {
        throw new RoomsError({
          code: ErrorCode.InvalidRequest,
          message: `Product ${product.id} is not bought for an advert: leave listingID out`,
        });
      }
      if (listingId !== undefined) await ownListing(app.database.db, userId, listingId);
      return startPayment(
        app.database.db,
        payments.stripe,
        { userId, products: [product], listingId: listingId ?? null },
        new Date(),
      );
    },
  );

  app.get(
    '/paymentstep2',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'paymentStep2',
        tags: ['premium'],
        summary: 'The payment form data of one of your payments again (resume)',
        description: '404 1120 for an unknown payment or another user’s.',
        querystring: paymentIdQuery,
        response: { 200: paymentStart, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const payment = await ownPayment(app.database.db, currentUser(request).id, {
        paymentId: request.query.paymentId,
      });
      return paymentStartOf(app.database.db, payments.stripe, payment);
    },
  );

  app.get(
    '/paymentstepfinal',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'paymentStepFinal',
        tags: ['premium'],
        summary: 'The outcome of one of your payments (after Stripe’s return)',
        description:
          'By `paymentId` or Stripe’s `payment_intent_client_secret`. Reads what Stripe’s events recorded; a payment Stripe already processes shows as processing (1128). 404 1120 for an unknown payment or another user’s.',
        querystring: paymentStepFinalQuery,
        response: { 200: paymentOutcome, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { paymentId, payment_intent_client_secret: secret } = request.query;
      const userId = currentUser(request).id;
      const intentId = secret === undefined ? null : intentIdOfClientSecret(secret);
      const payment = await ownPayment(
        app.database.db,
        userId,
        paymentId !== undefined ? { paymentId } : { intentId: intentId ?? '' },
      );
      const status = await shownStatus(payment, (id) =>
        payments.stripe.paymentIntents.retrieve(id),
      );
      const code = outcomeCodeOf(status);
      const endsAt = await entitlementEndOf(app.database.db, payment.id);
      return {
        paymentId: payment.id,
        status,
        ...(code === undefined ? {} : { code }),
        productIds: [...payment.productIds],
        ...(payment.listingId === null ? {} : { listingID: payment.listingId }),
        ...(endsAt === undefined ? {} : { entitlementEndsAt: endsAt }),
      };
    },
  );
};
