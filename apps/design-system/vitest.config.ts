import { CHROMIUM_LAUNCH_OPTIONS } from '@rooms/playwright-config';
import { vitestPreset } from '@rooms/vitest-config';
import { playwright } from '@vitest/browser-playwright';

/**
 * The stories as tests (`src/stories.test.tsx`) in Vitest's browser mode: Debian's Chromium,
 * headless, so play functions that measure layout, read computed CSS or open a popover or modal
 * dialog run as they do in Storybook.
 */
export default vitestPreset({
  // The site's public files, as Storybook's staticDirs (the fallback photo of the cards).
  publicDir: '../site/public',
  test: {
    attachmentsDir: '.reports/attachments',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: CHROMIUM_LAUNCH_OPTIONS }),
      instances: [{ browser: 'chromium' }],
      // Screenshots of failing stories go with the test report, not into the source folders.
      screenshotDirectory: '.reports/screenshots',
    },
  },
});
