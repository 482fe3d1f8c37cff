/**
 * The image service of spec §2 (`/image/{key}`, `/image/{key}/resize/{width}-{height}`, issue 5):
 * stored originals, sizes derived with sharp in the format the client accepts, each derived size
 * kept in the store so that asking again costs no resize.
 */
import { createHash } from 'node:crypto';

import sharp from 'sharp';

import { MAX_CONCURRENT_PHOTO_DECODES, MAX_WAITING_PHOTO_DECODES } from '../quotas/quotas.js';

import { IMAGE_CONTENT_TYPES, type ImageFormat } from './image-format.js';
import { derivedFolder, derivedObjectKey, newImageKey, originalObjectKey } from './image-key.js';
import { WorkSlots } from './work-slots.js';

import type { ImageStore } from './image-store.js';
import type { NormalisedPhoto } from './photo-upload.js';
import type { Sharp } from 'sharp';

/** A resize in px. */
export interface ImageSize {
  width: number;
  height: number;
}

/** An encoded image ready to send. */
export interface ImageVariant {
  bytes: Buffer;
  contentType: string;
  /** Strong entity tag (quoted): the first 20 hex digits of the SHA-256 of the bytes. */
  etag: string;
  /** Whether the bytes came from the derived-size cache (false: rendered by this call). */
  cached: boolean;
}

/**
 * Encodes a pipeline in a format with the image service's settings. Quality 75 is §9's image
 * default; AVIF at its own scale (quality 50, about the look of WebP 75 in fewer bytes) with
 * effort 3 up to 1 megapixel (a card renders in about 75 ms instead of 175 ms at the default 4)
 * and 2 above, where higher efforts cost seconds.
 *
 * @param pixels width × height of the output (Infinity when unknown)
 */
export function encodeImage(pipeline: Sharp, format: ImageFormat, pixels: number): Sharp {
  switch (format) {
    case 'avif':
      return pipeline.avif({ quality: 50, effort: pixels > 1_000_000 ? 2 : 3 });
    case 'webp':
      return pipeline.webp({ quality: 75 });
    default:
      return pipeline.jpeg({ quality: 75, progressive: true, mozjpeg: true });
  }
}

/**
 * Most sizes rendered at once: 2 (the machines have 2 cores; libvips threads within each). More
 * requests for new sizes wait their turn, so a burst of odd sizes cannot starve everything else.
 */
const MAX_CONCURRENT_RENDERS = 2;

/**
 * Most renders waiting for a slot: 8. Each render holds a decoded original (up to 50 megapixels)
 * only while it runs, but an unbounded queue would still let a burst keep the API busy for
 * minutes; past this the request is refused with {@link ImageServiceBusyError} (503).
 */
const MAX_WAITING_RENDERS = 8;

/** Seconds a refused client is asked to wait (`Retry-After`): about what two renders take. */
export const IMAGE_BUSY_RETRY_AFTER_SECONDS = 2;

/** Limits of the render queue; the defaults suit production, tests make them small. */
export interface ImageServiceOptions {
  /** Renders running at once (default {@link MAX_CONCURRENT_RENDERS}). */
  maxConcurrentRenders?: number;
  /** Renders waiting for a slot before new ones are refused (default {@link MAX_WAITING_RENDERS}). */
  maxWaitingRenders?: number;
  /** Uploads decoded at once (default `MAX_CONCURRENT_PHOTO_DECODES` of the quotas, 2). */
  maxConcurrentDecodes?: number;
  /** Uploads waiting for a decode before new ones are refused (default `MAX_WAITING_PHOTO_DECODES`, 6). */
  maxWaitingDecodes?: number;
}

/**
 * Thrown by {@link ImageService.variant} when every render slot is taken and the wait queue is
 * full: the route answers 503 with `Retry-After: retryAfterSeconds`.
 */
export class ImageServiceBusyError extends Error {
  readonly retryAfterSeconds = IMAGE_BUSY_RETRY_AFTER_SECONDS;

  constructor() {
    super('image renders are saturated');
    this.name = 'ImageServiceBusyError';
  }
}

/** Counters for tests and benchmarks. */
export interface ImageServiceStats {
  /** Sizes rendered with sharp since start (cache misses). */
  renders: number;
  /** Most renders that ran at the same time since start. */
  peakConcurrentRenders: number;
}

/**
 * Stores originals and serves their sizes through an {@link ImageStore}.
 *
 * Store layout: `originals/{key}` (the normalised JPEG of an upload) and
 * `derived/{key}/{width}x{height}.{format}` / `derived/{key}/full.{format}`. Images are never
 * changed after upload (a new photo gets a new random key), so derived sizes never go stale and
 * can be cached for a year by browsers.
 */
