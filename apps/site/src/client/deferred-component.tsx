'use client';

import { use, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

import type { ComponentType } from 'react';

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

/** What a deferred island's wrapper keeps before its code is there: the server's HTML. */
const KEEP_SERVER_HTML = { __html: '' } as const;

/** The wrapper takes no box of its own: the island lays out as if it were not there. */
const WRAPPER_STYLE = { display: 'contents' } as const;

/** Elements a visitor can be focused on inside an island, in document order. */
const FOCUSABLE = 'input, select, textarea, button, a[href], [tabindex]';

/** The focused control of an island and what was typed into it, to carry over a swap. */
interface FocusedControl {
  readonly index: number;
  readonly value: string | null;
  readonly selection: readonly [number | null, number | null] | null;
}

function focusedControl(wrapper: HTMLElement | null): FocusedControl | null {
  const active = document.activeElement;
  if (wrapper === null || !(active instanceof HTMLElement) || !wrapper.contains(active))
    return null;
  const index = [...wrapper.querySelectorAll(FOCUSABLE)].indexOf(active);
  const typed = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement;
  return {
    index,
    value: typed ? active.value : null,
    selection: typed ? [active.selectionStart, active.selectionEnd] : null,
  };
}

/**
 * Focuses the same control of the client-rendered island and gives it back what the visitor
 * typed, through the native value setter and an `input` event, so React's `onChange` sees it.
 */
function restoreFocus(wrapper: HTMLElement | null, control: FocusedControl): void {
  const target = wrapper?.querySelectorAll(FOCUSABLE)[control.index];
  if (!(target instanceof HTMLElement)) return;
  if (
    control.value !== null &&
    (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) &&
    target.value !== control.value
  ) {
    const prototype = Object.getPrototypeOf(target) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(target, control.value);
    target.dispatchEvent(new Event('input', { bubbles: true }));
  }
  target.focus({ preventScroll: true });
  if (control.selection !== null && target instanceof HTMLInputElement) {
    try {
      target.setSelectionRange(control.selection[0], control.selection[1]);
    } catch {
      // Inputs without a text selection (e.g. type="email" in some browsers) refuse it.
    }
  }
}

/**
 * A client island rendered on the server as usual, whose code the browser loads only at the
 * visitor's first interaction or when the page is idle after loading (issue 24: first-load
 * JavaScript). Until then the island's server HTML stays as it is: its wrapper (a `div` with
 * `display: contents`, no box of its own) hydrates with `dangerouslySetInnerHTML` set to an
 * empty string, which React does not apply while hydrating, so the controls are visible from
 * the first paint and take their space (no layout shift). When the code is there, the island is
 * rendered in the browser in one synchronous commit in place of the server HTML (the same
 * markup); the control that had focus gets it back with what was typed into it. Controls that
 * are disabled until hydrated (`DisabledUntilHydrated`) stay disabled until then; plain forms
 * and links in the island work without JavaScript.
 *
 * A Suspense boundary would keep the server HTML too, but React's server renderer writes a
 * large boundary as a fallback and a later swap (`$RC`), which the page would show late.
 *
 * On the server the module is imported when this module is, and `use` reads it without waiting
 * once it is there (only a server's first render waits for the import). If the import fails in
 * the browser (offline), it is tried once more.
 *
 * @param load imports the module and picks the component
 * @returns a component taking the loaded component's props
 */
export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
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
  // The server imports at once, so its renders find the module.
  if (typeof window === 'undefined') void start();

  function ServerIsland(props: P) {
    const Component = use(start() as Promise<ComponentType<P>>);
    return (
      <div style={WRAPPER_STYLE}>
        <Component {...props} />
      </div>
    );
  }

  function ClientIsland(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() =>
      loading?.status === 'fulfilled' ? (loading.value ?? null) : null,
    );
    const wrapper = useRef<HTMLDivElement>(null);
    const focused = useRef<FocusedControl | null>(null);
    useEffect(() => {
      if (Component !== null) return;
      let mounted = true;
      start().then(
        (loaded) => {
          if (!mounted) return;
          focused.current = focusedControl(wrapper.current);
          // One synchronous commit from reading the focus to restoring it: no key press between.
          flushSync(() => setComponent(() => loaded));
        },
        () => undefined,
      );
      return () => {
        mounted = false;
      };
    }, [Component]);
    useLayoutEffect(() => {
      if (Component === null || focused.current === null) return;
      restoreFocus(wrapper.current, focused.current);
      focused.current = null;
    }, [Component]);
    return Component === null ? (
      <div
        key="server"
        ref={wrapper}
        style={WRAPPER_STYLE}
        suppressHydrationWarning
        dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      />
    ) : (
      <div key="client" ref={wrapper} style={WRAPPER_STYLE}>
        <Component {...props} />
      </div>
    );
  }

  return typeof window === 'undefined' ? ServerIsland : ClientIsland;
}
