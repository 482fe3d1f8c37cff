'use client';

import { pathFor } from '@rooms/i18n';
import { buttonClassName } from '@rooms/ui/button-link';
import { DeleteAccountDialog } from '@rooms/ui/delete-account-dialog';
import { useState } from 'react';

import { DisabledUntilHydrated } from '../../client/disabled-until-hydrated';
import { clearSession } from '../../client/session';

import { ACCOUNT_DELETED_FRAGMENT } from './account-deleted';
import { deleteAccount } from './my-account-api';
import styles from './my-account.module.css';
import { passwordProblemOf } from './password-problem';

import type { Locale } from '@rooms/i18n';
import type { DeleteAccountDialogTexts } from '@rooms/ui/delete-account-dialog';

/** Texts of {@link DeleteAccountButton}. */
export interface DeleteAccountTexts {
  readonly button: string;
  readonly dialog: DeleteAccountDialogTexts;
  readonly wrong: string;
  readonly tooMany: string;
  readonly error: string;
}

/** Props of {@link DeleteAccountButton}. */
export interface DeleteAccountButtonProps {
  readonly locale: Locale;
  readonly texts: DeleteAccountTexts;
}

/**
 * "Delete my account" on `/my-account` (issue 26, GDPR art. 17): opens the confirmation dialog,
 * which explains what happens and asks for the password; `POST /customer/delete-account`, then
 * the tab is marked signed out and the home page opens with its "account deleted" notice (a full
 * load to `/#account-deleted`, so nothing of the account stays in memory).
 */
export function DeleteAccountButton({ locale, texts }: DeleteAccountButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async (password: string) => {
    setBusy(true);
    setError(null);
    try {
      await deleteAccount(locale, password);
    } catch (failure) {
      const problem = passwordProblemOf(failure, 'password');
      setError(
        problem === 'wrong' ? texts.wrong : problem === 'tooMany' ? texts.tooMany : texts.error,
      );
      setBusy(false);
      return;
    }
    clearSession();
    // A full load on purpose: nothing of the account stays in memory, and the notice shows by
    // CSS `:target`, which a client-side navigation (pushState) does not set.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`${pathFor('home', locale)}#${ACCOUNT_DELETED_FRAGMENT}`);
  };

  return (
    <DisabledUntilHydrated>
      <div className={styles.actions}>
        <button
          type="button"
          onClick={() => setOpen(true)}
          className={buttonClassName({ variant: 'outlined', className: styles.danger })}
        >
          {texts.button}
        </button>
      </div>
      <DeleteAccountDialog
        open={open}
        texts={texts.dialog}
        busy={busy}
        error={error}
        onConfirm={(password) => void confirm(password)}
        onClose={() => {
          setOpen(false);
          setError(null);
        }}
      />
    </DisabledUntilHydrated>
  );
}
