import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { eventually, startStandinKit, WEBHOOK_SECRET, type StandinKit } from './test-kit.js';

let kit: StandinKit;

beforeAll(async () => {
  kit = await startStandinKit();
});

afterAll(async () => {
  await kit.close();
});

/** A customer and a one-off PaymentIntent of €12.10 as Rooms creates them. */
async function oneOffPayment(): Promise<Stripe.PaymentIntent> {
  const customer = await kit.stripe.customers.create({
    email: 'tenant@rooms.test',
    metadata: { rooms_user_id: '7' },
  });
  return kit.stripe.paymentIntents.create({
    amount: 1210,
    currency: 'eur',
    customer: customer.id,
    allowed_payment_method_types: ['ideal', 'card', 'bancontact'],
    metadata: {
      rooms_payment_id: '11',
      rooms_user_id: '7',
      rooms_product_ids: '245,249',
      rooms_listing_id: '3',
    },
  });
}

describe('customers and prices through the official SDK', () => {
  it('creates, retrieves and updates a customer', async () => {
    const created = await kit.stripe.customers.create({
      email: 'a@rooms.test',
      name: 'A',
      metadata: { rooms_user_id: '1' },
    });
    expect(created).toMatchObject({
      object: 'customer',
      email: 'a@rooms.test',
      name: 'A',
      metadata: { rooms_user_id: '1' },
    });
    expect(created.id).toMatch(/^cus_/);
    const updated = await kit.stripe.customers.update(created.id, {
      metadata: { rooms_user_id: '', extra: 'x' },
      email: 'b@rooms.test',
    });
    expect(updated).toMatchObject({ email: 'b@rooms.test', metadata: { extra: 'x' } });
    expect(await kit.stripe.customers.retrieve(created.id)).toEqual(updated);
  });

  it('finds a price by lookup_key, and refuses a second price with the same key', async () => {
    expect((await kit.stripe.prices.list({ lookup_keys: ['rooms_258'] })).data).toEqual([]);
    const price = await kit.stripe.prices.create({
      currency: 'eur',
      unit_amount: 1995,
      lookup_key: 'rooms_258',
      recurring: { interval: 'month', interval_count: 1 },
      product_data: { name: 'Premium 1 month' },
      metadata: { rooms_product_id: '258' },
    });
    expect(price).toMatchObject({
      object: 'price',
      type: 'recurring',
      unit_amount: 1995,
      lookup_key: 'rooms_258',
      recurring: { interval: 'month', interval_count: 1 },
    });
    const found = await kit.stripe.prices.list({
      lookup_keys: ['rooms_258', 'rooms_261'],
      expand: ['data.product'],
    });
    expect(found.data.map((p) => p.id)).toEqual([price.id]);
    expect(found.data[0]?.product).toMatchObject({ object: 'product', name: 'Premium 1 month' });
    await expect(
      kit.stripe.prices.create({
        currency: 'eur',
        unit_amount: 1,
        lookup_key: 'rooms_258',
        product_data: { name: 'x' },
      }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });
});

describe('one-off PaymentIntents', () => {
  it('confirms to succeeded: charge, payment method with fingerprint, payment_intent.succeeded', async () => {
    const intent = await oneOffPayment();
    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      amount: 1210,
      currency: 'eur',
      payment_method_types: ['ideal', 'card', 'bancontact'],
    });
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
    expect(
      await kit.control.confirm({
        clientSecret: intent.client_secret as string,
        outcome: 'succeeded',
        paymentMethodType: 'card',
      }),
    ).toEqual({
      paymentIntentId: intent.id,
      status: 'succeeded',
    });
    const paid = await kit.stripe.paymentIntents.retrieve(intent.id, {
      expand: ['latest_charge', 'payment_method'],
    });
    expect(paid).toMatchObject({
      status: 'succeeded',
      amount_received: 1210,
      metadata: intent.metadata,
    });
    const charge = paid.latest_charge as Stripe.Charge;
    expect(charge).toMatchObject({
      object: 'charge',
      status: 'succeeded',
      paid: true,
      amount: 1210,
      payment_intent: intent.id,
    });
    expect(charge.payment_method_details?.card?.fingerprint).toEqual(expect.any(String));
    expect((paid.payment_method as Stripe.PaymentMethod).type).toBe('card');
    const events = await kit.eventsAbout(intent.id);
    expect(events.map((e) => e.type)).toEqual(['payment_intent.succeeded']);
    expect(events[0]?.data.object).toEqual(await kit.stripe.paymentIntents.retrieve(intent.id));
    // The stand-in's own record of what it emitted, and GET /v1/events/:id, agree.
    expect((await kit.control.events({ objectId: intent.id })).data.map((e) => e.id)).toEqual([
      events[0]?.id,
    ]);
    expect((await kit.stripe.events.retrieve(events[0]?.id as string)).type).toBe(
      'payment_intent.succeeded',
    );
  });

  it('confirms to failed (can be paid again), and processing settles', async () => {
    const intent = await oneOffPayment();
    const secret = intent.client_secret as string;
    expect((await kit.control.confirm({ clientSecret: secret, outcome: 'failed' })).status).toBe(
      'requires_payment_method',
    );
    const failed = await kit.stripe.paymentIntents.retrieve(intent.id);
    expect(failed.last_payment_error).toMatchObject({
      type: 'card_error',
      code: 'payment_method_provider_decline',
    });
    expect(
      (await kit.control.confirm({ clientSecret: secret, outcome: 'processing' })).status,
    ).toBe('processing');
    await expect(
      kit.control.confirm({ clientSecret: secret, outcome: 'succeeded' }),
    ).rejects.toMatchObject({ status: 400 });
    expect((await kit.control.settle(intent.id, 'succeeded')).status).toBe('succeeded');
    const settled = await kit.stripe.paymentIntents.retrieve(intent.id, {
      expand: ['latest_charge'],
    });
    expect(settled.last_payment_error).toBeNull();
    expect((settled.latest_charge as Stripe.Charge).status).toBe('succeeded');
    expect((await kit.eventsAbout(intent.id)).map((e) => e.type)).toEqual([
      'payment_intent.payment_failed',
      'payment_intent.processing',
      'payment_intent.succeeded',
    ]);
    await expect(kit.control.settle(intent.id, 'failed')).rejects.toMatchObject({ status: 400 });
  });

  it('a processing payment may also settle as failed', async () => {
    const intent = await oneOffPayment();
    // One-off intents allow no SEPA: "processing" then uses the intent's first type.
    await kit.control.confirm({
      clientSecret: intent.client_secret as string,
      outcome: 'processing',
    });
    expect((await kit.control.settle(intent.id, 'failed')).status).toBe('requires_payment_method');
  });

  it('takes the older payment_method_types name too (what Rooms sends)', async () => {
    const intent = await kit.stripe.paymentIntents.create({
      amount: 990,
      currency: 'eur',
      ...({ payment_method_types: ['ideal', 'bancontact'] } as object),
    });
    expect(intent).toMatchObject({
      payment_method_types: ['ideal', 'bancontact'],
      allowed_payment_method_types: ['ideal', 'bancontact'],
    });
  });

  it('updates and cancels an open intent; refuses a type it does not allow and a wrong secret', async () => {
    const intent = await oneOffPayment();
    const updated = await kit.stripe.paymentIntents.update(intent.id, {
      amount: 2420,
      metadata: { rooms_payment_id: '12' },
      allowed_payment_method_types: ['ideal'],
    });
    expect(updated).toMatchObject({
      amount: 2420,
      payment_method_types: ['ideal'],
      metadata: { rooms_payment_id: '12', rooms_user_id: '7' },
    });
    await expect(
      kit.control.confirm({
        clientSecret: intent.client_secret as string,
        outcome: 'succeeded',
        paymentMethodType: 'card',
      }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      kit.control.confirm({ clientSecret: `${intent.id}_secret_forged`, outcome: 'succeeded' }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      kit.control.confirm({
        clientSecret: intent.client_secret as string,
        outcome: 'paid' as never,
      }),
    ).rejects.toMatchObject({ status: 400 });
    const canceled = await kit.stripe.paymentIntents.cancel(intent.id);
    expect(canceled).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'requested_by_customer',
    });
    expect((await kit.eventsAbout(intent.id)).map((e) => e.type)).toEqual([
      'payment_intent.canceled',
    ]);
    await expect(
      kit.stripe.paymentIntents.update(intent.id, { amount: 100 }),
    ).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
  });

  it('refuses bad input with Stripe invalid_request errors', async () => {
    await expect(
      kit.stripe.paymentIntents.create({ amount: 10, currency: 'eur' }),
    ).rejects.toMatchObject({ code: 'amount_too_small' });
    await expect(
      kit.stripe.paymentIntents.create({
        amount: 1000,
        currency: 'eur',
        allowed_payment_method_types: ['klarna'],
      }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
    });
    await expect(
      kit.stripe.paymentIntents.create({ amount: 1000, currency: 'eur', description: 'a\u0000b' }),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(
      kit.stripe.paymentIntents.create({ amount: 1000, currency: 'eur', customer: 'cus_missing' }),
    ).rejects.toMatchObject({
      code: 'resource_missing',
      param: 'customer',
    });
  });
});

describe('refunds and disputes', () => {
  it('refunds part, then the rest; charge.refunded each time; nothing left to refund', async () => {
    const intent = await oneOffPayment();
    await kit.control.confirm({
      clientSecret: intent.client_secret as string,
      outcome: 'succeeded',
    });
    const part = await kit.stripe.refunds.create({ payment_intent: intent.id, amount: 210 });
    expect(part).toMatchObject({
      object: 'refund',
      amount: 210,
      status: 'succeeded',
      payment_intent: intent.id,
    });
    const rest = await kit.stripe.refunds.create({
      payment_intent: intent.id,
      reason: 'requested_by_customer',
    });
    expect(rest.amount).toBe(1000);
    await expect(kit.stripe.refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
    const charges = (await kit.eventsAbout(rest.charge as string)).map(
      (e) => e.data.object as Stripe.Charge,
    );
    expect(charges.map((c) => [c.amount_refunded, c.refunded])).toEqual([
      [210, false],
      [1210, true],
    ]);
  });

  it('refuses refunding a payment that did not succeed', async () => {
    const intent = await oneOffPayment();
    await expect(kit.stripe.refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({
      code: 'charge_not_refundable',
    });
  });

  it('a chargeback emits charge.dispute.created, once', async () => {
    const intent = await oneOffPayment();
    await kit.control.confirm({
      clientSecret: intent.client_secret as string,
      outcome: 'succeeded',
    });
    const answer = await kit.control.dispute(intent.id);
    expect(answer).toMatchObject({ amount: 1210, chargeId: expect.stringMatching(/^ch_/) });
    const [event] = await kit.eventsAbout(answer.disputeId);
    expect(event?.type).toBe('charge.dispute.created');
    expect(event?.data.object).toMatchObject({
      object: 'dispute',
      payment_intent: intent.id,
      charge: answer.chargeId,
      status: 'needs_response',
    });
    await expect(kit.control.dispute(intent.id)).rejects.toMatchObject({ status: 400 });
  });
});

describe('Stripe API behaviour', () => {
  it('answers an unknown id with StripeInvalidRequestError resource_missing (404)', async () => {
    for (const call of [
      () => kit.stripe.paymentIntents.retrieve('pi_missing'),
      () => kit.stripe.customers.retrieve('cus_missing'),
      () => kit.stripe.subscriptions.retrieve('sub_missing'),
      () => kit.stripe.invoices.retrieve('in_missing'),
    ]) {
      await expect(call()).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
    }
    await expect(kit.control.settle('pi_missing', 'succeeded')).rejects.toMatchObject({
      status: 404,
    });
    await expect(kit.stripe.paymentIntents.retrieve('pi_missing')).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
  });

  it('replays the answer of a repeated Idempotency-Key and refuses the key with other parameters', async () => {
    const first = await kit.stripe.customers.create(
      { email: 'same@rooms.test' },
      { idempotencyKey: 'rooms-key-1' },
    );
    const second = await kit.stripe.customers.create(
      { email: 'same@rooms.test' },
      { idempotencyKey: 'rooms-key-1' },
    );
    expect(second.id).toBe(first.id);
    expect(second.lastResponse.headers['idempotent-replayed']).toBe('true');
    await expect(
      kit.stripe.customers.create({ email: 'other@rooms.test' }, { idempotencyKey: 'rooms-key-1' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('answers unknown URLs, bad control bodies and huge bodies with 4xx, never 500', async () => {
    const post = (path: string, body: string, headers: Record<string, string> = {}) =>
      fetch(`${kit.standin.url}${path}`, {
        method: 'POST',
        body,
        headers: { authorization: 'Bearer sk_test_x', ...headers },
      });
    const unknown = await post('/v1/charges', 'amount=100');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
    expect((await post('/_standin/confirm', '{not json')).status).toBe(400);
    expect((await post('/_standin/confirm', '[1]')).status).toBe(400);
    expect(
      (await post('/_standin/confirm', JSON.stringify({ clientSecret: 12, outcome: 'succeeded' })))
        .status,
    ).toBe(400);
    expect((await post('/_standin/subscriptions/sub_x/unknown', '{}')).status).toBe(404);
    expect(
      (
        await post(
          '/_standin/subscriptions/sub_missing/period-end',
          JSON.stringify({ currentPeriodEnd: 'soon' }),
        )
      ).status,
    ).toBe(400);
    expect((await post('/v1/customers', `email=${'x'.repeat(300_000)}`)).status).toBe(413);
    expect((await post('/v1/customers', 'metadata[__proto__][x]=1&email=a%00b')).status).toBe(400);
  });

  it('refuses requests without a test secret key', async () => {
    const stranger = new Stripe('sk_live_nope', {
      host: '127.0.0.1',
      port: kit.standin.port,
      protocol: 'http',
    });
    await expect(stranger.customers.create({})).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
  });

  it('signs webhooks so constructEvent accepts them, and not with another secret or a re-serialised body', async () => {
    const intent = await oneOffPayment();
    await kit.control.confirm({
      clientSecret: intent.client_secret as string,
      outcome: 'succeeded',
    });
    await kit.standin.webhooksIdle();
    const delivery = kit.receiver.deliveries.at(-1);
    if (!delivery) throw new Error('no delivery');
    expect(delivery.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(
      kit.stripe.webhooks.constructEvent(delivery.payload, delivery.signature, WEBHOOK_SECRET).id,
    ).toMatch(/^evt_/);
    expect(() =>
      kit.stripe.webhooks.constructEvent(delivery.payload, delivery.signature, 'whsec_other'),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
    const reserialised = JSON.stringify(JSON.parse(delivery.payload));
    expect(() =>
      kit.stripe.webhooks.constructEvent(reserialised, delivery.signature, WEBHOOK_SECRET),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it('retries a webhook the endpoint refused', async () => {
    kit.receiver.failNext.set('payment_intent.canceled', 1);
    const intent = await oneOffPayment();
    await kit.stripe.paymentIntents.cancel(intent.id);
    await eventually(() =>
      kit.receiver.events.some(
        (e) =>
          e.type === 'payment_intent.canceled' &&
          (e.data.object as { id: string }).id === intent.id,
      ),
    );
    expect(kit.receiver.failNext.get('payment_intent.canceled')).toBe(0);
  });

  it('delivers again after a restart what the endpoint had not accepted, and only that', async () => {
    // Refused more often than the first run retries before the restart drops its retries.
    kit.receiver.failNext.set('payment_intent.canceled', 1000);
    const intent = await oneOffPayment();
    await kit.stripe.paymentIntents.cancel(intent.id);
    await kit.standin.webhooksIdle();
    expect(await kit.eventsAbout(intent.id)).toEqual([]);
    kit.receiver.failNext.clear();
    await kit.restart();
    await eventually(() =>
      kit.receiver.events.some((e) => (e.data.object as { id: string }).id === intent.id),
    );
    await kit.restart();
    expect((await kit.eventsAbout(intent.id)).map((e) => e.type)).toEqual([
      'payment_intent.canceled',
    ]);
    expect(kit.receiver.deliveries.every((d) => !d.payload.includes('_standin'))).toBe(true);
  });

  it('keeps its objects across a restart', async () => {
    const customer = await kit.stripe.customers.create({ email: 'kept@rooms.test' });
    const intent = await oneOffPayment();
    await kit.restart();
    expect((await kit.stripe.customers.retrieve(customer.id)).id).toBe(customer.id);
    expect(
      (
        await kit.control.confirm({
          clientSecret: intent.client_secret as string,
          outcome: 'succeeded',
        })
      ).status,
    ).toBe('succeeded');
  });
});
