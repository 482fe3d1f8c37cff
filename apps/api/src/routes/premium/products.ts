import {
  ADVERT_PRODUCT_KINDS,
  PRODUCTS,
  pricePerMonthCents,
  vatCents,
  type Product,
} from '@rooms/domain';
import { z } from 'zod';

import { errorResponses } from '../../errors/error-body.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** A product as the API answers it (issue 27, the payments contract's `Product`). */
export const productAnswer = z
  .object({
    id: z.number().int().describe('ProductId (§3)'),
    kind: z
      .number()
      .int()
      .describe('1 tenant premium, 2 tenant-search access, 3 top advert, 4 unlocked advert'),
    priceCents: z.number().int().describe('Price in euro cents, 21% VAT included'),
    vatCents: z.number().int().describe('VAT contained in the price, euro cents'),
    durationDays: z
      .number()
      .int()
      .nullable()
      .describe('Days per purchase or period; null = unlimited'),
    renews: z.boolean().describe('A subscription that renews each period until stopped'),
    pricePerMonthCents: z
      .number()
      .int()
      .nullable()
      .describe('Euro cents per 30 days; null = unlimited'),
  })
  .describe('Product');

/**
 * The answer shape of a catalogue product.
 *
 * @param product a product of `PRODUCTS`
 */
export function toProductAnswer(product: Product): z.infer<typeof productAnswer> {
  return {
    id: product.id,
    kind: product.kind,
    priceCents: product.priceCents,
    vatCents: vatCents(product.priceCents),
    durationDays: product.durationDays,
    renews: product.renews,
    pricePerMonthCents: pricePerMonthCents(product),
  };
}

/** `GET /premium/products` (§7, public): tenant and landlord products, not the advert ones. */
export const productsRoute: FastifyPluginAsyncZod = async (app) => {
  const answer = {
    products: PRODUCTS.filter((product) => !ADVERT_PRODUCT_KINDS.includes(product.kind)).map(
      toProductAnswer,
    ),
  };
  app.get(
    '/products',
    {
      schema: {
        operationId: 'getPremiumProducts',
        tags: ['premium'],
        summary: 'The account products: tenant premium and landlord tenant-search access',
        description:
          'Prices in euro cents with 21% VAT; the advert boosts are in `supplyproducts`.',
        response: { 200: z.object({ products: z.array(productAnswer) }), ...errorResponses() },
      },
    },
    async () => answer,
  );
};
