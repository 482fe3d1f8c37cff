'use client';

import { useId, useState } from 'react';

import { buttonClassName } from './button-link';
import styles from './delete-account-dialog.module.css';
import { InlineAlert } from './inline-alert';
import { ModalSheet } from './modal-sheet';
import { PasswordField } from './password-field';
// The frame of the site's dialog sheets: the same look as the search alert dialog.
import sheet from './search-alert-dialog.module.css';

/** The texts of a {@link DeleteAccountDialog}, in the page's language. */
export interface DeleteAccountDialogTexts {
  readonly title: string;
  /** What happens, one item a line (adverts removed, data deleted, messages kept …). */
  readonly consequences: readonly string[];
  readonly passwordLabel: string;
  readonly passwordHint: string;
  readonly showPassword: string;
  readonly hidePassword: string;
  readonly confirm: string;
  readonly cancel: string;
  readonly close: string;
}

/** Props of {@link DeleteAccountDialog}. */
export interface DeleteAccountDialogProps {
  readonly open: boolean;
  readonly texts: DeleteAccountDialogTexts;
  /** Deleting: the confirm button is disabled (aria-disabled) and nothing is sent twice. */
  readonly busy: boolean;
  /** The refusal to show (wrong password, a failure), or null. */
  readonly error: string | null;
  /** Called with the typed password when the visitor confirms. */
  readonly onConfirm: (password: string) => void;
  readonly onClose: () => void;
}

/**
 * The confirmation of an account deletion (issue 26, GDPR art. 17): a modal sheet that says what
 * happens, asks for the password and has a red "delete for good" button and a cancel button.
 * The error (wrong password) is announced and describes the field.
 */
export function DeleteAccountDialog({
  open,
  texts,
  busy,
  error,
  onConfirm,
  onClose,
}: DeleteAccountDialogProps) {
  const ids = useId();
  const headingId = `${ids}-heading`;
  const [password, setPassword] = useState('');
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
      <form
        className={sheet.body}
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy && password !== '') onConfirm(password);
        }}
      >
        <ul className={styles.consequences}>
          {texts.consequences.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <PasswordField
          id={`${ids}-password`}
          name="password"
          label={texts.passwordLabel}
          hint={texts.passwordHint}
          error={error ?? undefined}
          required
          aria-required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          showPasswordLabel={texts.showPassword}
          hidePasswordLabel={texts.hidePassword}
        />
        {error === null ? null : (
          <InlineAlert severity="error" role="alert">
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
            type="submit"
            aria-disabled={busy || password === ''}
            className={buttonClassName({ variant: 'contained', className: styles.danger })}
          >
            {texts.confirm}
          </button>
        </div>
      </form>
    </ModalSheet>
  );
}

export default DeleteAccountDialog;
