import { fileURLToPath } from 'node:url';

import { playwrightPreset } from '@rooms/playwright-config';

/** A running site to test instead of starting one (e.g. the dev server on :3000). */
const externalBaseUrl = process.env.E2E_BASE_URL;

/** Ports of the suite's own API, its embedded PostgreSQL and the site, apart from the dev ones. */
const API_PORT = 4100;
const PG_PORT = 54339;
const SITE_PORT = 3100;
/**
 * The Stripe stand-in of the suite's API: not the default 12111, which a product started beside
 * the suite (the fresh-clone test of the same CI run) holds.
 */
const STANDIN_PORT = 12100;
/** Throw-away data of the suite's API (database, outbox); wiped before each run. */
const E2E_DATA_DIR = fileURLToPath(new URL('./.e2e-data', import.meta.url));

if (externalBaseUrl === undefined) {
  // The suites that drive the stand-in directly (subscription.spec.ts) read it from here.
  process.env.E2E_STANDIN_URL ??= `http://127.0.0.1:${STANDIN_PORT}`;
  // The suites that move an advert's time (e2e/database.ts) reach its embedded PostgreSQL.
  process.env.E2E_PG_DATA_DIR ??= `${E2E_DATA_DIR}/postgres`;
  process.env.E2E_PG_PORT ??= String(PG_PORT);
}
const API_DIR = fileURLToPath(new URL('../api', import.meta.url));

/**
 * End-to-end tests in Debian's Chromium at 1360 px and 375 px, against the production build of
 * the site (`next build` first) and a real API on a freshly seeded embedded PostgreSQL (5,000
 * listings on the repository's reference data in data/, and the demo accounts). With
 * `E2E_BASE_URL` set they run against that site instead and start nothing.
 */
export default playwrightPreset({
  use: { baseURL: externalBaseUrl ?? `http://localhost:${SITE_PORT}` },
  ...(externalBaseUrl === undefined
    ? {
        webServer: [
          {
            command: `rm -rf "${E2E_DATA_DIR}" && npx tsx src/main.ts`,
            cwd: API_DIR,
            url: `http://localhost:${API_PORT}/ready`,
            env: {
              PORT: String(API_PORT),
              EMBEDDED_PG_PORT: String(PG_PORT),
              STRIPE_STANDIN_PORT: String(STANDIN_PORT),
              DATA_DIR: E2E_DATA_DIR,
              SITE_URL: `http://localhost:${SITE_PORT}`,
              SEED_LISTINGS: '5000',
              // Every browser of the suite shares 127.0.0.1.
              RATE_LIMIT_PER_IP_FACTOR: '100',
              // The suite's few tenants react and send from parallel workers (tested in the API).
              MESSAGE_RATE_LIMIT_FACTOR: '100',
              // An instant alert e-mail 2 s after the match instead of 120 (e2e/alert-journey.spec.ts).
              ALERT_INSTANT_DELAY_SECONDS: '2',
              LOG_LEVEL: 'warn',
            },
            reuseExistingServer: false,
            timeout: 180_000,
            // Lets the API stop its embedded PostgreSQL, so no server outlives the run.
            gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
          },
          {
            command: `npx next start -p ${SITE_PORT}`,
            port: SITE_PORT,
            env: { API_ORIGIN: `http://localhost:${API_PORT}` },
            reuseExistingServer: false,
            timeout: 120_000,
          },
        ],
      }
    : {}),
});
