import { vitestPreset } from '@rooms/vitest-config';

/** Domain tests: coverage below 95 % (branches included) fails `pnpm test`. */
export default vitestPreset({
  test: {
    coverage: { thresholds: { branches: 95, functions: 95, lines: 95, statements: 95 } },
  },
});
