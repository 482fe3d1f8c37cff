'use client';

import { fillPlaceholders } from '@rooms/domain';
import { useState } from 'react';

import { ListingPhoto } from './listing-photo';
import styles from './photo-gallery.module.css';

import type { KeyboardEvent } from 'react';

/** One photo of a {@link PhotoGallery}. */
export interface GalleryPhoto {
  /** Address of the large photo (e.g. `/services/api/image/{key}/resize/960-640`). */
  src: string;
  /** Optional `srcset` of the large photo. */
  srcSet?: string;
  /** Address of the small thumbnail (e.g. `.../resize/160-107`). */
  thumbSrc: string;
}

/** Texts of a {@link PhotoGallery}, already translated. */
export interface PhotoGalleryLabels {
  /** Name of the gallery region, e.g. "Foto's van Kamer aan de Vismarkt". */
  region: string;
  /**
   * Alt text and counter of a photo with `{current}` and `{total}` placeholders,
   * e.g. "Foto {current} van {total}".
   */
  photo: string;
  /** "Vorige foto" / "Previous photo". */
  previous: string;
  /** "Volgende foto" / "Next photo". */
  next: string;
  /** Text alternative of the placeholder shown without photos, e.g. "Nog geen foto's". */
  noPhotos: string;
}

/** Props of {@link PhotoGallery}. */
export interface PhotoGalleryProps {
  /** The photos in display order; an empty list shows the fallback image. */
  photos: readonly GalleryPhoto[];
  labels: PhotoGalleryLabels;
  /** Intrinsic size of the large photo in px (sets the aspect ratio). Default 960×640 (3:2). */
  width?: number;
  height?: number;
}

const PREVIOUS = 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z';
const NEXT = 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z';

/** An arrow icon of the previous/next buttons (24 px). */
function Arrow({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.arrow}>
      <path d={path} />
    </svg>
  );
}

/**
 * The photos of a listing (§2 listing detail): one large photo with previous/next buttons, a
 * "Foto 2 van 8" counter and a row of thumbnails to jump to a photo (the current one marked with
 * `aria-current`). Left/right arrow keys move through the photos when focus is in the gallery.
 * The first photo loads eagerly, the others only when shown. Without photos the fallback image
 * (§2, 341×241) stands in, without controls. Texts come translated from the caller. A client
 * island without MUI: the first photo is in the server-rendered HTML.
 */
export function PhotoGallery({ photos, labels, width = 960, height = 640 }: PhotoGalleryProps) {
  const [index, setIndex] = useState(0);
  const total = photos.length;
  const current = Math.min(index, Math.max(total - 1, 0));
  const photoLabel = (position: number) =>
    fillPlaceholders(labels.photo, { current: position + 1, total });

  if (total === 0) {
    return (
      <section aria-label={labels.region}>
        <ListingPhoto
          src={null}
          alt={labels.noPhotos}
          width={width}
          height={height}
          priority
          className={styles.fallback}
        />
      </section>
    );
  }

  const show = (next: number) => setIndex((next + total) % total);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (total < 2) return;
    if (event.key === 'ArrowLeft') show(current - 1);
    else if (event.key === 'ArrowRight') show(current + 1);
    else return;
    event.preventDefault();
  };
  const photo = photos[current] ?? photos[0]!;

  return (
    // The arrow keys work wherever focus is inside the gallery (its buttons), not on the region.
    <section aria-label={labels.region} onKeyDown={onKeyDown}>
      <div className={styles.stage}>
        <ListingPhoto
          key={photo.src}
          src={photo.src}
          srcSet={photo.srcSet}
          sizes="(min-width: 1024px) 760px, 100vw"
          alt={photoLabel(current)}
          width={width}
          height={height}
          priority={current === 0}
        />
        {total > 1 ? (
          <>
            <button
              type="button"
              aria-label={labels.previous}
              onClick={() => show(current - 1)}
              className={`${styles.nav} ${styles.previous}`}
            >
              <Arrow path={PREVIOUS} />
            </button>
            <button
              type="button"
              aria-label={labels.next}
              onClick={() => show(current + 1)}
              className={`${styles.nav} ${styles.next}`}
            >
              <Arrow path={NEXT} />
            </button>
            <div aria-live="polite" className={styles.counter}>
              {photoLabel(current)}
            </div>
          </>
        ) : null}
      </div>
      {total > 1 ? (
        <ul className={styles.thumbs}>
          {photos.map((item, position) => (
            <li key={item.src} className={styles.thumbItem}>
              <button
                type="button"
                aria-label={photoLabel(position)}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => show(position)}
                className={
                  position === current ? `${styles.thumb} ${styles.current}` : styles.thumb
                }
              >
                <ListingPhoto src={item.thumbSrc} alt="" width={96} height={64} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export default PhotoGallery;
