'use client';

import { isRoomsError } from '@rooms/domain';
import { pathFor } from '@rooms/i18n';
import { buttonClassName } from '@rooms/ui/button-link';
import { useState } from 'react';

import { DisabledUntilHydrated } from '../../client/disabled-until-hydrated';
import { clearSession } from '../../client/session';

import { signOutEverywhere } from './my-account-api';
import styles from './my-account.module.css';

import type { Locale } from '@rooms/i18n';

/** Props of {@link SignOutEverywhereButton}. */
export interface SignOutEverywhereProps {
  readonly locale: Locale;
  readonly label: string;
  readonly failed: string;
}

/**
 * "Sign out everywhere" on `/my-account` (`POST /customer/logout-all`, which revokes every
 * session of the user, this one included): then the tab is marked signed out and the home page
 * opens (a full load, so nothing of the account stays on screen). A 401 means the session had
 * ended already and counts as done.
 */
export function SignOutEverywhereButton({ locale, label, failed }: SignOutEverywhereProps) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const run = async () => {
    setBusy(true);
    setStatus('');
    try {
      await signOutEverywhere(locale);
    } catch (error) {
      if (!(isRoomsError(error) && error.status === 401)) {
        setStatus(failed);
        setBusy(false);
        return;
      }
    }
    clearSession();
    window.location.assign(pathFor('home', locale));
  };
  return (
    <DisabledUntilHydrated>
      <div className={styles.actions}>
        <button
          type="button"
          aria-disabled={busy}
          onClick={() => {
            if (!busy) void run();
          }}
          className={buttonClassName({ variant: 'outlined', className: styles.button })}
        >
          {label}
        </button>
        <p role="status" className={styles.status}>
          {status}
        </p>
      </div>
    </DisabledUntilHydrated>
  );
}
