import { vitestPreset } from '@rooms/vitest-config';

/** `pnpm test:fresh-clone`: the README's commands in a clone with nothing beside it (src/fresh-clone). */
export default vitestPreset({
  test: {
    include: ['src/fresh-clone/**/*.test.ts'],
    reporters: ['default', ['json', { outputFile: '.reports/vitest-fresh-clone.json' }]],
    testTimeout: 1_200_000,
    hookTimeout: 1_200_000,
  },
});
