import { freePort } from '../../testing/free-port.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { createStripeClient } from '../stripe-client.js';
import { startStripeStandin, type StripeStandin } from '../stripe-standin/index.js';

import type { PaymentsContext } from '../payments-context.js';

/** A listening test app paying through a real Stripe stand-in, and how to stop both. */
export interface StandinApp {
  t: TestApp;
  standin: StripeStandin;
  context: PaymentsContext;
  /** Stops the app, the stand-in and drops the stand-in's database. */
  close: () => Promise<void>;
}

/**
 * Starts the Stripe stand-in (its own database) and a test app that listens on a free port, so
 * the stand-in's signed webhooks reach `/stripe/webhook` and the job runner handles them: the
 * whole payment flow of issue 27, for tests of what follows a payment.
 *
 * @param name a short name for the keys of this test file (`sk_test_<name>`, `whsec_<name>`)
 * @returns the app, the stand-in and the payments context the app uses
 */
export async function startStandinApp(name: string): Promise<StandinApp> {
  const port = await freePort();
  const standinDb = await createTestDatabase();
  const webhookSecret = `whsec_${name}`;
  const standin = await startStripeStandin({
    port: 0,
    webhookUrl: `http://127.0.0.1:${port}/stripe/webhook`,
    webhookSecret,
    databaseUrl: standinDb.url,
    log: () => {},
  });
  const context: PaymentsContext = {
    stripe: createStripeClient(`sk_test_${name}`, {
      host: standin.host,
      port: standin.port,
      protocol: 'http',
    }),
    webhookSecret,
    mode: 'standin',
    standinUrl: standin.url,
  };
  const t = await createTestApp({}, undefined, context);
  await t.app.listen({ port, host: '127.0.0.1' });
  return {
    t,
    standin,
    context,
    close: async () => {
      await t.close();
      await standin.close();
      await standinDb.drop();
    },
  };
}
