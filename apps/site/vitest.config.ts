import { vitestPreset } from '@rooms/vitest-config';

// Beside `src/**` (the preset), the tests of the build and benchmark tooling.
export default vitestPreset({ test: { include: ['scripts/**/*.test.ts', 'bench/**/*.test.ts'] } });
