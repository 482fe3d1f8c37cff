/**
 * Writes the icon sprite (`apps/site/public/icons/rooms-icons.svg`) and its versioned address
 * (`src/components/icon-sprite.ts`) from `src/components/icon-paths.ts`. Run by
 * `pnpm --filter @rooms/ui icon-sprite` after an icon changed; a test fails when they are stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { iconSpriteModule, iconSpriteSvg } from '../src/icon-sprite-file';

const sprite = fileURLToPath(
  new URL('../../../apps/site/public/icons/rooms-icons.svg', import.meta.url),
);
const module = fileURLToPath(new URL('../src/components/icon-sprite.ts', import.meta.url));
writeFileSync(sprite, iconSpriteSvg());
writeFileSync(module, iconSpriteModule());
console.log(`wrote ${sprite} and ${module}`);
