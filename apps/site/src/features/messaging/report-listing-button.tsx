'use client';

import { InlineAlert } from '@rooms/ui/inline-alert';
import { useState } from 'react';

import { lazyComponent } from '../../client/lazy-component';
import { useCurrentUser } from '../../client/session';
import { useHydrated } from '../../client/use-hydrated';
import { useCurrentPath } from '../favorites/current-path';
import { signInHref } from '../favorites/sign-in-path';

import styles from './report-listing-button.module.css';

import type { Locale, LocaleResources } from '@rooms/i18n';

/**
 * The report dialog with its MUI and i18n providers, fetched on the first click: none of it is
 * in the listing page's first load.
 */
const LazyReportListingDialog = lazyComponent(
  () => import('./report-listing-dialog').then((module) => module.ReportListingDialog),
  { clientOnly: true },
);

/** Texts of a {@link ReportListingButton}, translated on the server (`messages:report.*`). */
export interface ReportListingButtonLabels {
  /** "Meld deze advertentie" (`report.listingButton`). */
  button: string;
  /** The anonymous visitor's link to sign in first (`report.listingSignIn`). */
  signIn: string;
  /** The thanks after a report (`report.listingDone`). */
  done: string;
}

/** Props of {@link ReportListingButton}. */
export interface ReportListingButtonProps {
  listingID: number;
  /** The advertiser's user id: they cannot report their own advert, so they see no button. */
  landlordID: number;
  /** The advert's canonical path, to come back to after signing in. */
  listingPath: string;
  /** The page's language. */
  locale: Locale;
  labels: ReportListingButtonLabels;
  /** The dialog's texts in the page's language (namespaces `messages` and `errors`). */
  dialogResources: Partial<LocaleResources>;
}

/**
 * Reports an advert (§3 listing abuse reasons, §7 `POST /listing/abuse`): signed in, a button
 * that opens the report dialog and then thanks the user in place; anonymous, a link to sign in
 * that comes back here; the advertiser sees nothing. A light client island without MUI: the
 * dialog (MUI, react-hook-form, its own providers) loads on the first click and stays mounted.
 */
export function ReportListingButton({
  listingID,
  landlordID,
  listingPath,
  locale,
  labels,
  dialogResources,
}: ReportListingButtonProps) {
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
      <a href={signInHref(locale, here)} className={styles.button}>
        {labels.signIn}
      </a>
    );
  }
  return (
    <div>
      <div role="status" aria-live="polite">
        {done ? (
          <InlineAlert severity="success" role="none" testId="listing-reported">
            {labels.done}
          </InlineAlert>
        ) : null}
      </div>
      {done ? null : (
        <button
          type="button"
          className={styles.button}
          disabled={!hydrated}
          onClick={() => {
            setRequested(true);
            setOpen(true);
          }}
        >
          {labels.button}
        </button>
      )}
      {requested ? (
        <LazyReportListingDialog
          locale={locale}
          resources={dialogResources}
          listingID={listingID}
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
