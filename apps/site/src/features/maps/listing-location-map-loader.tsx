'use client';

import { useEffect, useRef, useState } from 'react';

import { lazyComponent } from '../../client/lazy-component';

import type { LocationMapProps } from './listing-location-map-client';

/** The Leaflet part, fetched in the browser only (never rendered on the server). */
const LocationMap = lazyComponent(
  () => import('./listing-location-map-client').then((module) => module.default),
  { clientOnly: true },
);

/** How far below the fold the map starts to load, px: it is ready by the time it scrolls in. */
export const LOCATION_MAP_PRELOAD_MARGIN_PX = 400;

/**
 * The location map's Leaflet part (`listing-location-map-client.tsx`), fetched and started only
 * once its frame comes within {@link LOCATION_MAP_PRELOAD_MARGIN_PX} of the viewport. On a phone
 * the map sits far below the fold: Leaflet's download and start-up (the heaviest script of the
 * listing page) then no longer compete with the page becoming interactive, and a visitor who
 * never scrolls down never pays for it. Until then an empty box fills the frame, which keeps
 * its size and background (no layout shift).
 *
 * @param props the map's position in degrees, label, interactivity and attribution
 */
export function LazyLocationMap(props: LocationMapProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = frame.current;
    if (near || element === null) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${LOCATION_MAP_PRELOAD_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return near ? (
    <LocationMap {...props} />
  ) : (
    <div
      ref={frame}
      data-testid="location-map-pending"
      style={{ position: 'absolute', inset: 0 }}
    />
  );
}
