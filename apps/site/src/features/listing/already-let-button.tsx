'use client';

import { InlineAlert } from '@rooms/ui/inline-alert';
import { useState } from 'react';

import { lazyComponent } from '../../client/lazy-component';
import { useCurrentUser } from '../../client/session';
import { useHydrated } from '../../client/use-hydrated';
import { useCurrentPath } from '../favorites/current-path';
import { signInHref } from '../favorites/sign-in-path';
import styles from '../messaging/report-button.module.css';

import type { AlreadyLetReportTexts } from './already-let-report';
import type { Locale } from '@rooms/i18n';

/**
 * The report's dialog and its call, fetched on the first tap: none of it is in the page's first
 * load.
 */
const LazyAlreadyLetReport = lazyComponent(
  () => import('./already-let-report').then((module) => module.AlreadyLetReport),
  { clientOnly: true },
);

/** Texts of {@link AlreadyLetButton}, translated on the server (`listing:freshness.*`). */
export interface AlreadyLetButtonTexts {
  /** "Al verhuurd?". */
  readonly button: string;
  /** The anonymous visitor's link to sign in first. */
  readonly signIn: string;
  /** The thanks after a report. */
  readonly done: string;
  readonly report: AlreadyLetReportTexts;
}

/** Props of {@link AlreadyLetButton}. */
export interface AlreadyLetButtonProps {
  readonly listingID: number;
  /** The advertiser's user id: they cannot report their own advert, so they see no button. */
  readonly landlordID: number;
  /** The advert's canonical path, to come back to after signing in. */
  readonly listingPath: string;
  readonly locale: Locale;
  readonly texts: AlreadyLetButtonTexts;
}

/**
 * A tenant's "Already let?" on the advert page (fresh adverts, `POST /listing/report-let`), as the
 * report button works: signed in, a text button that opens a small confirmation and then thanks
 * the user in place; anonymous, a link to sign in that comes back here; the landlord sees
 * nothing. A light island: the dialog and the API client load on the first tap.
 */
export function AlreadyLetButton({
  listingID,
  landlordID,
  listingPath,
  locale,
  texts,
}: AlreadyLetButtonProps) {
  const user = useCurrentUser();
  const here = useCurrentPath(listingPath);
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const [done, setDone] = useState(false);
  // The dialog needs the page script: a tap before hydration would be lost.
  const hydrated = useHydrated();

  if (user?.userid === landlordID) return null;
  if (user === null) {
    return (
      <a
        href={signInHref(locale, here)}
        className={styles.button}
        data-testid="already-let-sign-in"
      >
        {texts.signIn}
      </a>
    );
  }
  return (
    <div>
      <div role="status" aria-live="polite">
        {done ? (
          <InlineAlert severity="success" role="none" testId="already-let-reported">
            {texts.done}
          </InlineAlert>
        ) : null}
      </div>
      {done ? null : (
        <button
          type="button"
          className={styles.button}
          disabled={!hydrated}
          data-testid="already-let-button"
          onClick={() => {
            setRequested(true);
            setOpen(true);
          }}
        >
          {texts.button}
        </button>
      )}
      {requested ? (
        <LazyAlreadyLetReport
          locale={locale}
          listingID={listingID}
          texts={texts.report}
          open={open}
          onClose={() => setOpen(false)}
          onReported={() => {
            setOpen(false);
            setDone(true);
          }}
        />
      ) : null}
    </div>
  );
}
