import { vitestPreset } from '@rooms/vitest-config';

export default vitestPreset({ test: { environment: 'jsdom', setupFiles: ['./vitest.setup.ts'] } });
