import { searchFiltersLabels, searchFiltersPanelTexts } from '@rooms/ui/search-filters-labels';

import { searchT } from './search-translations';

import type { FilterPanelTexts } from './search-filter-controls';
import type { Locale } from '@rooms/i18n';

const panelTexts = new Map<Locale, Promise<FilterPanelTexts>>();

/**
 * The filter panel's texts in the page's language (`search` namespace): the same for every
 * request, so made once per language and process (about a hundred translations and amounts).
 * The toolbar and the sidebar islands get the same object, which React then writes once into
 * the page's payload instead of twice (about 6 kB of labels each).
 *
 * @param locale the page's language
 * @returns the filters' labels and the panel's texts
 */
export function filterPanelTexts(locale: Locale): Promise<FilterPanelTexts> {
  let texts = panelTexts.get(locale);
  if (texts === undefined) {
    texts = searchT(locale, 'search').then((t) => {
      // The islands never show the short filter names: kept out of the payload.
      const { names: _names, ...labels } = searchFiltersLabels(t, locale);
      return { labels, panel: searchFiltersPanelTexts(t) };
    });
    texts.catch(() => panelTexts.delete(locale));
    panelTexts.set(locale, texts);
  }
  return texts;
}
