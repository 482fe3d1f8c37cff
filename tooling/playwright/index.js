import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium: Playwright's own browser download cannot work on our machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * How every browser test starts Chromium (Playwright's launch options): Debian's build, no
 * sandbox (CI runs as root), no GPU and no background traffic. Shared by the e2e preset below and
 * Vitest's browser mode (the design system's stories).
 *
 * @type {import('@playwright/test').LaunchOptions}
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** Tag of a test that runs in the desktop project only (a check the viewport cannot change). */
export const DESKTOP_ONLY_TAG = '@desktop-only';
/** Tag of a test that runs in the phone project only. */
export const PHONE_ONLY_TAG = '@phone-only';

/**
 * Playwright preset: Debian Chromium headless, a desktop (1360 px) and a phone (375 px)
 * project, a JSON report in `.reports/playwright.json` for the CI summary line. A test tagged
 * `@desktop-only` or `@phone-only` runs in that project alone.
 *
 * @param {import('@playwright/test').PlaywrightTestConfig} config per-app settings (webServer, baseURL …)
 * @returns {import('@playwright/test').PlaywrightTestConfig}
 */
export function playwrightPreset(config = {}) {
  return defineConfig({
    testDir: './e2e',
    fullyParallel: false,
    workers: 1,
    retries: 0,
    forbidOnly: Boolean(process.env.CI),
    reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
    ...config,
    use: { trace: 'retain-on-failure', ...config.use },
    projects: [
      {
        name: 'desktop',
        grepInvert: new RegExp(PHONE_ONLY_TAG),
        use: {
          ...devices['Desktop Chrome'],
          viewport: { width: 1360, height: 900 },
          launchOptions: CHROMIUM_LAUNCH_OPTIONS,
        },
      },
      {
        name: 'mobile',
        grepInvert: new RegExp(DESKTOP_ONLY_TAG),
        use: {
          ...devices['Pixel 7'],
          viewport: { width: 375, height: 800 },
          launchOptions: CHROMIUM_LAUNCH_OPTIONS,
        },
      },
    ],
  });
}
