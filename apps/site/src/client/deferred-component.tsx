'use client';

import { Suspense, use } from 'react';

import type { ComponentType, ReactNode } from 'react';

/** A promise that says whether it has settled, the way React's `use` reads it without waiting. */
type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

function tracked<T>(promise: Promise<T>): TrackedPromise<T> {
  const result = promise as TrackedPromise<T>;
  result.status = 'pending';
  result.then(
    (value) => {
      result.status = 'fulfilled';
      result.value = value;
    },
    (reason: unknown) => {
      result.status = 'rejected';
      result.reason = reason;
    },
  );
  return result;
}

/** The visitor's first interaction: any of these, anywhere on the page. */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/** Waiting for the page to be idle after its `load` event, at most this long (ms). */
const IDLE_TIMEOUT_MS = 2_000;

/** What {@link whenIdleOrInteraction} listens on (the browser's `window` and `document`). */
export interface PageEvents {
  readonly target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  readonly document: Pick<Document, 'readyState'>;
  /** `requestIdleCallback` where the browser has it (not Safari), else a short timer. */
  readonly whenIdle: (callback: () => void) => void;
}

function browserPageEvents(): PageEvents {
  return {
    target: window,
    document,
    whenIdle: (callback) => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
      } else {
        window.setTimeout(callback, 200);
      }
    },
  };
}

/**
 * Resolves at the visitor's first interaction (pointer, key, focus, touch) or once the page is
 * idle after its `load` event, whichever comes first; at once when the page had loaded before
 * (a client-side navigation: there is no server HTML to keep, so nothing to wait for).
 *
 * @param events where to listen; the browser's by default
 * @returns a promise that never rejects
 */
export function whenIdleOrInteraction(events: PageEvents = browserPageEvents()): Promise<void> {
  if (events.document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) events.target.removeEventListener(type, done, true);
      events.target.removeEventListener('load', onLoad);
      resolve();
    };
    const onLoad = () => events.whenIdle(done);
    for (const type of INTERACTIONS) {
      events.target.addEventListener(type, done, { capture: true, passive: true });
    }
    events.target.addEventListener('load', onLoad, { once: true });
  });
}

/** Options of {@link deferredComponent}. */
export interface DeferredComponentOptions<P> {
  /**
   * Shown only when the component renders in the browser without server HTML to keep (a
   * client-side navigation) until its code is there; nothing by default.
   */
  readonly fallback?: (props: P) => ReactNode;
}

/**
 * A client island rendered on the server as usual, whose code the browser loads only at the
 * visitor's first interaction or when the page is idle after loading (issue 24: first-load
 * JavaScript). Until then React keeps the island's server HTML in place (a Suspense boundary
 * that waits during hydration shows its server content, not its fallback): the controls are
 * visible from the first paint and take their space (no layout shift); they become interactive
 * when the code has arrived and React has hydrated them. Islands whose controls are disabled
 * until hydrated (`DisabledUntilHydrated`) stay disabled until then; plain forms and links in
 * them work without JavaScript.
 *
 * On the server the module is imported when this module is, and `use` reads it without waiting
 * once it is there, so the HTML holds the island itself (not a fallback and a later swap).
 * If the import fails in the browser (offline), it is tried once more.
 *
 * @param load imports the module and picks the component
 * @param options the fallback of a client-side navigation
 * @returns a component taking the loaded component's props
 */
export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { fallback }: DeferredComponentOptions<P> = {},
): ComponentType<P> {
  let loading: TrackedPromise<ComponentType<P>> | null = null;
  const start = (): TrackedPromise<ComponentType<P>> => {
    loading ??= tracked(
      typeof window === 'undefined'
        ? load()
        : whenIdleOrInteraction()
            .then(load)
            .catch(() => whenIdleOrInteraction().then(load)),
    );
    return loading;
  };
  // The server imports at once, so its first render already finds the module.
  if (typeof window === 'undefined') void start();

  function Loaded(props: P) {
    const Component = use(start() as Promise<ComponentType<P>>);
    return <Component {...props} />;
  }
  function DeferredComponent(props: P) {
    return (
      <Suspense fallback={fallback?.(props) ?? null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return DeferredComponent;
}
