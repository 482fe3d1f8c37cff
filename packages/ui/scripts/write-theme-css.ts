/**
 * Writes `src/theme-variables.css` from the theme (`themeVariablesCssFile`). Run by
 * `pnpm --filter @rooms/ui theme-css` after the theme changed; a test fails when the file is stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { themeVariablesCssFile } from '../src/theme-css';

const target = fileURLToPath(new URL('../src/theme-variables.css', import.meta.url));
writeFileSync(target, themeVariablesCssFile());
console.log(`wrote ${target}`);
