import { intlLocale } from '@rooms/ui/search-format';

import type { Locale } from '@rooms/i18n';

/**
 * A date for people in Dutch time ("5 december 2026"), as the account, subscription and rewards
 * screens show the API's ISO times.
 *
 * @param iso an ISO time from the API
 * @param locale the page's language
 */
export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'long',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(iso));
}
