'use client';

import { AlreadyLetDialog } from '@rooms/ui/already-let-dialog';
import { useState } from 'react';

import { loadBrowserApi } from '../../client/load-browser-api';

import { reportLetProblem } from './freshness-text';

import type { ReportLetErrorTexts } from './freshness-text';
import type { Locale } from '@rooms/i18n';
import type { AlreadyLetDialogTexts } from '@rooms/ui/already-let-dialog';

/** Texts of {@link AlreadyLetReport}: the dialog's and the §8 errors the report can answer. */
export interface AlreadyLetReportTexts {
  readonly dialog: AlreadyLetDialogTexts;
  readonly errors: ReportLetErrorTexts;
}

/** Props of {@link AlreadyLetReport}. */
export interface AlreadyLetReportProps {
  readonly locale: Locale;
  readonly listingID: number;
  readonly texts: AlreadyLetReportTexts;
  readonly open: boolean;
  readonly onClose: () => void;
  /** Called once the report was accepted. */
  readonly onReported: () => void;
}

/**
 * The "already let" confirmation with its call (`POST /listing/report-let`): loaded on the first
 * tap of the advert page's "Already let?" button. A refusal (too many reports, the advert went
 * offline, the session ended) stays in the dialog in the user's language.
 */
export function AlreadyLetReport({
  locale,
  listingID,
  texts,
  open,
  onClose,
  onReported,
}: AlreadyLetReportProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      const api = await loadBrowserApi(locale);
      await api.POST('/listing/report-let', { body: { listingID } });
    } catch (failure) {
      setError(reportLetProblem(failure, texts.errors));
      setBusy(false);
      return;
    }
    setBusy(false);
    onReported();
  };

  return (
    <AlreadyLetDialog
      open={open}
      texts={texts.dialog}
      busy={busy}
      error={error}
      onConfirm={() => void send()}
      onClose={() => {
        setError(null);
        onClose();
      }}
    />
  );
}
