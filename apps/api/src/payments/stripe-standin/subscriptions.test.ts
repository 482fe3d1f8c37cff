import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startStandinKit, type StandinKit } from './test-kit.js';

let kit: StandinKit;
let monthly: Stripe.Price;

beforeAll(async () => {
  kit = await startStandinKit();
  monthly = await kit.stripe.prices.create({
    currency: 'eur',
    unit_amount: 1995,
    lookup_key: 'rooms_258',
    recurring: { interval: 'month', interval_count: 1 },
    product_data: { name: 'Premium 1 month' },
  });
});

afterAll(async () => {
  await kit.close();
});

/** A subscription created exactly as Rooms creates it, with its first invoice expanded. */
async function newSubscription(): Promise<Stripe.Subscription> {
  const customer = await kit.stripe.customers.create({ email: 'tenant@rooms.test' });
  return kit.stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: monthly.id }],
    payment_behavior: 'default_incomplete',
    payment_settings: {
      save_default_payment_method: 'on_subscription',
      payment_method_types: ['ideal', 'card', 'bancontact', 'sepa_debit'],
    },
    metadata: { rooms_payment_id: '21', rooms_user_id: '7', rooms_product_ids: '258' },
    expand: ['latest_invoice.confirmation_secret', 'latest_invoice.payments'],
  });
}

/** The client secret and PaymentIntent id of a subscription's latest invoice. */
function firstPayment(subscription: Stripe.Subscription): {
  clientSecret: string;
  intentId: string;
  invoice: Stripe.Invoice;
} {
  const invoice = subscription.latest_invoice as Stripe.Invoice;
  const intent = invoice.payments?.data[0]?.payment.payment_intent;
  return {
    clientSecret: invoice.confirmation_secret?.client_secret as string,
    intentId: intent as string,
    invoice,
  };
}

/** A subscription whose first invoice is paid with iDEAL. */
async function activeSubscription(): Promise<Stripe.Subscription> {
  const subscription = await newSubscription();
  await kit.control.confirm({
    clientSecret: firstPayment(subscription).clientSecret,
    outcome: 'succeeded',
    paymentMethodType: 'ideal',
  });
  return kit.stripe.subscriptions.retrieve(subscription.id);
}

