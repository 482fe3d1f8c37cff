import { z } from 'zod';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';
import { invoicesOf } from '../../payments/lifecycle/subscription-store.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** One invoice line of `GET /premium/invoices`. */
const invoiceAnswer = z
  .object({
    paymentId: z.number().int(),
    productIds: z.array(z.number().int()).describe('ProductIds (§3) paid for'),
    listingId: z.number().int().nullable().describe('The advert of advert products'),
    amountCents: z.number().int().describe('Amount charged, euro cents incl. VAT'),
    vatCents: z.number().int().describe('VAT (21%) contained in the amount, euro cents'),
    status: z.number().int().describe('PaymentStatus (§3)'),
    createdAt: z.string().describe('ISO time the payment was started'),
    paidAt: z.string().nullable().describe('ISO time it was paid; null when not paid'),
    reversedAt: z.string().nullable().describe('ISO time of a refund or chargeback'),
  })
  .describe('Invoice');

/**
 * `GET /premium/invoices` (signed in, issue 27): the user's own payments, newest first, with the
 * VAT each contains, for the invoices list of `/my-account`. Payments never sent to the provider
 * are left out.
 */
export const invoicesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invoices',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'getInvoices',
        tags: ['premium'],
        summary: "The user's payments with their VAT",
        response: {
          200: z.object({ invoices: z.array(invoiceAnswer) }),
          ...errorResponses(401),
        },
      },
    },
    async (request) => {
      const rows = await invoicesOf(app.database.db, currentUser(request).id);
      return {
        invoices: rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          paidAt: row.paidAt?.toISOString() ?? null,
          reversedAt: row.reversedAt?.toISOString() ?? null,
        })),
      };
    },
  );
};
