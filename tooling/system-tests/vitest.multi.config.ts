import { suiteConfig } from './vitest.suite.js';

/** `pnpm test:multi`: two APIs and two sites on one PostgreSQL (src/multi). */
export default suiteConfig(['src/multi/**/*.test.ts'], 'vitest-multi.json', {
  testTimeout: 120_000,
  hookTimeout: 600_000,
  fileParallelism: false,
});
