'use client';

import { useIsFetching } from '@tanstack/react-query';
import { useTopLoader } from 'nextjs-toploader';
import { useEffect, useRef } from 'react';

/** Data loads shorter than this (ms) show no bar, so cached and fast answers do not flicker. */
export const QUERY_BAR_DELAY_MS = 200;

/**
 * Drives the top loading bar of §2 Shell from TanStack Query: on while any query fetches (after
 * {@link QUERY_BAR_DELAY_MS}), off when all are done, unless a route change started it. Must sit
 * inside the QueryClientProvider.
 */
export function QueryLoadingBar() {
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
