/**
 * Turning an uploaded photo into the stored original (issue 5 "Photos and the image service"):
 * only JPEG, PNG, WebP and AVIF by content (HEIC where the image library decodes it), at most
 * {@link MAX_PHOTO_UPLOAD_PIXELS} pixels, not truncated; EXIF orientation applied, every piece of
 * metadata (EXIF with GPS, XMP, IPTC, ICC) removed, longest side capped, re-encoded as JPEG.
 */
import { ErrorCode, MAX_PHOTO_UPLOAD_PIXELS, RoomsError } from '@rooms/domain';
import sharp from 'sharp';

import { PHOTO_DECODE_RETRY_AFTER_SECONDS } from '../quotas/quotas.js';

import { sniffImageKind } from './sniff-image.js';

import type { WorkSlots } from './work-slots.js';
import type { Metadata } from 'sharp';

/** Longest side of a stored original, in px: 2560 (sharp enough for a full-screen photo). */
export const ORIGINAL_MAX_SIDE_PX = 2560;
/** JPEG quality of stored originals (1-100): 85. */
const ORIGINAL_JPEG_QUALITY = 85;
/** Longest time sharp may spend on one upload, in seconds. */
const PROCESSING_TIMEOUT_SECONDS = 30;

/** A photo ready to be stored: JPEG bytes without metadata, upright, and its size. */
export interface NormalisedPhoto {
  bytes: Buffer;
  contentType: 'image/jpeg';
  /** Width in px (after orientation and the size cap). */
  width: number;
  /** Height in px. */
  height: number;
  /** What the upload was: 'jpeg', 'png', 'webp', 'avif' or 'heic'. */
  sourceFormat: string;
}

/**
 * Whether this server's sharp (libvips + libheif) can decode HEIC (HEVC in HEIF). The prebuilt
 * sharp binaries ship libheif with the AV1 decoder only (HEVC is patent-encumbered), so
 * usually not; a sharp built against a system libvips with libde265 can.
 */
export function canDecodeHeic(): boolean {
  const input = sharp.format.heif.input as { buffer: boolean; fileSuffix?: string[] };
  return input.buffer && (input.fileSuffix ?? []).some((suffix) => /^\.hei[cf]$/.test(suffix));
}

/**
 * Thrown by {@link normaliseUploadedPhoto} when every decode slot is taken and the wait queue is
 * full (issue 23 quotas): the route answers 503 with `Retry-After: retryAfterSeconds`.
 */
export class PhotoDecodeBusyError extends Error {
  readonly retryAfterSeconds = PHOTO_DECODE_RETRY_AFTER_SECONDS;

  constructor() {
    super('photo decodes are saturated');
    this.name = 'PhotoDecodeBusyError';
  }
}

/**
 * Checks and normalises an uploaded photo. The header is read at once; the decode itself (the
 * costly part: up to 50 megapixels in memory) waits for one of `decodeSlots`.
 *
 * @param input the uploaded bytes (already limited to `MAX_PHOTO_UPLOAD_BYTES` by the route)
 * @param decodeSlots the process's decode slots (`app.images.decodeSlots`); none: no bound
 * @returns the normalised JPEG and its size in px
 * @throws RoomsError `image_unsupported` (415) when the content is not JPEG, PNG, WebP, AVIF or
 *   HEIC; `image_heic_unsupported` (415) for HEIC this server cannot decode;
 *   `image_too_many_pixels` (413) over 50 megapixels (checked on the header, before decoding:
 *   decompression bombs are refused without being decoded); `image_corrupt` (422) for damaged
 *   or truncated data; {@link PhotoDecodeBusyError} when the decode queue is full (nothing decoded)
 */
export async function normaliseUploadedPhoto(
  input: Buffer,
  decodeSlots?: WorkSlots,
): Promise<NormalisedPhoto> {
  const kind = sniffImageKind(input);
  if (kind === 'other') throw new RoomsError({ code: ErrorCode.ImageUnsupported });
  if (kind === 'heic' && !canDecodeHeic()) {
    throw new RoomsError({ code: ErrorCode.ImageHeicUnsupported });
  }
  let metadata: Metadata;
  try {
    // Header only: no pixel is decoded yet. No pixel limit here: we want the size to say why.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw kind === 'heic'
      ? new RoomsError({ code: ErrorCode.ImageHeicUnsupported, cause: error })
      : new RoomsError({ code: ErrorCode.ImageCorrupt, cause: error });
  }
  if (!matchesSniffedKind(kind, metadata)) {
    throw new RoomsError({ code: ErrorCode.ImageCorrupt });
  }
  if (metadata.width * metadata.height > MAX_PHOTO_UPLOAD_PIXELS) {
    throw new RoomsError({
      code: ErrorCode.ImageTooManyPixels,
      data: { width: metadata.width, height: metadata.height },
    });
  }
  if (decodeSlots !== undefined && !(await decodeSlots.acquire())) {
    throw new PhotoDecodeBusyError();
  }
  try {
    const { data, info } = await sharp(input, {
      failOn: 'error', // truncated or damaged pixel data aborts
      limitInputPixels: MAX_PHOTO_UPLOAD_PIXELS,
    })
      .timeout({ seconds: PROCESSING_TIMEOUT_SECONDS })
      .rotate() // EXIF orientation applied (and the tag dropped with the rest of the metadata)
      .resize({
        width: ORIGINAL_MAX_SIDE_PX,
        height: ORIGINAL_MAX_SIDE_PX,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' }) // transparent PNG/WebP on white, not black
      .jpeg({ quality: ORIGINAL_JPEG_QUALITY, progressive: true })
      // No withMetadata/keepMetadata: sharp writes no EXIF, XMP, IPTC or ICC (converted to sRGB).
      .toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      contentType: 'image/jpeg',
      width: info.width,
      height: info.height,
      sourceFormat: kind,
    };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new RoomsError({ code: ErrorCode.ImageTooManyPixels, cause: error });
    }
    throw new RoomsError({ code: ErrorCode.ImageCorrupt, cause: error });
  } finally {
    decodeSlots?.release();
  }
}

/** Whether sharp's reading of the header agrees with the magic bytes (no polyglot tricks). */
function matchesSniffedKind(kind: string, metadata: Metadata): boolean {
  switch (kind) {
    case 'jpeg':
    case 'png':
    case 'webp':
      return metadata.format === kind;
    case 'avif':
      return metadata.format === 'heif' && metadata.compression === 'av1';
    default:
      return metadata.format === 'heif';
  }
}
