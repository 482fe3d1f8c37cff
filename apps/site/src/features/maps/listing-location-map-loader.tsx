'use client';

import dynamic from 'next/dynamic';

/**
 * The Leaflet part of the location map (`listing-location-map-client.tsx`), fetched in the
 * browser after the page has loaded and never rendered on the server: Leaflet stays out of the
 * page's first-load JavaScript. Renders nothing until it arrives (the frame keeps its size).
 */
export const LazyLocationMap = dynamic(() => import('./listing-location-map-client'), {
  ssr: false,
  loading: () => null,
});
