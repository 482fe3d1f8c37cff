'use client';

import { AlertUnsubscribe } from '@rooms/ui/alert-unsubscribe';
import { useState } from 'react';

import { unsubscribeAlert, unsubscribeAllAlerts } from './alerts-api';

import type { Locale } from '@rooms/i18n';
import type { AlertUnsubscribeState, AlertUnsubscribeTexts } from '@rooms/ui/alert-unsubscribe';

/** Props of {@link UnsubscribeIsland}. */
export interface UnsubscribeIslandProps {
  readonly locale: Locale;
  /** The link's alert identifiers (at least one when the state is `found`). */
  readonly identifiers: readonly string[];
  /** What the server found (`found`, `gone` or `noIdentifier`). */
  readonly initialState: AlertUnsubscribeState;
  readonly texts: AlertUnsubscribeTexts;
  /** Shown when a request failed (the buttons stay). */
  readonly errorText: string;
  readonly manageHref: string;
}

/**
 * The interactive part of the unsubscribe page (issue 25, §2 `/email-unsubscribe`): only a
 * button press unsubscribes (`POST /alert/unsubscribepsa` with every identifier of the link, or
 * `POST /alert/unsubscribeall`), never the page's GET. An answer "nothing to do" (already
 * unsubscribed, deleted meanwhile) is shown as the calm `gone` note; a failure keeps the buttons
 * and says so.
 */
export function UnsubscribeIsland({
  locale,
  identifiers,
  initialState,
  texts,
  errorText,
  manageHref,
}: UnsubscribeIslandProps) {
  const [state, setState] = useState<AlertUnsubscribeState>(initialState);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: () => Promise<boolean>, done: 'done' | 'doneAll') => {
    setBusy(true);
    setError(null);
    try {
      setState({ kind: (await action()) ? done : 'gone' });
    } catch {
      setError(errorText);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AlertUnsubscribe
      state={state}
      texts={texts}
      manageHref={manageHref}
      busy={busy}
      error={error}
      onUnsubscribe={() => void run(() => unsubscribeAlert(locale, identifiers.join(',')), 'done')}
      onStopAll={() =>
        void run(() => unsubscribeAllAlerts(locale, identifiers[0] ?? ''), 'doneAll')
      }
    />
  );
}
