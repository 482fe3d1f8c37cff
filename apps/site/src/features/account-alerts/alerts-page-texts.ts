import { DEFAULT_LISTING_SEARCH_FILTERS } from '@rooms/domain';
import { getT } from '@rooms/i18n';
import { alertCardTexts } from '@rooms/ui/alert-texts';
import { alertWords } from '@rooms/ui/alert-words';
import { listingSearchPath } from '@rooms/ui/search-path';

import type { AlertWording } from './alert-view';
import type { AlertAnnouncements } from './alerts-manager';
import type { Locale } from '@rooms/i18n';
import type { AlertCardTexts } from '@rooms/ui/alert-card';
import type { AlertsEmptyStateProps } from '@rooms/ui/alerts-empty-state';
import type { TFunction } from 'i18next';

/** Everything the alerts page writes, in one language (server side). */
export interface AlertsPageTexts {
  /** The `alerts` translations, for the server-rendered parts. */
  readonly t: TFunction<'alerts'>;
  readonly wording: AlertWording;
  readonly cardTexts: AlertCardTexts;
  readonly announcements: AlertAnnouncements;
  readonly empty: AlertsEmptyStateProps;
}

/**
 * The texts of the alerts page in a language: the `alerts` namespace, the search page's filter
 * labels for the criteria in words, and the empty state's link to the search of all homes.
 *
 * @param locale the page's language
 * @returns the texts
 */
export async function alertsPageTexts(locale: Locale): Promise<AlertsPageTexts> {
  const [t, searchT] = await Promise.all([getT(locale, 'alerts'), getT(locale, 'search')]);
  return {
    t,
    wording: {
      words: alertWords(searchT, t, locale),
      matches: (count) => t('card.matches', { count }),
    },
    cardTexts: alertCardTexts(t),
    announcements: {
      renamed: t('announce.renamed'),
      // Placeholders stay for the browser to fill (fillText).
      frequency: t('announce.frequency', { frequency: '{{frequency}}' }),
      paused: t('announce.paused'),
      resumed: t('announce.resumed'),
      deleted: t('announce.deleted', { name: '{{name}}' }),
    },
    empty: {
      title: t('empty.title'),
      text: t('empty.text'),
      action: t('empty.action'),
      href: listingSearchPath(DEFAULT_LISTING_SEARCH_FILTERS, locale),
    },
  };
}
