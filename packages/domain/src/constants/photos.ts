/**
 * Listing photos and the image service (issue 5, spec §2 "Images are loaded from
 * {resource origin}/image/{key}, optionally with /resize/{width}-{height}"). Shared by the API
 * (which enforces them) and the site (which can warn before an upload).
 */

/** Most photos one advert can have (issue 5): 20. The 21st upload is refused (`photo_limit_reached`). */
export const MAX_LISTING_PHOTOS = 20;

/** Largest photo upload accepted, in bytes (issue 5: 15 MB = 15 × 1024 × 1024). */
export const MAX_PHOTO_UPLOAD_BYTES = 15 * 1024 * 1024;

/** Most pixels (width × height) of an uploaded photo (issue 5: 50 megapixels). */
export const MAX_PHOTO_UPLOAD_PIXELS = 50_000_000;

/**
 * Media types of the photos accepted, decided by the file's content (never its name): JPEG,
 * PNG, WebP and AVIF; HEIC only where the server's image library can decode it. For an
 * `<input type="file" accept>`.
 */
export const ACCEPTED_PHOTO_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
] as const;

/** Smallest and largest width and height of `/image/{key}/resize/{width}-{height}`, in px: 1..3840. */
export const IMAGE_RESIZE_MIN_PX = 1;
/** See {@link IMAGE_RESIZE_MIN_PX}: 3840 px, the largest width of the image library defaults (§9). */
export const IMAGE_RESIZE_MAX_PX = 3840;

/** The §2 fallback image shown when a photo fails to load: 341×241 px, WebP ("no-user-image"). */
export const FALLBACK_IMAGE_SIZE = { width: 341, height: 241 } as const;
