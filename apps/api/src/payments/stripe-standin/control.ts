/**
 * The stand-in's control endpoints under `/_standin/` (no auth: development and CI only): the
 * steps that on Stripe come from the customer's browser, the bank or time passing — confirming
 * a payment, a SEPA debit settling, a renewal, a chargeback — and the list of emitted events.
 * Bodies are JSON; answers are JSON (errors `{error: {type, message}}` with 400/404).
 */
import { loadObject, type HandlerContext } from './context.js';
import { invalidParam, resourceMissing, StandinError } from './errors.js';
import {
  confirmPaymentIntent,
  disputePayment,
  movePeriodEnd,
  renewSubscription,
  settlePaymentIntent,
  type PaymentOutcome,
} from './payment-flow.js';
import { PAYMENT_METHOD_TYPES } from './payment-intents.js';
import { publicView } from './present.js';

import type {
  EventRecord,
  PaymentIntentRecord,
  StandinPaymentMethodType,
  SubscriptionRecord,
} from './models.js';

/** A JSON body as parsed. */
export type JsonBody = Record<string, unknown>;

/** Answer of confirm and settle. */
export interface PaymentIntentAnswer {
  paymentIntentId: string;
  status: PaymentIntentRecord['status'];
}

/** Answer of renew and period-end. */
export interface SubscriptionAnswer {
  subscriptionId: string;
  status: SubscriptionRecord['status'];
  /** Unix seconds. */
  currentPeriodStart: number;
  /** Unix seconds. */
  currentPeriodEnd: number;
  latestInvoiceId: string | null;
  /** The latest invoice's PaymentIntent and its status (renew only). */
  paymentIntentId?: string;
  paymentIntentStatus?: PaymentIntentRecord['status'];
}

/** Answer of dispute. */
export interface DisputeAnswer {
  disputeId: string;
  chargeId: string;
  amount: number;
}

/** Answer of the event list. */
export interface EventsAnswer {
  data: EventRecord[];
}

/** A string-enum field of the body. */
function oneOf<T extends string>(
  body: JsonBody,
  name: string,
  allowed: readonly T[],
  optional = false,
): T | undefined {
  const value = body[name];
  if (value === undefined && optional) return undefined;
  if (typeof value !== 'string' || !allowed.includes(value as T)) {
    throw invalidParam(name, `${name} must be one of ${allowed.join(', ')}.`);
  }
  return value as T;
}

/** The PaymentIntent of a client secret (`pi_…_secret_…`), which must match exactly. */
async function intentOfSecret(
  context: HandlerContext,
  body: JsonBody,
): Promise<PaymentIntentRecord> {
  const secret = body.clientSecret;
  if (typeof secret !== 'string' || secret.length > 300 || !secret.includes('_secret_')) {
    throw invalidParam('clientSecret', 'clientSecret must be a PaymentIntent client secret.');
  }
  const id = secret.slice(0, secret.indexOf('_secret_'));
  const intent = await context.store.get<PaymentIntentRecord>(id);
  if (!intent || intent.object !== 'payment_intent' || intent.client_secret !== secret) {
    throw resourceMissing('payment_intent', id, 'clientSecret');
  }
  return intent;
}

/** The answer about a subscription after a control step. */
async function subscriptionAnswer(
  context: HandlerContext,
  subscription: SubscriptionRecord,
  withPayment: boolean,
): Promise<SubscriptionAnswer> {
  const item = subscription.items.data[0];
  const answer: SubscriptionAnswer = {
    subscriptionId: subscription.id,
    status: subscription.status,
    currentPeriodStart: item?.current_period_start ?? 0,
    currentPeriodEnd: item?.current_period_end ?? 0,
    latestInvoiceId: (subscription.latest_invoice as string | null) ?? null,
  };
  if (withPayment && answer.latestInvoiceId) {
    const invoice = await context.store.get<{
      id: string;
      object: string;
      _standin_payment_intent: string | null;
    }>(answer.latestInvoiceId);
    const intent = invoice?._standin_payment_intent
      ? await context.store.get<PaymentIntentRecord>(invoice._standin_payment_intent)
      : undefined;
    if (intent) {
      answer.paymentIntentId = intent.id;
      answer.paymentIntentStatus = intent.status;
    }
  }
  return answer;
}

