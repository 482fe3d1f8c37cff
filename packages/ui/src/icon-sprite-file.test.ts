import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { SHELL_ICON_PATHS } from './components/icon-paths';
import { ICON_SPRITE_HREF } from './components/icon-sprite';
import { iconSpriteHref, iconSpriteSvg } from './icon-sprite-file';

const SPRITE_FILE = join(import.meta.dirname, '../../../apps/site/public/icons/rooms-icons.svg');

describe('icon sprite', () => {
  it('has one 24×24 symbol per icon, with its path', () => {
    const svg = iconSpriteSvg();
    for (const [name, d] of Object.entries(SHELL_ICON_PATHS)) {
      expect(svg).toContain(`<symbol id="${name}" viewBox="0 0 24 24"><path d="${d}"/></symbol>`);
    }
    expect(svg).toContain('<symbol id="flag-nl" viewBox="0 0 9 6" preserveAspectRatio="none">');
    expect(svg).toContain('<symbol id="flag-en" viewBox="0 0 60 40" preserveAspectRatio="none">');
    expect(svg.match(/<symbol /g)).toHaveLength(Object.keys(SHELL_ICON_PATHS).length + 2);
  });

  it('is committed as generated (run `pnpm --filter @rooms/ui icon-sprite` when this fails)', () => {
    expect(readFileSync(SPRITE_FILE, 'utf8')).toBe(iconSpriteSvg());
    expect(ICON_SPRITE_HREF).toBe(iconSpriteHref());
  });

  it('changes its address when an icon changes', () => {
    expect(iconSpriteHref()).toMatch(/\?v=[0-9a-f]{8}$/);
  });
});
