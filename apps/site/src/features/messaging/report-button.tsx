'use client';

import { InlineAlert } from '@rooms/ui/inline-alert';
import { useState } from 'react';

import { lazyComponent } from '../../client/lazy-component';
import { useCurrentUser } from '../../client/session';
import { useHydrated } from '../../client/use-hydrated';
import { useCurrentPath } from '../favorites/current-path';
import { signInHref } from '../favorites/sign-in-path';

import styles from './report-button.module.css';

import type { ReportDialogProps } from './report-dialog';
import type { Locale, LocaleResources } from '@rooms/i18n';

/**
 * The report dialog with its MUI and i18n providers, fetched on the first click: none of it is
 * in the page's first load.
 */
const LazyReportDialog = lazyComponent(
  () => import('./report-dialog').then((module) => module.ReportDialog),
  { clientOnly: true },
);

/** What can be reported with a {@link ReportButton}: an advert or a tenant's profile. */
export type ReportSubject = ReportDialogProps['subject'];

/** Texts of a {@link ReportButton}, translated on the server (`messages:report.*`). */
export interface ReportButtonLabels {
  /** "Meld deze advertentie" (`report.listingButton`, `report.profileButton`). */
  button: string;
  /** The anonymous visitor's link to sign in first (`report.listingSignIn` …). */
  signIn: string;
  /** The thanks after a report (`report.listingDone` …). */
  done: string;
}

/** Props of {@link ReportButton}. */
export interface ReportButtonProps {
  subject: ReportSubject;
  /** The advert's id, or the tenant's user id. */
  subjectID: number;
  /** Whose it is (the advertiser, the tenant): they cannot report their own, so see no button. */
  ownerID: number;
  /** The page's canonical path, to come back to after signing in. */
  returnPath: string;
  /** The page's language. */
  locale: Locale;
  labels: ReportButtonLabels;
  /** The dialog's texts in the page's language (namespaces `messages` and `errors`). */
  dialogResources: Partial<LocaleResources>;
}

/**
 * Reports an advert (§3 listing abuse reasons, §7 `POST /listing/abuse`) or a tenant's profile
 * (§3 abuse reasons, `POST /tenant/abuse`, issue 28): signed in, a button that opens the report
 * dialog and then thanks the user in place; anonymous, a link to sign in that comes back here;
 * the owner sees nothing. A light client island without MUI: the dialog (MUI, react-hook-form,
 * its own providers) loads on the first click and stays mounted.
 */
export function ReportButton({
  subject,
  subjectID,
  ownerID,
  returnPath,
  locale,
  labels,
  dialogResources,
}: ReportButtonProps) {
  const user = useCurrentUser();
  const here = useCurrentPath(returnPath);
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const [done, setDone] = useState(false);
  // The dialog needs the page script: a tap before hydration would be lost.
  const hydrated = useHydrated();

  if (user?.userid === ownerID) return null;
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
          <InlineAlert severity="success" role="none" testId={`${subject}-reported`}>
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
        <LazyReportDialog
          subject={subject}
          locale={locale}
          resources={dialogResources}
          subjectID={subjectID}
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
