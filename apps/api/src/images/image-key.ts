/**
 * Image keys (spec §2 `/image/{key}`) and where an image and its derived sizes live in the
 * {@link ImageStore}.
 */
import { randomBytes } from 'node:crypto';

import type { ImageFormat } from './image-format.js';

/** What a public image key looks like: 1-128 characters of `A-Z a-z 0-9 _ -` (URL-safe as is). */
const IMAGE_KEY_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/** Random bytes of a new key: 18 bytes = 144 bits, 24 base64url characters; not guessable. */
const NEW_KEY_BYTES = 18;

/** Folder of the normalised originals in the store. */
const ORIGINALS_FOLDER = 'originals';
/** Folder of the derived sizes in the store: one sub-folder per image key. */
const DERIVED_FOLDER = 'derived';

/**
 * A new random image key for an uploaded photo.
 *
 * @returns 24 base64url characters (144 random bits), matching {@link isImageKey}
 */
export function newImageKey(): string {
  return randomBytes(NEW_KEY_BYTES).toString('base64url');
}

/**
 * Whether a text can be an image key (format only, not whether the image exists). Keys never
 * contain '/', '.' or '%', so a key cannot address anything outside its own objects.
 */
export function isImageKey(value: string): boolean {
  return IMAGE_KEY_PATTERN.test(value);
}

/** Store key of the normalised original of an image: `originals/{key}`. */
export function originalObjectKey(key: string): string {
  return `${ORIGINALS_FOLDER}/${checkedKey(key)}`;
}

/** Store folder of every derived size of an image: `derived/{key}`. */
export function derivedFolder(key: string): string {
  return `${DERIVED_FOLDER}/${checkedKey(key)}`;
}

/**
 * Store key of a derived size of an image: `derived/{key}/{width}x{height}.{format}`, or
 * `derived/{key}/full.{format}` for the original size in another format.
 *
 * @param key the image key
 * @param size the resize in px, or null for the original size
 * @param format the encoded format
 */
export function derivedObjectKey(
  key: string,
  size: { width: number; height: number } | null,
  format: ImageFormat,
): string {
  const name = size === null ? 'full' : `${size.width}x${size.height}`;
  return `${derivedFolder(key)}/${name}.${format}`;
}

function checkedKey(key: string): string {
  if (!isImageKey(key)) throw new RangeError(`not an image key: ${JSON.stringify(key)}`);
  return key;
}
