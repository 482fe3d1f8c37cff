import { vitestPreset } from '@rooms/vitest-config';

/** The stories as tests (`src/stories.test.tsx`), in jsdom like the components' own tests. */
export default vitestPreset({ test: { environment: 'jsdom' } });
