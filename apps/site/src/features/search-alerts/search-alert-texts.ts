import { pathFor, RESOURCES } from '@rooms/i18n';
import { searchAlertDialogTexts } from '@rooms/ui/search-alert-dialog-texts';

import { placeholder } from '../account/rich-text';
import { searchT } from '../search/search-translations';

import type { Locale, TranslationResources } from '@rooms/i18n';
import type { SearchAlertDialogTexts } from '@rooms/ui/search-alert-dialog';

/** The §8 texts the alert dialog can show (any other code reads as `unknown`). */
const DIALOG_ERRORS = [
  'unknown',
  'invalid_request',
  'http_400',
  'http_401',
  'http_429',
  'http_500',
  'http_502',
  'timeout',
  'alert_limit_reached',
  'alert_too_wide',
] as const satisfies readonly (keyof TranslationResources['errors'])[];

/** A §8 error text key the dialog knows. */
export type SearchAlertErrorKey = (typeof DIALOG_ERRORS)[number];

/**
 * Everything the "save this search" control says, in the page's language, made on the server so
 * the island carries no i18next. Texts with `{{formatted}}` are filled in the browser; the
 * `<alerts>`, `<login>` and `<register>` tags become the links of {@link SearchAlertLinks}.
 */
export interface SearchAlertTexts {
  readonly button: string;
  readonly dialog: SearchAlertDialogTexts;
  readonly previewLoading: string;
  /** "This search found {{formatted}} new listing in the last 7 days." */
  readonly previewOne: string;
  readonly previewOther: string;
  readonly saved: string;
  /** Saved, and landlords with a matching home can find the tenant profile now. */
  readonly savedFindable: string;
  /** Saved, but the profile is not complete yet (`{{formatted}}` percent, a `<profile>` link). */
  readonly savedProfileIncomplete: string;
  /** The "let landlords find me" checkbox of signed-in users. */
  readonly findMe: { readonly label: string; readonly hint: string };
  readonly alreadySaved: string;
  readonly kept: string;
  readonly alreadyKept: string;
  readonly storageUnavailable: string;
  readonly errors: Readonly<Record<SearchAlertErrorKey, string>>;
}

/** Where the control's messages link to. */
export interface SearchAlertLinks {
  /** The user's alerts (§2 `/account/alerts`). */
  readonly alerts: string;
  /** The user's tenant profile (§2 `/public-profile`), to complete it. */
  readonly profile: string;
  /** Sign-in and registration, both coming back to this search (`returnUrl`). */
  readonly login: string;
  readonly register: string;
}

/**
 * The control's texts in a language (the `search.alert` keys and a few §8 error texts).
 *
 * @param locale the page's language
 * @returns the texts
 */
export async function searchAlertTexts(locale: Locale): Promise<SearchAlertTexts> {
  const t = await searchT(locale, 'search');
  const formatted = placeholder('formatted');
  const errors = RESOURCES[locale].errors;
  return {
    button: t('alert.button'),
    dialog: searchAlertDialogTexts(t),
    previewLoading: t('alert.previewLoading'),
    previewOne: t('alert.preview', { count: 1, formatted }),
    previewOther: t('alert.preview', { count: 2, formatted }),
    saved: t('alert.saved'),
    savedFindable: t('alert.savedFindable'),
    savedProfileIncomplete: t('alert.savedProfileIncomplete', { formatted }),
    findMe: { label: t('alert.findMeLabel'), hint: t('alert.findMeHint') },
    alreadySaved: t('alert.alreadySaved'),
    kept: t('alert.kept'),
    alreadyKept: t('alert.alreadyKept'),
    storageUnavailable: t('alert.storageUnavailable'),
    errors: Object.fromEntries(DIALOG_ERRORS.map((key) => [key, errors[key]])) as Record<
      SearchAlertErrorKey,
      string
    >,
  };
}

/**
 * The control's links in a language.
 *
 * @param locale the page's language
 * @param returnPath the search page's path, to come back to after signing in or registering
 * @returns the links
 */
export function searchAlertLinks(locale: Locale, returnPath: string): SearchAlertLinks {
  return {
    alerts: pathFor('accountAlerts', locale),
    profile: pathFor('publicProfile', locale),
    login: pathFor('login', locale, undefined, { returnUrl: returnPath }),
    register: pathFor('register', locale, undefined, { returnUrl: returnPath }),
  };
}
