import { vitestPreset } from '@rooms/vitest-config';

export default vitestPreset();
