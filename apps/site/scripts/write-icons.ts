/**
 * Writes the site's icons from the Rooms mark in the theme's colours (`src/shell/brand-icon.ts`):
 * `src/app/icon.svg` and `src/app/favicon.ico` (16, 32, 48 px), `src/app/apple-icon.png`
 * (180 px) — Next.js metadata files, linked from every page's head — and the PNGs of the web
 * manifest under `public/icons/` (`MANIFEST_ICONS`). Run `pnpm --filter @rooms/site icons`
 * after the mark or the theme's colours changed and commit the files; a test fails when they
 * are stale.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { brandIconSvg, MANIFEST_ICONS } from '../src/shell/brand-icon';

import { icoFromPngs } from './ico';
import { renderPng } from './render-icon';

/** Sides in px of the images inside favicon.ico. */
export const FAVICON_SIZES = [16, 32, 48] as const;

/** Side in px of the Apple touch icon (iPhone and iPad home screens). */
export const APPLE_ICON_SIZE = 180;

function write(relative: string, data: string | Buffer): void {
  const target = fileURLToPath(new URL(`../${relative}`, import.meta.url));
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, data);
  console.log(`wrote ${relative} (${data.length} bytes)`);
}

async function main(): Promise<void> {
  write('src/app/icon.svg', brandIconSvg('rounded'));
  const favicons = await Promise.all(
    FAVICON_SIZES.map(async (size) => ({ size, png: await renderPng('rounded', size) })),
  );
  write('src/app/favicon.ico', icoFromPngs(favicons));
  write('src/app/apple-icon.png', await renderPng('square', APPLE_ICON_SIZE));
  for (const icon of MANIFEST_ICONS) {
    const shape = icon.purpose === 'maskable' ? 'square' : 'rounded';
    write(`public${icon.src}`, await renderPng(shape, icon.size));
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await main();
