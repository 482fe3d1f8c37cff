/**
 * The local Stripe stand-in (issue 27 "Without Stripe keys"): an HTTP server that the official
 * `stripe` SDK talks to through its host/port/protocol settings, implementing only the endpoints
 * Rooms uses, and sending webhooks signed the way Stripe signs them. Development and CI only.
 *
 * Modules: `server` (HTTP, auth, idempotency, one transaction per request), `router` (the
 * `/v1` routes), `form-body` (Stripe's bracket notation), one module per resource,
 * `payment-flow` (the payment/subscription state machine), `events` + `webhook-sender`
 * (signed delivery), `control` + `control-client` (the `/_standin/` endpoints), `store`
 * (PostgreSQL schema `stripe_standin`).
 */
import pg from 'pg';

import { unixNow } from './ids.js';
import { createStandinServer } from './server.js';
import { ensureSchema, markDelivered, undeliveredEvents } from './store.js';
import { WebhookSender } from './webhook-sender.js';

import type { EventRecord } from './models.js';
import type { StoredObject } from './store.js';
import type { AddressInfo } from 'node:net';

export {
  standinControl,
  StandinControlError,
  type DisputeAnswer,
  type EventsAnswer,
  type PaymentIntentAnswer,
  type StandinConfirmInput,
  type StandinControl,
  type StandinOutcome,
  type SubscriptionAnswer,
} from './control-client.js';
export { signatureHeader } from './webhook-sender.js';

/** How the stand-in is started. */
export interface StripeStandinOptions {
  /** TCP port to listen on (0: any free port). */
  port: number;
  /** Where events are POSTed (the API's `/stripe/webhook`). */
  webhookUrl: string;
  /** The secret the `Stripe-Signature` header is made with (`whsec_…`). */
  webhookSecret: string;
  /** PostgreSQL URL; the stand-in keeps its objects in schema `stripe_standin`. */
  databaseUrl: string;
  /** Where failures are reported (a webhook given up after its retries, a 500); default console.warn. */
  log?: (message: string) => void;
}

/** A running stand-in. */
export interface StripeStandin {
  /** e.g. http://127.0.0.1:12111 */
  url: string;
  host: string;
  port: number;
  /** Resolves once every event emitted so far has had its first delivery attempt. */
  webhooksIdle(): Promise<void>;
  /** Stops listening, drops pending webhook retries, closes its database pool. */
  close(): Promise<void>;
}

/** The stand-in listens on the loopback interface only: it has no real authentication. */
const HOST = '127.0.0.1';

/** How far back undelivered events are delivered again at start, in seconds (Stripe: 3 days). */
const REDELIVERY_WINDOW_S = 3 * 86_400;

/** At most this many events are delivered again at start. */
const REDELIVERY_LIMIT = 1000;

/** Database connections of the stand-in (requests run one at a time). */
const POOL_SIZE = 2;

/**
 * Starts the stand-in: creates schema `stripe_standin` when missing (objects of an earlier run
 * keep working), listens, and delivers again the events of the last 3 days that the endpoint
 * never accepted.
 *
 * @throws when the database is unreachable or the port is taken
 */
export async function startStripeStandin(options: StripeStandinOptions): Promise<StripeStandin> {
  const log = options.log ?? ((message: string) => console.warn(message));
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: POOL_SIZE });
  pool.on('error', (error) => log(`stripe stand-in: database pool error: ${error.message}`));
  try {
    await ensureSchema(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const sender = new WebhookSender(
    options.webhookUrl,
    options.webhookSecret,
    (event, reason) =>
      log(`stripe stand-in: gave up delivering ${event.type} ${event.id}: ${reason}`),
    async (event) => {
      try {
        await markDelivered(pool, event.id);
      } catch (error) {
        // Only costs a duplicate delivery after the next restart, which Rooms ignores.
        log(
          `stripe stand-in: could not record the delivery of ${event.id}: ${(error as Error).message}`,
        );
      }
    },
  );
  const server = createStandinServer({ pool, sender, log });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, HOST, () => resolve());
    });
  } catch (error) {
    await pool.end();
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  sender.send(
    await undeliveredEvents<EventRecord & StoredObject>(
      pool,
      unixNow() - REDELIVERY_WINDOW_S,
      REDELIVERY_LIMIT,
    ),
  );
  return {
    url: `http://${HOST}:${port}`,
    host: HOST,
    port,
    webhooksIdle: () => sender.idle(),
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await sender.close();
      await pool.end();
    },
  };
}
