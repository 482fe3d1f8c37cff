import { vitestPreset } from '@rooms/vitest-config';

import type { ViteUserConfig } from 'vitest/config';

/**
 * The shared Vitest preset for one suite of this workspace, with the suite's own test files and
 * JSON report. `vitestPreset` merges deeply and Vite's merge concatenates arrays, which would
 * keep the preset's `src/**` include and `.reports/vitest.json` report beside the suite's own:
 * every suite would then run every test and `scripts/test-all.mjs` would count them twice. So
 * `include` and `reporters` are replaced, not merged.
 *
 * @param include globs of the suite's test files
 * @param report file name of its JSON report under `.reports/` (`vitest*.json`, summed by test-all)
 * @param test further test settings (timeouts …), merged into the preset
 */
export function suiteConfig(
  include: string[],
  report: string,
  test: NonNullable<ViteUserConfig['test']> = {},
): ViteUserConfig {
  const config = vitestPreset({ test });
  return {
    ...config,
    test: {
      ...config.test,
      include,
      reporters: ['default', ['json', { outputFile: `.reports/${report}` }]],
    },
  };
}