const OUTCOMES: readonly PaymentOutcome[] = ['succeeded', 'failed', 'processing'];

/**
 * Answers a control request.
 *
 * @param method HTTP method
 * @param pathname e.g. `/_standin/subscriptions/sub_…/renew`
 * @param body parsed JSON body (`{}` when empty)
 * @param query the query string's parameters
 * @throws StandinError 400 for bad bodies or states, 404 for unknown objects or paths
 */
export async function answerControlRequest(
  context: HandlerContext,
  method: string,
  pathname: string,
  body: JsonBody,
  query: URLSearchParams,
): Promise<unknown> {
  const parts = pathname.split('/').slice(2);
  const [first, id, action] = parts;
  if (method === 'POST' && first === 'confirm' && parts.length === 1) {
    const outcome = oneOf(body, 'outcome', OUTCOMES) as PaymentOutcome;
    const type = oneOf<StandinPaymentMethodType>(
      body,
      'paymentMethodType',
      PAYMENT_METHOD_TYPES,
      true,
    );
    const intent = await confirmPaymentIntent(
      context,
      await intentOfSecret(context, body),
      outcome,
      type,
    );
    return { paymentIntentId: intent.id, status: intent.status } satisfies PaymentIntentAnswer;
  }
  if (
    method === 'POST' &&
    first === 'payment_intents' &&
    id &&
    action === 'settle' &&
    parts.length === 3
  ) {
    const outcome = oneOf(body, 'outcome', ['succeeded', 'failed'] as const) as
      'succeeded' | 'failed';
    const intent = await settlePaymentIntent(
      context,
      await loadObject<PaymentIntentRecord>(context, id, 'payment_intent'),
      outcome,
    );
    return { paymentIntentId: intent.id, status: intent.status } satisfies PaymentIntentAnswer;
  }
  if (
    method === 'POST' &&
    first === 'subscriptions' &&
    id &&
    action === 'renew' &&
    parts.length === 3
  ) {
    const outcome = oneOf(body, 'outcome', OUTCOMES) as PaymentOutcome;
    const subscription = await loadObject<SubscriptionRecord>(context, id, 'subscription');
    return subscriptionAnswer(
      context,
      await renewSubscription(context, subscription, outcome),
      true,
    );
  }
  if (
    method === 'POST' &&
    first === 'subscriptions' &&
    id &&
    action === 'period-end' &&
    parts.length === 3
  ) {
    const end = body.currentPeriodEnd;
    if (typeof end !== 'number' || !Number.isSafeInteger(end) || end <= 0) {
      throw invalidParam('currentPeriodEnd', 'currentPeriodEnd must be unix seconds.');
    }
    const subscription = await loadObject<SubscriptionRecord>(context, id, 'subscription');
    return subscriptionAnswer(context, await movePeriodEnd(context, subscription, end), false);
  }
  if (
    method === 'POST' &&
    first === 'charges' &&
    id &&
    action === 'dispute' &&
    parts.length === 3
  ) {
    const dispute = await disputePayment(
      context,
      await loadObject<PaymentIntentRecord>(context, id, 'payment_intent'),
    );
    return {
      disputeId: dispute.id,
      chargeId: dispute.charge as string,
      amount: dispute.amount,
    } satisfies DisputeAnswer;
  }
  if (method === 'GET' && first === 'events' && parts.length === 1) {
    const filter: Record<string, unknown> = {};
    const type = query.get('type');
    const objectId = query.get('objectId');
    if (type) filter.type = type;
    if (objectId) filter.data = { object: { id: objectId } };
    const events = await context.store.listAscending('event', filter);
    return {
      data: events.map((event) => publicView(event) as unknown as EventRecord),
    } satisfies EventsAnswer;
  }
  throw new StandinError(
    404,
    'invalid_request_error',
    `Unknown control request (${method}: ${pathname}).`,
  );
}
