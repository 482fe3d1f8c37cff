'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

import { preloadBrowserApi } from '../../client/load-browser-api';

/** What a light favourite heart needs to know and do (listing or tenant hearts). */
export interface HeartStateOptions {
  /** The listing's or tenant's id. */
  id: number;
  /** Whether the visitor is signed in (nothing is read or saved otherwise). */
  signedIn: boolean;
  /** The state read on the server; null when unknown (then `loadIds` is called once). */
  initialPressed: boolean | null;
  /** Loads the module of the calls (kept out of the first-load JavaScript). */
  preload: () => Promise<unknown>;
  /** The visitor's favourite ids (shared by the page's hearts). */
  loadIds: () => Promise<readonly number[]>;
  /** Saves a toggle; resolves to whether it is a favourite now, as the server says. */
  save: () => Promise<boolean>;
}

/** The state of a heart and its toggle. */
export interface HeartState {
  pressed: boolean;
  /** Whether a save is under way. */
  saving: boolean;
  /** Whether the last save failed (the heart was put back). */
  failed: boolean;
  dismissFailure: () => void;
  toggle: () => Promise<void>;
}

/**
 * The state of a light favourite heart (no TanStack Query): starts from the server's state, or
 * reads the ids once in the browser; a toggle flips at once, saves, takes the server's answer
 * and on failure flips back and reports it. A click before the ids arrive wins over them.
 */
export function useHeartState({
  id,
  signedIn,
  initialPressed,
  preload,
  loadIds,
  save,
}: HeartStateOptions): HeartState {
  const [pressed, setPressed] = useState(initialPressed ?? false);
  const [saving, setSaving] = useState(0);
  const [failed, setFailed] = useState(false);
  // Set on the first click, so a late read of the ids cannot undo the visitor's choice.
  const touched = useRef(false);
  const dismissFailure = useCallback(() => setFailed(false), []);
  const calls = useRef({ preload, loadIds });
  calls.current = { preload, loadIds };

  useEffect(() => {
    if (!signedIn) return;
    // A click saves at once: the API client must not first have to be fetched, or leaving the
    // page right after a click could drop the change.
    preloadBrowserApi();
    if (initialPressed !== null) {
      void calls.current.preload();
      return;
    }
    calls.current
      .loadIds()
      .then((ids) => {
        if (!touched.current) setPressed(ids.includes(id));
      })
      .catch(() => undefined);
  }, [signedIn, initialPressed, id]);

  const toggle = async () => {
    touched.current = true;
    const wanted = !pressed;
    setPressed(wanted);
    setFailed(false);
    setSaving((count) => count + 1);
    try {
      setPressed(await save());
    } catch {
      setPressed(!wanted);
      setFailed(true);
    } finally {
      setSaving((count) => count - 1);
    }
  };

  return { pressed, saving: saving > 0, failed, dismissFailure, toggle };
}
