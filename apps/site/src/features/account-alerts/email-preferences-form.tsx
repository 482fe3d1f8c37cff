'use client';

import { AlertEmailSwitch } from '@rooms/ui/alert-email-switch';
import { useState } from 'react';

import styles from './account-alerts.module.css';
import { saveAlertEmails } from './alerts-api';

import type { Locale } from '@rooms/i18n';

/** Texts of {@link EmailPreferencesForm} (`alerts` namespace, `preferences`). */
export interface EmailPreferencesTexts {
  readonly alertEmails: string;
  readonly alertEmailsHint: string;
  readonly on: string;
  readonly off: string;
  readonly saved: string;
  readonly error: string;
}

/** Props of {@link EmailPreferencesForm}. */
export interface EmailPreferencesFormProps {
  readonly locale: Locale;
  /** The saved preference (`GET /alert/emailpreferences`). */
  readonly initialAlertEmails: boolean;
  readonly texts: EmailPreferencesTexts;
}

/**
 * The e-mail preferences of the signed-in user (issue 25, §2 `/unsubscribe`): a switch for
 * search alert e-mails, saved at once with `POST /alert/emailpreferences`; the outcome is
 * written under it in a polite live region, and a failure puts the switch back.
 */
export function EmailPreferencesForm({
  locale,
  initialAlertEmails,
  texts,
}: EmailPreferencesFormProps) {
  const [alertEmails, setAlertEmails] = useState(initialAlertEmails);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');

  const change = async (next: boolean) => {
    setBusy(true);
    setMessage('');
    setAlertEmails(next);
    try {
      setAlertEmails(await saveAlertEmails(locale, next));
      setMessage(texts.saved);
    } catch {
      setAlertEmails(!next);
      setMessage(texts.error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <AlertEmailSwitch
        checked={alertEmails}
        label={texts.alertEmails}
        hint={texts.alertEmailsHint}
        onText={texts.on}
        offText={texts.off}
        busy={busy}
        onChange={(next) => void change(next)}
      />
      <p role="status" className={styles.message} data-testid="preferences-message">
        {message}
      </p>
    </>
  );
}
