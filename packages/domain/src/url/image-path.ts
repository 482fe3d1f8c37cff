/** Image addresses, §2: {resource origin}/image/{key}, optionally with /resize/{width}-{height}. */

import { isAllowedImageSize } from './image-sizes';

/** A resize request in px. */
export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The path of an image on the resource origin (§2); the caller puts the origin in front.
 *
 * @param key the image key, for example a user's `userphoto`; URL-encoded here
 * @param size optional resize in px, for example 150×150 for profile photos (§9); one of
 *   `ALLOWED_IMAGE_SIZES` (the API redirects any other size to the nearest allowed one)
 * @returns '/image/{key}' or '/image/{key}/resize/{width}-{height}'
 * @throws RangeError when a size is not a positive integer or not an allowed size
 */
export function buildImagePath(key: string, size?: ImageSize): string {
  const path = `/image/${encodeURIComponent(key)}`;
  if (!size) return path;
  const { width, height } = size;
  if (![width, height].every((value) => Number.isSafeInteger(value) && value > 0)) {
    throw new RangeError(`image size must be positive integers, got ${width}x${height}`);
  }
  if (!isAllowedImageSize(size)) {
    // A size outside the list would cost a redirect on every load: add it to ALLOWED_IMAGE_SIZES.
    throw new RangeError(`image size ${width}x${height} is not in ALLOWED_IMAGE_SIZES`);
  }
  return `${path}/resize/${width}-${height}`;
}
