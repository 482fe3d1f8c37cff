/**
 * Profile photos of seeded tenants (issue 26): the demo photo machinery draws illustrations, not
 * people, so seeded tenants get a small set of drawn portraits (a head-and-shoulders silhouette
 * on a coloured ground), rendered once through sharp and stored as originals in the image store
 * (like `demo-photos.ts`); profiles share their keys. Without an image store, no photos.
 */
import { createHash } from 'node:crypto';

import sharp from 'sharp';

import { originalObjectKey } from '../images/image-key.js';

import type { ImageStore } from '../images/image-store.js';

/** Grounds of the portraits (one portrait per colour). */
const COLOURS = [
  '#e57373',
  '#64b5f6',
  '#81c784',
  '#ffb74d',
  '#ba68c8',
  '#4db6ac',
  '#f06292',
  '#a1887f',
];
/** Side of a portrait in px (the site shows 150×150, twice that for sharp screens). */
const SIDE = 300;

function portraitSvg(colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${SIDE}" viewBox="0 0 300 300">
  <rect width="300" height="300" fill="${colour}"/>
  <circle cx="150" cy="115" r="58" fill="#fff" fill-opacity="0.85"/>
  <path d="M40 300 C40 215 95 185 150 185 C205 185 260 215 260 300 Z" fill="#fff" fill-opacity="0.85"/>
</svg>`;
}

/**
 * Renders and stores the portraits.
 *
 * @param store the image store the API serves `/image/{key}` from
 * @returns their image keys (named after a hash of the drawing: rewriting writes the same bytes)
 * @throws sharp's error or the store's I/O error
 */
export async function storeTenantAvatars(store: ImageStore): Promise<string[]> {
  const keys: string[] = [];
  for (const colour of COLOURS) {
    const svg = portraitSvg(colour);
    const key = `seed-portrait-${createHash('sha1').update(svg).digest('hex').slice(0, 16)}`;
    const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
    await store.put(originalObjectKey(key), jpeg, 'image/jpeg');
    keys.push(key);
  }
  return keys;
}
