import { getT } from '@rooms/i18n';
import { searchFiltersLabels, searchFiltersPanelTexts } from '@rooms/ui/search-filters-labels';
import { cache } from 'react';

import type { FilterPanelTexts } from './search-filter-controls';
import type { Locale } from '@rooms/i18n';

/**
 * The filter panel's texts in the page's language (`search` namespace), made once per request:
 * the toolbar and the sidebar islands get the same object, which React then writes once into
 * the page's payload instead of twice (about 6 kB of labels each).
 *
 * @param locale the page's language
 * @returns the filters' labels and the panel's texts
 */
export const filterPanelTexts = cache(async (locale: Locale): Promise<FilterPanelTexts> => {
  const t = await getT(locale, 'search');
  return { labels: searchFiltersLabels(t, locale), panel: searchFiltersPanelTexts(t) };
});
