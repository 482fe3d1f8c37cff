import { readFileSync } from 'node:fs';

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import manifest from '../src/app/manifest';
import { BRAND_COLOURS, brandIconSvg, MANIFEST_ICONS } from '../src/shell/brand-icon';

import { readIcoDirectory } from './ico';
import { renderPng } from './render-icon';
import { APPLE_ICON_SIZE, FAVICON_SIZES } from './write-icons';

const file = (relative: string) => readFileSync(new URL(`../${relative}`, import.meta.url));

/** Width, height and the colour of the centre-top pixel (the tile, above the house). */
async function describePng(png: Buffer) {
  const image = sharp(png);
  const { width, height, format } = await image.metadata();
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height * 0.1) * info.width + Math.floor(info.width / 2)) * 4;
  const hex = [data[at], data[at + 1], data[at + 2]]
    .map((channel) => channel!.toString(16).padStart(2, '0'))
    .join('');
  return { format, width, height, tile: `#${hex.toUpperCase()}` };
}

// The committed icons are what `pnpm --filter @rooms/site icons` writes today: these fail when
// the mark or the theme's colours changed without re-running it.
describe('committed icons (scripts/write-icons.ts)', () => {
  it('icon.svg is the rounded mark in the theme colours', () => {
    expect(file('src/app/icon.svg').toString()).toBe(brandIconSvg('rounded'));
    expect(brandIconSvg('rounded')).toContain(`fill="${BRAND_COLOURS.tile}"`);
  });

  it('favicon.ico holds PNGs of 16, 32 and 48 px on the brand tile', async () => {
    const entries = readIcoDirectory(file('src/app/favicon.ico'));
    expect(entries.map((entry) => entry.size)).toEqual([...FAVICON_SIZES]);
    for (const entry of entries) {
      const png = await describePng(entry.data);
      expect(png).toMatchObject({ format: 'png', width: entry.size, height: entry.size });
    }
    expect((await describePng(entries[2]!.data)).tile).toBe(BRAND_COLOURS.tile);
  });

  it('apple-icon.png is the square mark, 180 px', async () => {
    const apple = file('src/app/apple-icon.png');
    expect(await describePng(apple)).toEqual({
      format: 'png',
      width: APPLE_ICON_SIZE,
      height: APPLE_ICON_SIZE,
      tile: BRAND_COLOURS.tile,
    });
    expect(apple.equals(await renderPng('square', APPLE_ICON_SIZE))).toBe(true);
  });

  it('every manifest icon exists under public/ with its declared size', async () => {
    for (const icon of MANIFEST_ICONS) {
      const png = file(`public${icon.src}`);
      expect(await describePng(png)).toMatchObject({ width: icon.size, height: icon.size });
      const shape = icon.purpose === 'maskable' ? 'square' : 'rounded';
      expect(png.equals(await renderPng(shape, icon.size))).toBe(true);
    }
  });
});

describe('manifest', () => {
  it('names the site, starts at home and lists the icons with the theme colour', async () => {
    const written = await manifest();
    expect(written).toMatchObject({
      short_name: 'Rooms',
      start_url: '/',
      display: 'standalone',
      theme_color: BRAND_COLOURS.tile,
    });
    expect(written.icons).toEqual(
      MANIFEST_ICONS.map(({ src, size, purpose }) => ({
        src,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose,
      })),
    );
  });
});
