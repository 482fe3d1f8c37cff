'use client';

import { lazyComponent } from '../client/lazy-component';

/**
 * The top loading bar (`TopLoader`, route changes), loaded after the page has hydrated: it is
 * needed on every page but not for the first paint, so nextjs-toploader and nprogress stay out
 * of every page's first-load JavaScript.
 */
export const LazyTopLoader = lazyComponent(
  () => import('./top-loader').then((module) => module.TopLoader),
  { clientOnly: true },
);

/** `QueryLoadingBar` (data loading), loaded after hydration like {@link LazyTopLoader}. */
export const LazyQueryLoadingBar = lazyComponent(
  () => import('./query-loading-bar').then((module) => module.QueryLoadingBar),
  { clientOnly: true },
);
