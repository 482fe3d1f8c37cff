/** Output formats of the image service and their choice by the `Accept` header (issue 5). */

/** A format the image service encodes to. */
export type ImageFormat = 'avif' | 'webp' | 'jpeg';

/** Media type of each {@link ImageFormat}. */
export const IMAGE_CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/**
 * The format to send for an `Accept` header: AVIF when the client accepts `image/avif`, else WebP
 * when it accepts `image/webp`, else JPEG (every client shows JPEG; `image/*` and `*\/*` alone
 * get JPEG, since they do not promise AVIF or WebP support). An entry with `q=0` is a refusal.
 *
 * @param accept the request's Accept header (absent: JPEG)
 * @returns 'avif', 'webp' or 'jpeg'
 */
export function negotiateImageFormat(accept: string | undefined): ImageFormat {
  if (accept === undefined) return 'jpeg';
  const accepted = new Set<string>();
  for (const entry of accept.split(',')) {
    const [range = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(range);
  }
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'jpeg';
}
