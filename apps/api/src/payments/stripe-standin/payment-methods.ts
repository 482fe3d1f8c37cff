/**
 * Payment methods the stand-in makes up when a payment is confirmed (there are no real cards or
 * banks): one test card, iDEAL, Bancontact or SEPA account per confirmation, with a fingerprint
 * that is stable per customer so Rooms' self-referral check ("same fingerprint") can be tested.
 */
import { createHash } from 'node:crypto';

import { newId } from './ids.js';

import type { HandlerContext } from './context.js';
import type { PaymentMethodRecord, StandinPaymentMethodType } from './models.js';

/** A fingerprint derived from the customer, so one customer's payments share it. */
function fingerprint(customer: string | null, type: string): string {
  return createHash('sha256')
    .update(`${customer ?? 'guest'}:${type}`)
    .digest('base64url')
    .slice(0, 16);
}

/** The type-specific details of a made-up payment method. */
function details(
  type: StandinPaymentMethodType,
  customer: string | null,
): Partial<PaymentMethodRecord> {
  const print = fingerprint(customer, type === 'card' ? 'card' : 'bank');
  switch (type) {
    case 'card':
      return {
        card: {
          brand: 'visa',
          checks: null,
          country: 'NL',
          display_brand: 'visa',
          exp_month: 12,
          exp_year: 2034,
          fingerprint: print,
          funding: 'credit',
          generated_from: null,
          last4: '4242',
          networks: null,
          regulated_status: 'unregulated',
          three_d_secure_usage: null,
          wallet: null,
        } as unknown as PaymentMethodRecord['card'],
      };
    case 'ideal':
      return { ideal: { bank: 'ing', bic: 'INGBNL2A' } as PaymentMethodRecord['ideal'] };
    case 'bancontact':
      return { bancontact: {} as PaymentMethodRecord['bancontact'] };
    case 'sepa_debit':
      return {
        sepa_debit: {
          bank_code: 'INGB',
          branch_code: '',
          country: 'NL',
          fingerprint: print,
          generated_from: null,
          last4: '3000',
        } as unknown as PaymentMethodRecord['sepa_debit'],
      };
  }
}

/**
 * Makes and stores a payment method of a type for a customer.
 *
 * @param customer attaches it (saved methods of subscriptions are attached)
 */
export async function createPaymentMethod(
  context: HandlerContext,
  type: StandinPaymentMethodType,
  customer: string | null,
): Promise<PaymentMethodRecord> {
  const method: PaymentMethodRecord = {
    id: newId('pm'),
    object: 'payment_method',
    created: context.now,
    customer,
    livemode: false,
    metadata: {},
    type,
    billing_details: {
      address: null,
      email: null,
      name: 'Stand-in Tester',
      phone: null,
      tax_id: null,
    },
    ...details(type, customer),
  };
  return context.store.put(method);
}

/** The `payment_method_details` of a charge paid with a method. */
export function paymentMethodDetails(method: PaymentMethodRecord): Record<string, unknown> {
  const typeDetails = (method as unknown as Record<string, unknown>)[method.type];
  return { type: method.type, [method.type]: typeDetails ?? {} };
}
