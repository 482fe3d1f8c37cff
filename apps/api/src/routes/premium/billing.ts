import { z } from 'zod';

import { authenticate } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** `POST /premium/address` body: a billing address to check. */
const addressBody = z
  .object({
    postalCode: z.string().trim().min(1).max(16),
    houseNumber: z.number().int().min(1).max(99_999),
    addition: z.string().trim().max(10).optional(),
    city: z.string().trim().max(100).optional(),
    countryCode: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'ISO 3166-1 alpha-2 code')
      .describe('Country, e.g. NL'),
  })
  .strict();

/** The address as Rooms writes it. */
const normalizedAddress = z.object({
  postalCode: z.string(),
  houseNumber: z.number().int(),
  addition: z.string().nullable(),
  city: z.string().nullable(),
  countryCode: z.string(),
});

/** Dutch postcodes: 4 digits (not starting with 0), 2 letters (not SA, SD, SS). */
const DUTCH_POSTCODE = /^([1-9][0-9]{3}) ?(?!SA|SD|SS)([A-Z]{2})$/;
/** Other countries: letters, digits, spaces and hyphens. */
const POSTCODE = /^[A-Z0-9][A-Z0-9 -]{1,9}$/;

/**
 * Checks a billing address and writes it the standard way (Dutch postcode `1234 AB`, country
 * upper case, addition upper case).
 *
 * @returns whether it is valid, and the normalized address (null when not valid)
 */
export function checkAddress(address: z.infer<typeof addressBody>): {
  valid: boolean;
  normalized: z.infer<typeof normalizedAddress> | null;
} {
  const countryCode = address.countryCode.toUpperCase();
  const postal = address.postalCode.toUpperCase().replaceAll(/\s+/g, ' ');
  let postalCode: string | null = null;
  if (countryCode === 'NL') {
    const match = DUTCH_POSTCODE.exec(postal);
    postalCode = match === null ? null : `${match[1]} ${match[2]}`;
  } else if (POSTCODE.test(postal)) {
    postalCode = postal;
  }
  const additionOk = address.addition === undefined || /^[A-Za-z0-9 -]*$/.test(address.addition);
  if (postalCode === null || !additionOk) return { valid: false, normalized: null };
  return {
    valid: true,
    normalized: {
      postalCode,
      houseNumber: address.houseNumber,
      addition: address.addition ? address.addition.toUpperCase() : null,
      city: address.city ? address.city : null,
      countryCode,
    },
  };
}

/**
 * The §7 calls around paying that Stripe's flow makes simple: `tenantafterpay` (no pay-later
 * method is offered) and `address` (the billing address check).
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tenantafterpay',
    {
      schema: {
        operationId: 'getTenantAfterPay',
        tags: ['premium'],
        summary: 'Whether a pay-later method is offered (it is not)',
        response: { 200: z.object({ available: z.boolean() }), ...errorResponses() },
      },
    },
    async () => ({ available: false }),
  );

  app.post(
    '/address',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'checkBillingAddress',
        tags: ['premium'],
        summary: 'Check a billing address and write it the standard way',
        description: 'A Dutch postcode must be `1234 AB`; `valid: false` changes nothing.',
        body: addressBody,
        response: {
          200: z.object({ valid: z.boolean(), normalized: normalizedAddress.nullable() }),
          ...errorResponses(401),
        },
      },
    },
    async (request) => checkAddress(request.body),
  );
};
