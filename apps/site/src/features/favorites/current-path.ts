'use client';

import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

function browserPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * The browser's current path with its query (e.g. `/huren/kamer-utrecht?pageNo=2`), re-read on
 * every render and on back/forward; on the server (and during hydration) `serverPath`.
 *
 * @param serverPath what to use before the browser's address is known, e.g. `'/'`
 * @returns the path and query of the page the visitor sees
 */
export function useCurrentPath(serverPath: string): string {
  return useSyncExternalStore(subscribe, browserPath, () => serverPath);
}
