'use client';

import dynamic from 'next/dynamic';

/**
 * The top loading bar (`TopLoader`), loaded after the page has hydrated: it is needed on every
 * page but not for the first paint, so nextjs-toploader and nprogress stay out of every page's
 * first-load JavaScript. Must sit inside the QueryClientProvider.
 */
export const LazyTopLoader = dynamic(
  () => import('./top-loader').then((module) => module.TopLoader),
  { ssr: false },
);
