'use client';

import { AlertEmailSwitch } from '@rooms/ui/alert-email-switch';
import { useState } from 'react';

import { DisabledUntilHydrated } from '../../client/disabled-until-hydrated';

import { LanguageChoice } from './language-choice';
import { saveEmailSettings } from './my-account-api';
import styles from './my-account.module.css';

import type { EmailSettings } from './my-account-api';
import type { Locale } from '@rooms/i18n';

/** Texts of {@link EmailSettingsForm}. */
export interface EmailSettingsTexts {
  readonly language: string;
  readonly languages: Readonly<Record<Locale, string>>;
  readonly alertEmails: string;
  readonly alertEmailsHint: string;
  readonly messageEmails: string;
  readonly messageEmailsHint: string;
  readonly on: string;
  readonly off: string;
  readonly saved: string;
  readonly error: string;
}

/** Props of {@link EmailSettingsForm}. */
export interface EmailSettingsFormProps {
  readonly locale: Locale;
  readonly initial: EmailSettings;
  readonly texts: EmailSettingsTexts;
}

/**
 * The e-mail settings of `/account/settings` (issue 26): the language of the e-mails and the
 * switches for search alert e-mails and new-message e-mails, each change saved at once with
 * `PUT /customer/settings`. The outcome is announced in a polite live region; a failure puts
 * the setting back.
 */
export function EmailSettingsForm({ locale, initial, texts }: EmailSettingsFormProps) {
  const [settings, setSettings] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');

  const change = async (changes: Partial<EmailSettings>) => {
    const before = settings;
    setSettings({ ...settings, ...changes });
    setBusy(true);
    setStatus('');
    try {
      setSettings(await saveEmailSettings(locale, changes));
      setStatus(texts.saved);
    } catch {
      setSettings(before);
      setStatus(texts.error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <DisabledUntilHydrated>
      <div className={styles.switches} data-testid="email-settings">
        <LanguageChoice
          id="email-language"
          legend={texts.language}
          value={settings.emailLanguage}
          names={texts.languages}
          onChange={(emailLanguage) => void change({ emailLanguage })}
        />
        <AlertEmailSwitch
          checked={settings.alertEmails}
          label={texts.alertEmails}
          hint={texts.alertEmailsHint}
          onText={texts.on}
          offText={texts.off}
          busy={busy}
          onChange={(alertEmails) => void change({ alertEmails })}
        />
        <AlertEmailSwitch
          checked={settings.messageEmails}
          label={texts.messageEmails}
          hint={texts.messageEmailsHint}
          onText={texts.on}
          offText={texts.off}
          busy={busy}
          onChange={(messageEmails) => void change({ messageEmails })}
        />
        <p role="status" className={styles.status} data-testid="email-settings-status">
          {status}
        </p>
      </div>
    </DisabledUntilHydrated>
  );
}
