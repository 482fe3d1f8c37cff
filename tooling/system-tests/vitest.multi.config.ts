import { vitestPreset } from '@rooms/vitest-config';

/** `pnpm test:multi`: two APIs and two sites on one PostgreSQL (src/multi). */
export default vitestPreset({
  test: {
    include: ['src/multi/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: '.reports/vitest-multi.json' }]],
    testTimeout: 120_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
});
