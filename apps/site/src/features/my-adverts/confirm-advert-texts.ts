import { RESOURCES } from '@rooms/i18n';

import type { Locale } from '@rooms/i18n';

/**
 * The texts of the confirmation page (`adverts:confirmPage.*`) in one language, handed to its
 * client part as props; `{{title}}` is filled in there. Server-only: it reads the bundled texts,
 * which must not reach the browser.
 */
export type ConfirmAdvertTexts = Readonly<(typeof RESOURCES)['en']['adverts']['confirmPage']> & {
  /** The §8 text of `confirm_link_invalid` (a spent or unknown link). */
  readonly invalid: string;
};

/**
 * The page's texts in `locale`, placeholders kept.
 *
 * @param locale the page's language
 */
export function confirmAdvertTexts(locale: Locale): ConfirmAdvertTexts {
  return {
    ...RESOURCES[locale].adverts.confirmPage,
    invalid: RESOURCES[locale].errors.confirm_link_invalid,
  };
}
