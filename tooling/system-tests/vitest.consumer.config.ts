import { suiteConfig } from './vitest.suite.js';

/**
 * `pnpm test:consumer`: the published packages installed from a local registry by projects
 * outside the workspace (src/consumer). Needs the packages and the API built (turbo's
 * `test:consumer` task builds them first).
 */
export default suiteConfig(['src/consumer/**/*.test.ts'], 'vitest-consumer.json', {
  testTimeout: 120_000,
  hookTimeout: 600_000,
});
