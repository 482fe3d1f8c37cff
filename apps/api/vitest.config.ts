import { vitestPreset } from '@rooms/vitest-config';

export default vitestPreset({
  test: {
    globalSetup: ['./src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
