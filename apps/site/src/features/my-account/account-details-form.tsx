'use client';

import { isRoomsError } from '@rooms/domain';
import { pathFor } from '@rooms/i18n';
import { TextField } from '@rooms/ui/text-field';
import { useState } from 'react';

import { DisabledUntilHydrated } from '../../client/disabled-until-hydrated';

import { LanguageChoice } from './language-choice';
import { saveAccountDetails } from './my-account-api';
import styles from './my-account.module.css';
import { SubmitRow } from './submit-row';

import type { AccountDetails } from './my-account-api';
import type { Locale } from '@rooms/i18n';

/** Texts of {@link AccountDetailsForm}. */
export interface AccountDetailsTexts {
  readonly firstName: string;
  readonly language: string;
  readonly languageHint: string;
  readonly languages: Readonly<Record<Locale, string>>;
  readonly save: string;
  readonly saved: string;
  readonly error: string;
  /** The name rule's message (the registration's). */
  readonly firstNameInvalid: string;
}

/** Props of {@link AccountDetailsForm}. */
export interface AccountDetailsFormProps {
  readonly locale: Locale;
  readonly initial: AccountDetails;
  readonly texts: AccountDetailsTexts;
}

/**
 * The editable details of `/my-account` (issue 26): first name (the registration's name rule,
 * checked by the API) and language, saved with `PUT /customer/account`. A changed language
 * reloads the account page in that language. The outcome is announced in a polite live region;
 * a refused name is shown on the field.
 */
export function AccountDetailsForm({ locale, initial, texts }: AccountDetailsFormProps) {
  const [firstName, setFirstName] = useState(initial.firstName);
  const [language, setLanguage] = useState<Locale>(initial.locale);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [nameError, setNameError] = useState<string | undefined>(undefined);

  const save = async () => {
    setBusy(true);
    setStatus('');
    setNameError(undefined);
    try {
      const saved = await saveAccountDetails(locale, { firstName, locale: language });
      if (saved.locale !== locale) {
        // The whole site follows the account's language: open this page in it.
        window.location.assign(pathFor('myAccount', saved.locale));
        return;
      }
      setFirstName(saved.firstName);
      setStatus(texts.saved);
    } catch (error) {
      if (isRoomsError(error) && error.status === 400) setNameError(texts.firstNameInvalid);
      else setStatus(texts.error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void save();
      }}
    >
      <DisabledUntilHydrated>
        <TextField
          id="account-first-name"
          name="firstName"
          label={texts.firstName}
          autoComplete="given-name"
          value={firstName}
          maxLength={100}
          error={nameError}
          aria-required
          onChange={(event) => setFirstName(event.target.value)}
        />
        <LanguageChoice
          id="account-language"
          legend={texts.language}
          hint={texts.languageHint}
          value={language}
          names={texts.languages}
          onChange={setLanguage}
        />
        <SubmitRow
          label={texts.save}
          busy={busy}
          status={status}
          statusTestId="account-details-status"
        />
      </DisabledUntilHydrated>
    </form>
  );
}
