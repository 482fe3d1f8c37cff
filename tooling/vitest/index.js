import { defineConfig, mergeConfig } from 'vitest/config';

/**
 * Vitest preset shared by every workspace: tests beside the code (`src/**\/*.test.ts`),
 * the default reporter for people plus a JSON report in `.reports/vitest.json` that
 * `scripts/test-all.mjs` sums into the CI line `N passed, N failed`.
 *
 * @param {import('vitest/config').ViteUserConfig} [overrides] per-workspace settings, merged deeply
 * @returns {import('vitest/config').ViteUserConfig}
 */
export function vitestPreset(overrides = {}) {
  return mergeConfig(
    defineConfig({
      test: {
        include: ['src/**/*.test.{ts,tsx}'],
        reporters: ['default', ['json', { outputFile: '.reports/vitest.json' }]],
        passWithNoTests: false,
        // Generous limits: CI runs many suites at once on 2 cores; speed is measured by
        // benchmarks, never by timed tests.
        testTimeout: 30_000,
        hookTimeout: 60_000,
        coverage: {
          provider: 'v8',
          include: ['src/**/*.{ts,tsx}'],
          exclude: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx'],
          reporter: ['text-summary', 'json-summary'],
        },
      },
    }),
    overrides,
  );
}
