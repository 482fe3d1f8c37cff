import { suiteConfig } from './vitest.suite.js';

/**
 * `pnpm test` of this workspace (the default test task): the quick static checks, today the
 * deployment files (src/deploy). The process-starting suites have their own configs and tasks.
 */
export default suiteConfig(['src/deploy/**/*.test.ts'], 'vitest.json');
