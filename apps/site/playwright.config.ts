import { playwrightPreset } from '@rooms/playwright-config';

/** A running site to test instead of starting the production build (e.g. a dev server). */
const externalBaseUrl = process.env.E2E_BASE_URL;

/**
 * End-to-end tests against the production build (`next build` first), desktop 1360 px and phone
 * 375 px. With `E2E_BASE_URL` set they run against that site instead.
 */
export default playwrightPreset({
  use: { baseURL: externalBaseUrl ?? 'http://localhost:3100' },
  ...(externalBaseUrl === undefined
    ? {
        webServer: {
          command: 'npx next start -p 3100',
          port: 3100,
          reuseExistingServer: !process.env.CI,
          timeout: 120_000,
        },
      }
    : {}),
});