describe('subscriptions (default_incomplete)', () => {
  it('starts incomplete with an open invoice whose confirmation secret pays it; paid → active, events in order', async () => {
    const subscription = await newSubscription();
    expect(subscription).toMatchObject({
      object: 'subscription',
      status: 'incomplete',
      cancel_at_period_end: false,
      metadata: { rooms_user_id: '7' },
    });
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    expect(item.price.id).toBe(monthly.id);
    const days = (item.current_period_end - item.current_period_start) / 86_400;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    const { clientSecret, intentId, invoice } = firstPayment(subscription);
    expect(invoice).toMatchObject({
      status: 'open',
      amount_due: 1995,
      billing_reason: 'subscription_create',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: { rooms_user_id: '7' } },
      },
      confirmation_secret: { type: 'payment_intent' },
    });
    expect(invoice.lines.data[0]?.period).toEqual({
      start: item.current_period_start,
      end: item.current_period_end,
    });
    expect(clientSecret.startsWith(`${intentId}_secret_`)).toBe(true);
    // Includable fields only when expanded, as on Stripe.
    const plain = await kit.stripe.invoices.retrieve(invoice.id);
    expect(plain.confirmation_secret).toBeUndefined();
    expect(plain.payments).toBeUndefined();

    expect(
      await kit.control.confirm({ clientSecret, outcome: 'succeeded', paymentMethodType: 'ideal' }),
    ).toEqual({ paymentIntentId: intentId, status: 'succeeded' });
    const active = await kit.stripe.subscriptions.retrieve(subscription.id, {
      expand: ['default_payment_method'],
    });
    expect(active.status).toBe('active');
    // iDEAL is kept as a SEPA debit for renewals: the one generated from the payment, which the
    // charge names (with the IBAN's fingerprint, for Rooms' self-referral check).
    const saved = active.default_payment_method as Stripe.PaymentMethod;
    expect(saved.type).toBe('sepa_debit');
    expect(saved.sepa_debit?.fingerprint).toEqual(expect.any(String));
    const paidIntent = await kit.stripe.paymentIntents.retrieve(intentId, {
      expand: ['payment_method', 'latest_charge'],
    });
    expect((paidIntent.payment_method as Stripe.PaymentMethod).type).toBe('ideal');
    const charge = paidIntent.latest_charge as Stripe.Charge;
    expect(charge.payment_method_details?.ideal?.generated_sepa_debit).toBe(saved.id);
    expect(saved.sepa_debit?.generated_from?.charge).toBe(charge.id);
    const paid = await kit.stripe.invoices.retrieve(invoice.id, { expand: ['payments'] });
    expect(paid).toMatchObject({ status: 'paid', amount_paid: 1995, amount_remaining: 0 });
    expect(paid.payments?.data[0]).toMatchObject({
      status: 'paid',
      payment: { type: 'payment_intent', payment_intent: intentId },
    });

    const events = await kit.eventsAbout(subscription.id, intentId, invoice.id);
    expect(events.map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'payment_intent.succeeded',
      'invoice.paid',
      'customer.subscription.updated',
    ]);
    expect(events[3]?.data.previous_attributes).toMatchObject({
      status: 'incomplete',
      default_payment_method: null,
    });
    const listed = await kit.stripe.invoices.list({ subscription: subscription.id });
    expect(listed.data.map((i) => i.id)).toEqual([invoice.id]);
  });

  it('a failed first payment leaves it incomplete with invoice.payment_failed; paying again activates it', async () => {
    const subscription = await newSubscription();
    const { clientSecret, intentId, invoice } = firstPayment(subscription);
    await kit.control.confirm({ clientSecret, outcome: 'failed', paymentMethodType: 'card' });
    expect((await kit.stripe.subscriptions.retrieve(subscription.id)).status).toBe('incomplete');
    expect(await kit.stripe.invoices.retrieve(invoice.id)).toMatchObject({
      status: 'open',
      attempt_count: 1,
    });
    await kit.control.confirm({ clientSecret, outcome: 'succeeded', paymentMethodType: 'card' });
    expect((await kit.stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
    expect(
      (await kit.eventsAbout(subscription.id, intentId, invoice.id)).map((e) => e.type),
    ).toEqual([
      'customer.subscription.created',
      'payment_intent.payment_failed',
      'invoice.payment_failed',
      'payment_intent.succeeded',
      'invoice.paid',
      'customer.subscription.updated',
    ]);
  });

  it('a SEPA first payment is processing until it settles', async () => {
    const subscription = await newSubscription();
    const { clientSecret, intentId } = firstPayment(subscription);
    await kit.control.confirm({ clientSecret, outcome: 'processing' });
    expect(
      (await kit.stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method'] }))
        .payment_method,
    ).toMatchObject({ type: 'sepa_debit' });
    expect((await kit.stripe.subscriptions.retrieve(subscription.id)).status).toBe('incomplete');
    await kit.control.settle(intentId, 'succeeded');
    expect((await kit.stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
  });

  it('renews: new period, a paid subscription_cycle invoice charged with the saved method', async () => {
    const subscription = await activeSubscription();
    const before = subscription.items.data[0] as Stripe.SubscriptionItem;
    const renewed = await kit.control.renew(subscription.id, 'succeeded');
    expect(renewed).toMatchObject({
      subscriptionId: subscription.id,
      status: 'active',
      paymentIntentStatus: 'succeeded',
    });
    expect(renewed.latestInvoiceId).not.toBe(firstPayment(subscription).invoice.id);
    expect(renewed.currentPeriodStart).toBeGreaterThanOrEqual(before.current_period_start);
    const invoice = await kit.stripe.invoices.retrieve(renewed.latestInvoiceId as string);
    expect(invoice).toMatchObject({
      status: 'paid',
      billing_reason: 'subscription_cycle',
      period_end: renewed.currentPeriodEnd,
    });
    const intent = await kit.stripe.paymentIntents.retrieve(renewed.paymentIntentId as string);
    expect(intent.payment_method).toBe(subscription.default_payment_method);
    const events = await kit.eventsAbout(
      subscription.id,
      renewed.paymentIntentId as string,
      invoice.id,
    );
    expect(events.slice(-3).map((e) => e.type)).toEqual([
      'customer.subscription.updated',
      'payment_intent.succeeded',
      'invoice.paid',
    ]);
    expect((await kit.stripe.invoices.list({ subscription: subscription.id })).data).toHaveLength(
      2,
    );
  });

  it('a failed renewal makes it past_due; paying the invoice later (reminder) makes it active again', async () => {
    const subscription = await activeSubscription();
    const renewed = await kit.control.renew(subscription.id, 'failed');
    expect(renewed).toMatchObject({
      status: 'past_due',
      paymentIntentStatus: 'requires_payment_method',
    });
    const intentId = renewed.paymentIntentId as string;
    const events = await kit.eventsAbout(
      subscription.id,
      intentId,
      renewed.latestInvoiceId as string,
    );
    expect(events.slice(-4).map((e) => e.type)).toEqual([
      'customer.subscription.updated',
      'payment_intent.payment_failed',
      'invoice.payment_failed',
      'customer.subscription.updated',
    ]);
    // The reminder page: the same intent, limited to instant methods, paid with iDEAL.
    const intent = await kit.stripe.paymentIntents.update(intentId, {
      allowed_payment_method_types: ['ideal', 'card', 'bancontact'],
    });
    await kit.control.confirm({
      clientSecret: intent.client_secret as string,
      outcome: 'succeeded',
      paymentMethodType: 'ideal',
    });
    expect((await kit.stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
    expect((await kit.stripe.invoices.retrieve(renewed.latestInvoiceId as string)).status).toBe(
      'paid',
    );
  });

  it('cancel_at_period_end: updated with previous_attributes, undone, and a renewal then ends it', async () => {
    const subscription = await activeSubscription();
    const stopping = await kit.stripe.subscriptions.update(subscription.id, {
      cancel_at_period_end: true,
    });
    expect(stopping).toMatchObject({
      cancel_at_period_end: true,
      cancel_at: subscription.items.data[0]?.current_period_end,
      status: 'active',
    });
    const resumed = await kit.stripe.subscriptions.update(subscription.id, {
      cancel_at_period_end: false,
    });
    expect(resumed).toMatchObject({
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
    });
    await kit.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    const ended = await kit.control.renew(subscription.id, 'succeeded');
    expect(ended.status).toBe('canceled');
    const events = await kit.eventsAbout(subscription.id);
    expect(
      events
        .slice(-4)
        .map((e) => [
          e.type,
          (e.data.previous_attributes as { cancel_at_period_end?: boolean } | undefined)
            ?.cancel_at_period_end,
        ]),
    ).toEqual([
      ['customer.subscription.updated', false],
      ['customer.subscription.updated', true],
      ['customer.subscription.updated', false],
      ['customer.subscription.deleted', undefined],
    ]);
    await expect(kit.control.renew(subscription.id, 'succeeded')).rejects.toMatchObject({
      status: 400,
    });
  });

  it('moves the period end (reminder tests) with customer.subscription.updated', async () => {
    const subscription = await activeSubscription();
    const start = subscription.items.data[0]?.current_period_start as number;
    const answer = await kit.control.setPeriodEnd(subscription.id, start + 7 * 86_400);
    expect(answer.currentPeriodEnd).toBe(start + 7 * 86_400);
    expect(
      (await kit.stripe.subscriptions.retrieve(subscription.id)).items.data[0]?.current_period_end,
    ).toBe(start + 7 * 86_400);
    const [last] = (await kit.eventsAbout(subscription.id)).slice(-1);
    expect(last?.type).toBe('customer.subscription.updated');
    await expect(kit.control.setPeriodEnd(subscription.id, start - 1)).rejects.toMatchObject({
      status: 400,
    });
  });

  it('cancels now: canceled with customer.subscription.deleted; an incomplete one voids its invoice', async () => {
    const subscription = await activeSubscription();
    const canceled = await kit.stripe.subscriptions.cancel(subscription.id);
    expect(canceled).toMatchObject({ status: 'canceled', ended_at: expect.any(Number) });
    expect((await kit.eventsAbout(subscription.id)).at(-1)?.type).toBe(
      'customer.subscription.deleted',
    );
    await expect(kit.stripe.subscriptions.cancel(subscription.id)).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );

    const incomplete = await newSubscription();
    await kit.stripe.subscriptions.cancel(incomplete.id);
    const { invoice, intentId } = firstPayment(incomplete);
    expect((await kit.stripe.invoices.retrieve(invoice.id)).status).toBe('void');
    expect((await kit.stripe.paymentIntents.retrieve(intentId)).status).toBe('canceled');
  });

  it('refuses a one-off price, a missing customer and unknown payment method types', async () => {
    const oneOff = await kit.stripe.prices.create({
      currency: 'eur',
      unit_amount: 990,
      product_data: { name: 'Top advert 3 days' },
    });
    const customer = await kit.stripe.customers.create({});
    await expect(
      kit.stripe.subscriptions.create({ customer: customer.id, items: [{ price: oneOff.id }] }),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(
      kit.stripe.subscriptions.create({ customer: 'cus_missing', items: [{ price: monthly.id }] }),
    ).rejects.toMatchObject({ code: 'resource_missing' });
    await expect(
      kit.stripe.subscriptions.create({
        customer: customer.id,
        items: [{ price: monthly.id }],
        payment_settings: { payment_method_types: ['paypal'] },
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });
});
