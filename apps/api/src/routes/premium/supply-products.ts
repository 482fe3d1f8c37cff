import {
  ADVERT_PRODUCT_KINDS,
  ErrorCode,
  PRODUCTS,
  ProductKind,
  productById,
  RoomsError,
  type Product,
} from '@rooms/domain';
import { z } from 'zod';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';
import { startPayment } from '../../payments/checkout.js';
import { isUnlimited } from '../../payments/entitlements.js';

import { ownListing } from './own-rows.js';
import { paymentStart, supplyProductsBody, supplyProductsQuery } from './premium.schema.js';
import { productAnswer, toProductAnswer } from './products.js';

import type { PaymentRouteOptions } from './premium-route-options.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** `GET /premium/supplyproducts` answer. */
const supplyProductsAnswer = z.object({
  listingID: z.number().int(),
  products: z.array(productAnswer).describe('The advert products (TopAdvert, UnlockAdvert)'),
  topAdvertUntil: z
    .string()
    .nullable()
    .describe('ISO end of the top-advert period; null: none or unlimited'),
  unlockedUntil: z
    .string()
    .nullable()
    .describe('ISO end of the unlocked period; null: none or unlimited'),
  topAdvertUnlimited: z.boolean(),
  unlockedUnlimited: z.boolean(),
});

/** An advert product's end as answered: ISO when it ends in the future, else null. */
function shownUntil(until: Date | null, now: Date): string | null {
  return until === null || isUnlimited(until) || until <= now ? null : until.toISOString();
}

/**
 * The selection of `POST /supplyproducts`: advert products only, at most one TopAdvert and one
 * UnlockAdvert.
 *
 * @throws RoomsError invalid_request (400)
 */
function advertSelection(ids: readonly number[]): Product[] {
  const products = ids.map((id) => {
    const product = productById(id);
    if (product === undefined || !ADVERT_PRODUCT_KINDS.includes(product.kind)) {
      throw new RoomsError({
        code: ErrorCode.InvalidRequest,
        message: `Product ${id} is not an advert product`,
      });
    }
    return product;
  });
  const kinds = products.map((product) => product.kind);
  if (new Set(kinds).size !== kinds.length) {
    throw new RoomsError({
      code: ErrorCode.InvalidRequest,
      message: 'At most one TopAdvert and one UnlockAdvert product',
    });
  }
  return products;
}

/**
 * The advert boosts (§7 `supplyproducts`, the wizard's supply-products step and My adverts):
 * what an advert of the landlord's can get and has, and paying a selection at once.
 */
export const supplyProductsRoutes: FastifyPluginAsyncZod<PaymentRouteOptions> = async (
  app,
  { payments },
) => {
  const products = PRODUCTS.filter((product) => ADVERT_PRODUCT_KINDS.includes(product.kind)).map(
    toProductAnswer,
  );

  app.get(
    '/supplyproducts',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'getSupplyProducts',
        tags: ['premium'],
        summary: 'The boosts an advert of yours can get, and those it has',
        description: '404 1015 for an unknown advert or another landlord’s.',
        querystring: supplyProductsQuery,
        response: { 200: supplyProductsAnswer, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const listing = await ownListing(
        app.database.db,
        currentUser(request).id,
        request.query.listingID,
      );
      const now = new Date();
      return {
        listingID: listing.id,
        products,
        topAdvertUntil: shownUntil(listing.topAdvertUntil, now),
        unlockedUntil: shownUntil(listing.unlockedUntil, now),
        topAdvertUnlimited: isUnlimited(listing.topAdvertUntil),
        unlockedUnlimited: isUnlimited(listing.unlockedUntil),
      };
    },
  );

  app.post(
    '/supplyproducts',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'buySupplyProducts',
        tags: ['premium'],
        summary: 'Start paying for boosts of an advert of yours (one payment)',
        description:
          'At most one TopAdvert (245–247) and one UnlockAdvert (249–251) product; a one-off PaymentIntent (iDEAL, card, Bancontact). 400 `invalid_request` for other products; 404 1015 for another landlord’s advert; 409 1115 when a selected boost is already unlimited; 409 1125 while the same selection is processing.',
        body: supplyProductsBody,
        response: { 200: paymentStart, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => {
      const selection = advertSelection(request.body.selectedProductIdList);
      const userId = currentUser(request).id;
      await ownListing(app.database.db, userId, request.body.listingID);
      // Top before unlock: one order, so the same selection is recognised when resumed.
      selection.sort((a, b) =>
        a.kind === ProductKind.TopAdvert ? -1 : b.kind === ProductKind.TopAdvert ? 1 : 0,
      );
      return startPayment(
        app.database.db,
        payments.stripe,
        { userId, products: selection, listingId: request.body.listingID },
        new Date(),
      );
    },
  );
};
