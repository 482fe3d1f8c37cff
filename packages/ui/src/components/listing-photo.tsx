'use client';

import { useEffect, useRef, useState } from 'react';

import styles from './listing-photo.module.css';

import type { CSSProperties } from 'react';

/** Address of the fallback image shown when a photo is missing or fails (§2: 341×241 webp). */
export const LISTING_PHOTO_FALLBACK_SRC = '/images/no-user-image.webp';

/** Props of {@link ListingPhoto}. */
export interface ListingPhotoProps {
  /**
   * Address of the photo, e.g. `/services/api/image/{key}/resize/480-340` (built by the caller
   * with `buildImagePath`). `null`/`undefined`/empty shows the fallback image straight away.
   */
  src?: string | null;
  /** Text alternative; pass `''` for a purely decorative photo (e.g. next to a visible title). */
  alt: string;
  /** Intrinsic width in px (the `width` attribute; reserves space, no layout shift). */
  width: number;
  /** Intrinsic height in px (the `height` attribute; sets the aspect ratio). */
  height: number;
  /**
   * `true` for photos visible on first paint (the first result cards, the first gallery photo):
   * loads eagerly with high fetch priority. Default `false`: native lazy loading.
   */
  priority?: boolean;
  /** Image shown when `src` is empty or fails to load. Default {@link LISTING_PHOTO_FALLBACK_SRC}. */
  fallbackSrc?: string;
  /** Optional `srcset`, e.g. two resize widths for dense screens. */
  srcSet?: string;
  /** Optional `sizes` to go with `srcSet`, e.g. `(min-width: 1024px) 33vw, 100vw`. */
  sizes?: string;
  /**
   * Extra class of the `img`, from the caller's CSS module. It fills its container's width by
   * default; override with a selector of higher specificity than one class.
   */
  className?: string;
  /** Extra inline styles of the `img`, e.g. `{ borderRadius: 'var(--mui-shape-borderRadius)' }`. */
  style?: CSSProperties;
}

/**
 * A listing photo (spec §2 images): an `img` with width/height (so the page does not jump),
 * `object-fit: cover`, lazy loading except for `priority` photos, and the 341×241 fallback image
 * when the photo is missing or fails to load. A photo that failed before React hydrated is
 * detected after mount (`complete` with `naturalWidth` 0) and replaced too. Presentational and
 * without MUI (a small client component for the fallback): the caller builds the address;
 * reused by the result card and the listing gallery.
 */
export function ListingPhoto({
  src,
  alt,
  width,
  height,
  priority = false,
  fallbackSrc = LISTING_PHOTO_FALLBACK_SRC,
  srcSet,
  sizes,
  className,
  style,
}: ListingPhotoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const imgRef = useRef<HTMLImageElement>(null);
  // The photo to show, or null for the fallback image.
  const photo = !src || failedSrc === src ? null : src;

  useEffect(() => {
    const img = imgRef.current;
    // An error that happened before hydration fires no React event: check once after mount.
    if (src && img && img.complete && img.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  return (
    <img
      ref={imgRef}
      src={photo ?? fallbackSrc}
      srcSet={photo === null ? undefined : srcSet}
      sizes={photo === null ? undefined : sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => {
        if (photo !== null) setFailedSrc(photo);
      }}
      className={className === undefined ? styles.photo : `${styles.photo} ${className}`}
      style={{ aspectRatio: `${width} / ${height}`, ...style }}
    />
  );
}

export default ListingPhoto;
