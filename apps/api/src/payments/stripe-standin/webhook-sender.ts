/**
 * Delivers events to the webhook endpoint signed the way Stripe signs them
 * (`Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>">`), so
 * `stripe.webhooks.constructEvent` accepts them. First attempts go out one at a time in emission
 * order (a predictable order for tests); a failed attempt is retried later with backoff, like
 * Stripe, while later events go on.
 */
import { createHmac } from 'node:crypto';

import { publicView } from './present.js';

import type { EventRecord } from './models.js';
import type { StoredObject } from './store.js';

/**
 * Delays before the retries of a failed delivery, in ms: about two minutes in all (Stripe keeps
 * trying for days; a stand-in's endpoint is the API next to it, which may still be starting).
 */
const RETRY_DELAYS_MS = [500, 1000, 2000, 5000, 10_000, 30_000, 60_000];

/** Longest wait for the endpoint's answer, in ms. */
const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * The `Stripe-Signature` header for a payload.
 *
 * @param payload the exact body sent
 * @param secret the endpoint's signing secret (`whsec_…`, used as is, like Stripe)
 * @param timestamp unix seconds
 */
export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret)
    .update(`${timestamp}.${payload}`, 'utf8')
    .digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** Sends events to one endpoint. */
export class WebhookSender {
  private chain: Promise<void> = Promise.resolve();
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  /**
   * @param url where events are POSTed
   * @param secret the signing secret
   * @param onError told about a delivery that failed for good (the stand-in logs it)
   * @param onDelivered told about a delivery the endpoint accepted (the stand-in records it, so
   *   a restart redelivers only the others); must not throw
   */
  constructor(
    private readonly url: string,
    private readonly secret: string,
    private readonly onError: (event: EventRecord, reason: string) => void,
    private readonly onDelivered: (event: EventRecord) => Promise<void>,
  ) {}

  /** Queues events for delivery, in order. */
  send(events: readonly EventRecord[]): void {
    for (const event of events) {
      this.chain = this.chain.then(() => this.attempt(event, 0));
    }
  }

  /** Resolves when every queued first attempt is done (retries may still be pending). */
  async idle(): Promise<void> {
    await this.chain;
  }

  /** Stops: pending retries are dropped. */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await this.chain;
  }

  private async attempt(event: EventRecord, retry: number): Promise<void> {
    if (this.closed) return;
    const reason = await this.post(event);
    if (reason === undefined) {
      await this.onDelivered(event);
      return;
    }
    const delay = RETRY_DELAYS_MS[retry];
    if (delay === undefined || this.closed) {
      this.onError(event, reason);
      return;
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.attempt(event, retry + 1);
    }, delay);
    this.timers.add(timer);
  }

  /** One POST; undefined when the endpoint answered 2xx, else why not. */
  private async post(event: EventRecord): Promise<string | undefined> {
    // Each attempt is signed anew with its own timestamp, as Stripe does.
    const payload = JSON.stringify(publicView(event as unknown as StoredObject), null, 2);
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks) stand-in',
          'stripe-signature': signatureHeader(payload, this.secret, Math.floor(Date.now() / 1000)),
        },
        body: payload,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      return response.ok ? undefined : `HTTP ${response.status}`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }
}
