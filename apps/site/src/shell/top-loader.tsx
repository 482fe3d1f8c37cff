'use client';

import { useIsFetching } from '@tanstack/react-query';
import NextTopLoader, { useTopLoader } from 'nextjs-toploader';
import NProgress from 'nprogress';
import { useEffect, useRef } from 'react';

/** Brand colour of the bar (the theme's primary, #0B5D6B). */
const BAR_COLOUR = '#0B5D6B';

/**
 * The bar's markup, and how nprogress (which draws it for nextjs-toploader) finds the bar in
 * it: by class, not by nprogress's default `role="bar"`, which is no ARIA role (axe
 * `aria-roles`). The bar is decoration, hidden from assistive technology; no spinner.
 */
const BAR_TEMPLATE = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';
// nextjs-toploader passes no bar selector, so nprogress keeps this one (settings merge).
NProgress.configure({ barSelector: '.bar' });

/** Data loads shorter than this (ms) show no bar, so cached and fast answers do not flicker. */
export const QUERY_BAR_DELAY_MS = 200;

/** Drives the bar from TanStack Query: on while any query fetches (after a short delay). */
function QueryLoadingBar() {
  const fetching = useIsFetching() > 0;
  const loader = useTopLoader();
  const startedHere = useRef(false);
  useEffect(() => {
    if (!fetching) {
      if (startedHere.current) loader.done();
      startedHere.current = false;
      return undefined;
    }
    const timer = setTimeout(() => {
      if (loader.isStarted()) return;
      loader.start();
      startedHere.current = true;
    }, QUERY_BAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [fetching, loader]);
  return null;
}

/**
 * The top loading bar of §2 Shell: shown during a non-shallow route change (nextjs-toploader
 * starts on link clicks that leave the page and stops when the new route is shown; hash-only
 * changes do not count) and while TanStack Query is fetching data. 3 px, brand colour, no
 * spinner. Must sit inside the QueryClientProvider.
 */
export function TopLoader() {
  return (
    <>
      <NextTopLoader
        color={BAR_COLOUR}
        height={3}
        showSpinner={false}
        shadow={false}
        showForHashAnchor={false}
        template={BAR_TEMPLATE}
      />
      <QueryLoadingBar />
    </>
  );
}
