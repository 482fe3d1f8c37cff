'use client';

import { lazy, Suspense } from 'react';

import { useHydrated } from './use-hydrated';

import type { ComponentType, ReactNode } from 'react';

/** Options of {@link lazyComponent}. */
export interface LazyComponentOptions<P> {
  /** Shown while the code loads (and, with `clientOnly`, on the server); nothing by default. */
  readonly fallback?: (props: P) => ReactNode;
  /**
   * Render only in the browser, after hydration: for code that needs `window` (Leaflet) or
   * that only a user's action shows. The server's HTML holds the fallback.
   */
  readonly clientOnly?: boolean;
}

/**
 * A component whose code is fetched the first time it renders (`React.lazy` in a `Suspense`
 * boundary), so it stays out of the page's first-load JavaScript. Used instead of `next/dynamic`,
 * whose loader runtime (about 5 kB gzip, measured with `size`) would otherwise sit in every
 * page's first load: the layout's error and 404 boundaries load their screens this way.
 *
 * @param load imports the module and picks the component, e.g.
 *   `() => import('./top-loader').then((module) => module.TopLoader)`
 * @param options the fallback while loading and whether to skip server rendering
 * @returns a component taking the loaded component's props
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { fallback, clientOnly = false }: LazyComponentOptions<P> = {},
): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  function LazyComponent(props: P) {
    const hydrated = useHydrated();
    const placeholder = fallback?.(props) ?? null;
    if (clientOnly && !hydrated) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
