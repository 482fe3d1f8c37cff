import { REFERRAL_REWARD_DAYS } from '@rooms/domain';
import { getT, RESOURCES } from '@rooms/i18n';

import { ACCOUNT_LIMITS, validationValues } from './account-schemas';
import { placeholder } from './rich-text';

import type { ServerProblem } from './account-errors';
import type { ValidationKey } from './account-schemas';
import type { Locale, Messages, TranslationResources } from '@rooms/i18n';
import type { AuthCardAside } from '@rooms/ui/auth-card';

type AccountResources = TranslationResources['account'];

/** Texts of one section of the `account` namespace, e.g. `AccountSection<'login'>`. */
export type AccountSection<K extends keyof AccountResources> = Messages<AccountResources[K]>;

/**
 * Every message a form can show for a field or above it, by the key the schemas
 * (`validation.*`, limits filled in) and `serverProblemOf` (`errors:<code>`,
 * `account:login.invalidCredentials`) give.
 */
export type AccountMessages = Readonly<Record<ValidationKey | ServerProblem['key'], string>>;

/** The texts every account form needs, translated on the server. */
export interface AccountFormTexts {
  /** Labels and hints of the fields (`newPasswordHint` with the minimum length filled in). */
  readonly fields: AccountSection<'fields'>;
  /** Heading of the error summary. */
  readonly errorSummaryTitle: string;
  readonly messages: AccountMessages;
}

/** The field a validation message belongs to, which decides its `{{min}}` and `{{max}}`. */
function fieldOfValidationKey(key: string): 'email' | 'password' | 'firstName' {
  if (key.startsWith('email')) return 'email';
  if (key.startsWith('firstName')) return 'firstName';
  return 'password';
}

/**
 * The texts the account forms need, in the page's language (§2 legacy login mode), as plain
 * strings for the client forms: these pages load no client i18n. Server only.
 *
 * @param locale the page's language
 * @returns the shared form texts, the brand panel and each form's own section; `reset.sentText`
 *   and `register.sentText` keep the placeholder `{{email}}` for the address the user typed,
 *   `login.blockedUntil` and `login.appeal` the `{{date}}` and `{{email}}` of a blocked account
 */
export async function accountTexts(locale: Locale) {
  const [t, tErrors] = await Promise.all([getT(locale, 'account'), getT(locale, 'errors')]);
  const messages: Record<string, string> = {
    'account:login.invalidCredentials': t('login.invalidCredentials'),
  };
  for (const key of Object.keys(RESOURCES[locale].account.validation)) {
    const full = `validation.${key}` as ValidationKey;
    messages[full] = t(full, validationValues(fieldOfValidationKey(key)));
  }
  for (const code of Object.keys(RESOURCES[locale].errors)) {
    messages[`errors:${code}`] = tErrors(code as keyof TranslationResources['errors']);
  }
  const form: AccountFormTexts = {
    fields: t('fields', { returnObjects: true, min: ACCOUNT_LIMITS.passwordMin }),
    errorSummaryTitle: t('errorSummary.title'),
    messages: messages as AccountMessages,
  };
  const aside: AuthCardAside = {
    title: t('aside.title'),
    points: [t('aside.points.search'), t('aside.points.message'), t('aside.points.alerts')],
  };
  return {
    form,
    aside,
    login: t('login', {
      returnObjects: true,
      date: placeholder('date'),
      email: placeholder('email'),
    }) as AccountSection<'login'>,
    register: t('register', {
      returnObjects: true,
      email: placeholder('email'),
      hours: ACCOUNT_LIMITS.registrationLinkValidHours,
      days: REFERRAL_REWARD_DAYS,
    }) as AccountSection<'register'>,
    reset: t('reset', {
      returnObjects: true,
      email: placeholder('email'),
      minutes: ACCOUNT_LIMITS.resetLinkValidMinutes,
    }) as AccountSection<'reset'>,
    signOut: t('signOut', { returnObjects: true }) as AccountSection<'signOut'>,
  };
}

/** What {@link accountTexts} gives. */
export type AccountTexts = Awaited<ReturnType<typeof accountTexts>>;
