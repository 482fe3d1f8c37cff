import { getT } from '@rooms/i18n';

import { ACCOUNT_LIMITS } from '../account/account-schemas';

import type { AccountDetailsTexts } from './account-details-form';
import type { ChangePasswordTexts } from './change-password-form';
import type { DeleteAccountTexts } from './delete-account-button';
import type { EmailSettingsTexts } from './email-settings-form';
import type { Locale } from '@rooms/i18n';

/** The texts of the account pages' client parts, in one language (read on the server). */
export interface MyAccountTexts {
  details: AccountDetailsTexts;
  password: ChangePasswordTexts;
  deletion: DeleteAccountTexts;
  settings: EmailSettingsTexts;
}

/**
 * Reads the texts the client parts of `/my-account` and `/account/settings` get as props, from the
 * server-only `myAccount` namespace and the registration's `account` texts (field names, the
 * password rule's messages), so the browser downloads only the texts it shows.
 *
 * @param locale the page's language
 * @returns the texts
 */
export async function myAccountTexts(locale: Locale): Promise<MyAccountTexts> {
  const [t, tAccount] = await Promise.all([getT(locale, 'myAccount'), getT(locale, 'account')]);
  const limits = { min: ACCOUNT_LIMITS.passwordMin, max: ACCOUNT_LIMITS.passwordMax };
  const languages = { nl: t('account.languages.nl'), en: t('account.languages.en') };
  const showPassword = tAccount('fields.showPassword');
  const hidePassword = tAccount('fields.hidePassword');
  return {
    details: {
      firstName: t('account.firstName'),
      language: t('account.language'),
      languageHint: t('account.languageHint'),
      languages,
      save: t('account.save'),
      saved: t('account.saved'),
      error: t('account.error'),
      firstNameInvalid: tAccount('validation.firstNameInvalid'),
    },
    password: {
      current: t('password.current'),
      new: t('password.new'),
      newHint: tAccount('fields.newPasswordHint', limits),
      submit: t('password.submit'),
      changed: t('password.changed'),
      wrong: t('password.wrong'),
      tooMany: t('password.tooMany'),
      error: t('password.error'),
      showPassword,
      hidePassword,
      currentRequired: tAccount('validation.passwordRequired'),
      validation: {
        'validation.passwordRequired': tAccount('validation.passwordRequired'),
        'validation.passwordTooShort': tAccount('validation.passwordTooShort', limits),
        'validation.passwordTooLong': tAccount('validation.passwordTooLong', limits),
      },
    },
    deletion: {
      button: t('deletion.button'),
      wrong: t('deletion.wrong'),
      tooMany: t('password.tooMany'),
      error: t('deletion.error'),
      dialog: {
        title: t('deletion.dialogTitle'),
        consequences: [
          t('deletion.consequences.adverts'),
          t('deletion.consequences.data'),
          t('deletion.consequences.messages'),
          t('deletion.consequences.signOut'),
        ],
        passwordLabel: t('deletion.password'),
        passwordHint: t('deletion.passwordHint'),
        showPassword,
        hidePassword,
        confirm: t('deletion.confirm'),
        cancel: t('deletion.cancel'),
        close: t('deletion.close'),
      },
    },
    settings: {
      language: t('settings.language'),
      languages,
      alertEmails: t('settings.alertEmails'),
      alertEmailsHint: t('settings.alertEmailsHint'),
      messageEmails: t('settings.messageEmails'),
      messageEmailsHint: t('settings.messageEmailsHint'),
      on: t('settings.on'),
      off: t('settings.off'),
      saved: t('settings.saved'),
      error: t('settings.error'),
    },
  };
}
