import Stripe from 'stripe';

/** Where the SDK sends its requests when it talks to the local stand-in instead of Stripe. */
export interface StripeEndpoint {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/**
 * The official Stripe SDK client of the API (issue 27). Against the stand-in, its
 * host/port/protocol settings point there; everything else is as against Stripe.
 *
 * @param secretKey `sk_test_…`/`sk_live_…` (the stand-in accepts any `sk_test_…`)
 * @param endpoint the stand-in's address; undefined: api.stripe.com
 * @returns the client; requests are retried twice on network errors (with idempotency keys)
 */
export function createStripeClient(secretKey: string, endpoint?: StripeEndpoint): Stripe {
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'rooms-api' },
    ...(endpoint === undefined
      ? {}
      : { host: endpoint.host, port: endpoint.port, protocol: endpoint.protocol }),
  });
}
