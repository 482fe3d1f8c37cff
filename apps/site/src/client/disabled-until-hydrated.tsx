'use client';

import styles from './disabled-until-hydrated.module.css';
import { useHydrated } from './use-hydrated';

import type { ReactNode } from 'react';

/**
 * Keeps the form controls inside it (selects, checkboxes, buttons) disabled until the page has
 * hydrated, so a change made before the page script runs is refused visibly instead of being
 * lost: such a change would show on screen but never reach the URL or the results. A fieldset
 * without a box of its own (`display: contents`), so it leaves the layout unchanged.
 */
export function DisabledUntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className={styles.fieldset}>
      {children}
    </fieldset>
  );
}
