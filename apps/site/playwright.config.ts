import { playwrightPreset } from '@rooms/playwright-config';

/** End-to-end tests against the production build (`next build` first), desktop 1360 px and phone 375 px. */
export default playwrightPreset({
  use: { baseURL: 'http://localhost:3100' },
  webServer: {
    command: 'npx next start -p 3100',
    port: 3100,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
