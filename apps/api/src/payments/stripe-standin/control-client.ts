/**
 * Typed client of the stand-in's control endpoints, for the API's stand-in routes, the seed and
 * tests: `standinControl(url).confirm({clientSecret, outcome: 'succeeded'})`.
 */
import type {
  DisputeAnswer,
  EventsAnswer,
  PaymentIntentAnswer,
  SubscriptionAnswer,
} from './control.js';
import type { StandinPaymentMethodType } from './models.js';

export type {
  DisputeAnswer,
  EventsAnswer,
  PaymentIntentAnswer,
  SubscriptionAnswer,
} from './control.js';

/** How a confirmation or renewal ends: `processing` is a SEPA debit waiting for its result. */
export type StandinOutcome = 'succeeded' | 'failed' | 'processing';

/** Body of `POST /_standin/confirm`. */
export interface StandinConfirmInput {
  /** The PaymentIntent's client secret (also of a subscription invoice's intent). */
  clientSecret: string;
  outcome: StandinOutcome;
  /** Default: `sepa_debit` for `processing` when allowed, else the intent's first type. */
  paymentMethodType?: StandinPaymentMethodType;
}

/** A control request that the stand-in refused (status and its message). */
export class StandinControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The control calls of one stand-in. */
export interface StandinControl {
  /** `POST /_standin/confirm`: pays, fails or starts (SEPA) the payment of a client secret. */
  confirm(input: StandinConfirmInput): Promise<PaymentIntentAnswer>;
  /** `POST /_standin/payment_intents/:id/settle`: a processing payment ends. */
  settle(paymentIntentId: string, outcome: 'succeeded' | 'failed'): Promise<PaymentIntentAnswer>;
  /** `POST /_standin/subscriptions/:id/renew`: the period ends now and the next is charged. */
  renew(subscriptionId: string, outcome: StandinOutcome): Promise<SubscriptionAnswer>;
  /** `POST /_standin/subscriptions/:id/period-end`: moves the renewal date (unix seconds). */
  setPeriodEnd(subscriptionId: string, currentPeriodEnd: number): Promise<SubscriptionAnswer>;
  /** `POST /_standin/charges/:paymentIntentId/dispute`: a chargeback on a succeeded payment. */
  dispute(paymentIntentId: string): Promise<DisputeAnswer>;
  /** `GET /_standin/events`: emitted events, oldest first, optionally of a type or an object. */
  events(filter?: { type?: string; objectId?: string }): Promise<EventsAnswer>;
}

/**
 * The control client of the stand-in at `baseUrl` (e.g. `http://127.0.0.1:12111`).
 *
 * @throws StandinControlError from each call when the stand-in answers 4xx/5xx
 */
export function standinControl(baseUrl: string): StandinControl {
  const base = baseUrl.replace(/\/+$/, '');
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${base}/_standin/${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as T & { error?: { message?: string } };
    if (!response.ok)
      throw new StandinControlError(
        response.status,
        answer.error?.message ?? `HTTP ${response.status}`,
      );
    return answer;
  }
  const id = (value: string) => encodeURIComponent(value);
  return {
    confirm: (input) => call('POST', 'confirm', input),
    settle: (paymentIntentId, outcome) =>
      call('POST', `payment_intents/${id(paymentIntentId)}/settle`, { outcome }),
    renew: (subscriptionId, outcome) =>
      call('POST', `subscriptions/${id(subscriptionId)}/renew`, { outcome }),
    setPeriodEnd: (subscriptionId, currentPeriodEnd) =>
      call('POST', `subscriptions/${id(subscriptionId)}/period-end`, { currentPeriodEnd }),
    dispute: (paymentIntentId) => call('POST', `charges/${id(paymentIntentId)}/dispute`, {}),
    events: (filter = {}) => {
      const query = new URLSearchParams();
      if (filter.type) query.set('type', filter.type);
      if (filter.objectId) query.set('objectId', filter.objectId);
      const text = query.toString();
      return call('GET', text ? `events?${text}` : 'events');
    },
  };
}
