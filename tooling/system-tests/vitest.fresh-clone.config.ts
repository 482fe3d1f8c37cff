import { suiteConfig } from './vitest.suite.js';

/** `pnpm test:fresh-clone`: the README's commands in a clone with nothing beside it (src/fresh-clone). */
export default suiteConfig(['src/fresh-clone/**/*.test.ts'], 'vitest-fresh-clone.json', {
  testTimeout: 1_200_000,
  hookTimeout: 1_200_000,
});
