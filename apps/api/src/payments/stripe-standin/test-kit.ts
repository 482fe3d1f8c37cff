/**
 * Test set-up shared by the stand-in's tests: a database of the test's own, a webhook receiver
 * that verifies every delivery with the SDK's `stripe.webhooks.constructEvent`, the stand-in, and
 * the official SDK pointed at it. Test code only.
 */
import http from 'node:http';

import Stripe from 'stripe';

import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';

import {
  startStripeStandin,
  standinControl,
  type StandinControl,
  type StripeStandin,
} from './index.js';

import type { AddressInfo } from 'node:net';

/** The webhook signing secret of the tests. */
export const WEBHOOK_SECRET = 'whsec_standin_test_secret';

/** A delivery as received: the raw body and its signature header. */
export interface Delivery {
  payload: string;
  signature: string;
}

/** Receives webhooks; `failNext` makes the next n deliveries of a type answer 500 (retry tests). */
export interface WebhookReceiver {
  url: string;
  /** Verified events in order of arrival. */
  events: Stripe.Event[];
  deliveries: Delivery[];
  /** Event types whose next deliveries are refused, and how many more times. */
  failNext: Map<string, number>;
  close(): Promise<void>;
}

/** Starts a receiver on a free port that checks signatures exactly as the API will. */
export async function startWebhookReceiver(stripe: Stripe): Promise<WebhookReceiver> {
  const receiver: Omit<WebhookReceiver, 'url' | 'close'> = {
    events: [],
    deliveries: [],
    failNext: new Map(),
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const payload = Buffer.concat(chunks).toString('utf8');
      const signature = String(request.headers['stripe-signature'] ?? '');
      try {
        const event = stripe.webhooks.constructEvent(payload, signature, WEBHOOK_SECRET);
        const refusals = receiver.failNext.get(event.type) ?? 0;
        if (refusals > 0) {
          receiver.failNext.set(event.type, refusals - 1);
          response.writeHead(500).end();
          return;
        }
        receiver.deliveries.push({ payload, signature });
        receiver.events.push(event);
        response.writeHead(200).end('{}');
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...receiver,
    url: `http://127.0.0.1:${port}/stripe/webhook`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Everything a stand-in test uses. */
export interface StandinKit {
  database: TestDatabase;
  standin: StripeStandin;
  stripe: Stripe;
  control: StandinControl;
  receiver: WebhookReceiver;
  /** Starts a new stand-in on the same database (restart tests); the kit then uses it. */
  restart(): Promise<void>;
  /** Waits for the first delivery attempts, then the verified events about `objectIds`. */
  eventsAbout(...objectIds: string[]): Promise<Stripe.Event[]>;
  close(): Promise<void>;
}

/** An SDK client talking to the stand-in at `port`. */
export function standinClient(port: number): Stripe {
  return new Stripe('sk_test_standin', { host: '127.0.0.1', port, protocol: 'http' });
}

/** Starts database, receiver, stand-in and SDK client. */
export async function startStandinKit(): Promise<StandinKit> {
  const database = await createTestDatabase();
  const verifier = new Stripe('sk_test_standin');
  const receiver = await startWebhookReceiver(verifier);
  const start = () =>
    startStripeStandin({
      port: 0,
      webhookUrl: receiver.url,
      webhookSecret: WEBHOOK_SECRET,
      databaseUrl: database.url,
      log: () => {},
    });
  const standin = await start();
  const kit: StandinKit = {
    database,
    standin,
    stripe: standinClient(standin.port),
    control: standinControl(standin.url),
    receiver,
    restart: async () => {
      await kit.standin.close();
      kit.standin = await start();
      kit.stripe = standinClient(kit.standin.port);
      kit.control = standinControl(kit.standin.url);
    },
    eventsAbout: async (...objectIds) => {
      await kit.standin.webhooksIdle();
      return receiver.events.filter((event) =>
        objectIds.includes((event.data.object as { id: string }).id),
      );
    },
    close: async () => {
      await kit.standin.close();
      await receiver.close();
      await database.drop();
    },
  };
  return kit;
}

/** Polls `check` until it returns true (for retried webhooks, whose timing is the sender's). */
export async function eventually(check: () => boolean, attempts = 200): Promise<void> {
  for (let i = 0; i < attempts && !check(); i++)
    await new Promise((resolve) => setTimeout(resolve, 50));
  if (!check()) throw new Error('condition not met');
}
