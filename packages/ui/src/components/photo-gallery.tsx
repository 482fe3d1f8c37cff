'use client';

import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import { fillPlaceholders } from '@rooms/domain';
import { useState } from 'react';

import { ListingPhoto } from './listing-photo';

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

const NAV_BUTTON_SX = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  width: 44,
  height: 44,
  bgcolor: 'rgba(255, 255, 255, 0.92)',
  color: 'text.primary',
  boxShadow: 2,
  '&:hover': { bgcolor: 'background.paper' },
} as const;

/**
 * The photos of a listing (§2 listing detail): one large photo with previous/next buttons, a
 * "Foto 2 van 8" counter and a row of thumbnails to jump to a photo (the current one marked with
 * `aria-current`). Left/right arrow keys move through the photos when focus is in the gallery.
 * The first photo loads eagerly, the others only when shown. Without photos the fallback image
 * (§2, 341×241) stands in, without controls. Texts come translated from the caller.
 */
export function PhotoGallery({ photos, labels, width = 960, height = 640 }: PhotoGalleryProps) {
  const [index, setIndex] = useState(0);
  const total = photos.length;
  const current = Math.min(index, Math.max(total - 1, 0));
  const photoLabel = (position: number) =>
    fillPlaceholders(labels.photo, { current: position + 1, total });

  if (total === 0) {
    return (
      <Box component="section" aria-label={labels.region}>
        <ListingPhoto
          src={null}
          alt={labels.noPhotos}
          width={width}
          height={height}
          priority
          sx={{ borderRadius: 2 }}
        />
      </Box>
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
    <Box component="section" aria-label={labels.region} onKeyDown={onKeyDown}>
      <Box sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden' }}>
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
            <IconButton
              aria-label={labels.previous}
              onClick={() => show(current - 1)}
              sx={{ ...NAV_BUTTON_SX, left: 12 }}
            >
              <SvgIcon aria-hidden="true" focusable="false">
                <path d={PREVIOUS} />
              </SvgIcon>
            </IconButton>
            <IconButton
              aria-label={labels.next}
              onClick={() => show(current + 1)}
              sx={{ ...NAV_BUTTON_SX, right: 12 }}
            >
              <SvgIcon aria-hidden="true" focusable="false">
                <path d={NEXT} />
              </SvgIcon>
            </IconButton>
            <Box
              aria-live="polite"
              sx={{
                position: 'absolute',
                bottom: 12,
                right: 12,
                px: 1.25,
                py: 0.25,
                borderRadius: 4,
                bgcolor: 'rgba(26, 43, 51, 0.82)',
                color: '#fff',
                fontSize: '0.8125rem',
                fontWeight: 500,
              }}
            >
              {photoLabel(current)}
            </Box>
          </>
        ) : null}
      </Box>
      {total > 1 ? (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            mt: 1,
            p: 0.5,
            display: 'flex',
            gap: 1,
            overflowX: 'auto',
            scrollbarWidth: 'thin',
          }}
        >
          {photos.map((item, position) => (
            <Box component="li" key={item.src} sx={{ flex: '0 0 auto' }}>
              <Box
                component="button"
                type="button"
                aria-label={photoLabel(position)}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => show(position)}
                sx={{
                  display: 'block',
                  p: 0,
                  border: '2px solid',
                  borderColor: position === current ? 'primary.main' : 'transparent',
                  borderRadius: 1.5,
                  overflow: 'hidden',
                  cursor: 'pointer',
                  bgcolor: 'transparent',
                  opacity: position === current ? 1 : 0.75,
                  '&:hover': { opacity: 1 },
                }}
              >
                <ListingPhoto
                  src={item.thumbSrc}
                  alt=""
                  width={96}
                  height={64}
                  sx={{ width: 96 }}
                />
              </Box>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

export default PhotoGallery;
