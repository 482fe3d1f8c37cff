'use client';

import { useId } from 'react';

import { buttonClassName } from './button-link';
import { InlineAlert } from './inline-alert';
import { ModalSheet } from './modal-sheet';
// The frame of the site's dialog sheets: the same look as the search alert dialog.
import sheet from './search-alert-dialog.module.css';

/** The texts of an {@link AlreadyLetDialog}, in the page's language. */
export interface AlreadyLetDialogTexts {
  /** E.g. "Is this home already let?". */
  readonly title: string;
  /** What a report does. */
  readonly intro: string;
  /** The confirming button, e.g. "Yes, it is let". */
  readonly confirm: string;
  /** The confirming button while the report is sent, e.g. "Sending…". */
  readonly sending: string;
  readonly cancel: string;
  /** Accessible name of the close button. */
  readonly close: string;
}

/** Props of {@link AlreadyLetDialog}. */
export interface AlreadyLetDialogProps {
  readonly open: boolean;
  readonly texts: AlreadyLetDialogTexts;
  /** Sending: the confirm button says so, is aria-disabled and sends nothing twice. */
  readonly busy: boolean;
  /** The refusal to show (the §8 error text in the page's language), or null. */
  readonly error: string | null;
  /** Called when the visitor confirms the home is let. */
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}

/**
 * The confirmation of a tenant's "already let" report on an advert (fresh adverts): a small
 * modal sheet (a bottom sheet on phones) that says what a report does, with "Yes, it is let" and
 * a cancel button. The owner sends the report and shows the thanks; a refusal (too many reports,
 * the advert went offline) is announced in the sheet. No MUI: it loads on the first tap.
 */
export function AlreadyLetDialog({
  open,
  texts,
  busy,
  error,
  onConfirm,
  onClose,
}: AlreadyLetDialogProps) {
  const ids = useId();
  const headingId = `${ids}-heading`;
  return (
    <ModalSheet
      open={open}
      onClose={onClose}
      title={texts.title}
      headingId={headingId}
      closeLabel={texts.close}
      classNames={{
        dialog: sheet.dialog,
        panel: sheet.panel,
        header: sheet.header,
        title: sheet.title,
        close: sheet.close,
      }}
    >
      <div className={sheet.body} data-testid="already-let-dialog">
        <p className={sheet.message}>{texts.intro}</p>
        {error === null ? null : (
          <InlineAlert severity="error" role="alert" testId="already-let-error">
            {error}
          </InlineAlert>
        )}
        <div className={sheet.actions}>
          <button
            type="button"
            onClick={onClose}
            className={buttonClassName({ variant: 'outlined', className: sheet.secondary })}
          >
            {texts.cancel}
          </button>
          <button
            type="button"
            aria-disabled={busy}
            onClick={() => {
              if (!busy) onConfirm();
            }}
            className={buttonClassName({ variant: 'contained', className: sheet.primary })}
          >
            {busy ? texts.sending : texts.confirm}
          </button>
        </div>
      </div>
    </ModalSheet>
  );
}

export default AlreadyLetDialog;
