/**
 * The sizes of `/image/{key}/resize/{width}-{height}` (§2, issue 23 "Image sizes"): only the
 * sizes the site shows are rendered, so a photo has at most a few dozen derived files instead of
 * one for each of the ~14.7 million width × height pairs of 1..3840 px. The API snaps any other
 * size to the nearest of these (a redirect), and the site builds its addresses only from them
 * (`buildImagePath` refuses others).
 */

import type { ImageSize } from './image-path';

/** Square profile photos in px, each with its 2× version: header 30/60, drawer and inbox 40/80, conversation 48/96, landlord page 96/192, profile 150 (§2/§9). */
const AVATAR_SIDES_PX = [30, 40, 48, 60, 80, 96, 150, 192] as const;

/**
 * Every size the site asks for, in px (width × height). Adding a size to the site means adding
 * it here: the API serves exactly this list.
 */
export const ALLOWED_IMAGE_SIZES: readonly ImageSize[] = Object.freeze([
  // Search card (§9: 341×241) and its 2× version; also the §2 fallback image's size.
  { width: 341, height: 241 },
  { width: 682, height: 482 },
  // Map list card photo (112×84 at 2×).
  { width: 224, height: 168 },
  // Listing detail gallery: srcset 640/960/1920 wide at 3:2, thumbnails 192×128.
  { width: 640, height: 427 },
  { width: 960, height: 640 },
  { width: 1920, height: 1280 },
  { width: 192, height: 128 },
  // My adverts row (160×113 at 2×), listing wizard thumbnail (200×150 at 2×), messaging summary.
  { width: 320, height: 226 },
  { width: 400, height: 300 },
  { width: 240, height: 170 },
  ...AVATAR_SIDES_PX.map((side) => ({ width: side, height: side })),
]);

/** Whether a size is one of {@link ALLOWED_IMAGE_SIZES}. */
export function isAllowedImageSize(size: ImageSize): boolean {
  return ALLOWED_IMAGE_SIZES.some(
    (allowed) => allowed.width === size.width && allowed.height === size.height,
  );
}

/**
 * The allowed size nearest to a requested one: the least sum of the width and height ratios'
 * distances on a log scale (so 100×100 is as far from 50×50 as from 200×200, and shape counts as
 * much as scale); on a tie the larger size, so a snapped image is never blurrier than needed.
 *
 * @param size requested width and height in px (positive)
 * @returns an element of {@link ALLOWED_IMAGE_SIZES} (the size itself when allowed)
 */
export function snapImageSize(size: ImageSize): ImageSize {
  let best: ImageSize = { width: 0, height: 0 };
  let bestDistance = Infinity;
  for (const allowed of ALLOWED_IMAGE_SIZES) {
    const distance =
      Math.abs(Math.log(size.width / allowed.width)) +
      Math.abs(Math.log(size.height / allowed.height));
    const larger = allowed.width * allowed.height > best.width * best.height;
    if (distance < bestDistance - 1e-12 || (Math.abs(distance - bestDistance) <= 1e-12 && larger)) {
      best = allowed;
      bestDistance = distance;
    }
  }
  return best;
}
