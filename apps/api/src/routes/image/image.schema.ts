import { IMAGE_RESIZE_MAX_PX, IMAGE_RESIZE_MIN_PX } from '@rooms/domain';
import { z } from 'zod';

/** Schemas of the image service (§2 `/image/{key}`, `/image/{key}/resize/{width}-{height}`). */

const keyParam = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,128}$/, 'an image key: 1-128 letters, digits, _ or -')
  .describe('Image key (a listing photo or a profile photo)');

/** Path of `GET /image/{key}`. */
export const imageParams = z.object({ key: keyParam });

/** A side of a resize, in px: a whole number from 1 to 3840. */
function sideParam(name: string) {
  return z.coerce
    .number()
    .int()
    .min(IMAGE_RESIZE_MIN_PX)
    .max(IMAGE_RESIZE_MAX_PX)
    .describe(
      `${name} in px, ${IMAGE_RESIZE_MIN_PX} to ${IMAGE_RESIZE_MAX_PX}; the image is cropped to fill the size (fit: cover)`,
    );
}

/** Path of `GET /image/{key}/resize/{width}-{height}`. */
export const resizedImageParams = z.object({
  key: keyParam,
  width: sideParam('Width'),
  height: sideParam('Height'),
});

const binary = z.string().meta({ format: 'binary' });

/** The 200 answer: image bytes in the format chosen by the Accept header. */
export const imageResponse = {
  description:
    'The image: AVIF when Accept includes image/avif, else WebP when it includes image/webp, else JPEG. Cache-Control: public, max-age=31536000, immutable; Vary: Accept; ETag (If-None-Match gives 304).',
  content: {
    'image/avif': { schema: binary },
    'image/webp': { schema: binary },
    'image/jpeg': { schema: binary },
  },
};