export class ImageService {
  readonly store: ImageStore;
  readonly stats: ImageServiceStats = { renders: 0, peakConcurrentRenders: 0 };
  /** Renders in progress by derived key, so simultaneous requests for one size render it once. */
  private readonly inFlight = new Map<string, Promise<Buffer | null>>();
  /** Render slots: the renders running now and those waiting for a turn. */
  private readonly slots: WorkSlots;
  /**
   * Decode slots of uploaded photos (issue 23 quotas), held by `normaliseUploadedPhoto` around
   * the decode: one service per process, so the bound is process-wide.
   */
  readonly decodeSlots: WorkSlots;

  /**
   * @param store where originals and derived sizes are kept
   * @param options limits of the render queue (defaults: 2 running, 8 waiting) and of the
   *   upload decodes (2 running, 6 waiting)
   */
  constructor(store: ImageStore, options: ImageServiceOptions = {}) {
    this.store = store;
    this.slots = new WorkSlots(
      options.maxConcurrentRenders ?? MAX_CONCURRENT_RENDERS,
      options.maxWaitingRenders ?? MAX_WAITING_RENDERS,
    );
    this.decodeSlots = new WorkSlots(
      options.maxConcurrentDecodes ?? MAX_CONCURRENT_PHOTO_DECODES,
      options.maxWaitingDecodes ?? MAX_WAITING_PHOTO_DECODES,
    );
  }

  /**
   * Stores a normalised upload under a new random key.
   *
   * @returns the new image key (24 base64url characters)
   */
  async storeOriginal(photo: NormalisedPhoto): Promise<string> {
    const key = newImageKey();
    await this.store.put(originalObjectKey(key), photo.bytes, photo.contentType);
    return key;
  }

  /** Whether an image exists (its original is stored). */
  async exists(key: string): Promise<boolean> {
    return this.store.exists(originalObjectKey(key));
  }

  /**
   * Removes an image: its original and every derived size.
   *
   * @param key an image key
   */
  async remove(key: string): Promise<void> {
    await this.store.deleteFolder(derivedFolder(key));
    await this.store.delete(originalObjectKey(key));
  }

  /**
   * An image at a size in a format: from the derived-size cache when it was made before, else
   * rendered from the original (sharp, `fit: cover`, centred; for null the original's own size)
   * and cached.
   *
   * @param key a valid image key (see `isImageKey`)
   * @param size width and height in px (the caller limits them), or null for the original size
   * @param format the output format
   * @returns the encoded image, or null when the image does not exist
   * @throws ImageServiceBusyError when the size must be rendered and the render queue is full
   *   (nothing was read or rendered); errors of the store; sharp errors for a damaged original (not expected: originals
   *   are written by {@link storeOriginal} only)
   */
  async variant(
    key: string,
    size: ImageSize | null,
    format: ImageFormat,
  ): Promise<ImageVariant | null> {
    const derivedKey = derivedObjectKey(key, size, format);
    const contentType = IMAGE_CONTENT_TYPES[format];
    const cached = await this.store.get(derivedKey);
    if (cached !== null) return { bytes: cached, contentType, etag: etagOf(cached), cached: true };
    let rendering = this.inFlight.get(derivedKey);
    if (rendering === undefined) {
      rendering = this.render(key, size, format, derivedKey).finally(() =>
        this.inFlight.delete(derivedKey),
      );
      this.inFlight.set(derivedKey, rendering);
    }
    const bytes = await rendering;
    return bytes === null ? null : { bytes, contentType, etag: etagOf(bytes), cached: false };
  }

  private async render(
    key: string,
    size: ImageSize | null,
    format: ImageFormat,
    derivedKey: string,
  ): Promise<Buffer | null> {
    // Wait for a slot before reading the original, so a waiting request holds no image bytes.
    await this.turn();
    let bytes: Buffer;
    try {
      const original = await this.store.get(originalObjectKey(key));
      if (original === null) return null;
      this.stats.renders += 1;
      this.stats.peakConcurrentRenders = Math.max(
        this.stats.peakConcurrentRenders,
        this.slots.running,
      );
      let pipeline = sharp(original, { failOn: 'error' });
      if (size !== null) {
        pipeline = pipeline.resize({ width: size.width, height: size.height, fit: 'cover' });
      }
      const pixels = size === null ? Infinity : size.width * size.height;
      bytes = await encodeImage(pipeline, format, pixels).toBuffer();
    } finally {
      this.slots.release();
    }
    await this.store.put(derivedKey, bytes, IMAGE_CONTENT_TYPES[format]);
    return bytes;
  }

  /**
   * Takes a render slot, waiting for one when all are taken.
   *
   * @throws ImageServiceBusyError when the wait queue is full
   */
  private async turn(): Promise<void> {
    if (!(await this.slots.acquire())) throw new ImageServiceBusyError();
  }
}

function etagOf(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('hex').slice(0, 20)}"`;
}
