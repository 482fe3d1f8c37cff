import { getT } from '@rooms/i18n';
import { searchFiltersLabels, searchFiltersPanelTexts } from '@rooms/ui/search-filters-labels';

import { SearchSidebarControls } from './search-filter-controls';

import type { Locale } from '@rooms/i18n';

/**
 * The filter panel beside the results from md (1024 px) up (§2 search, §5): the filters that
 * are not in the row above the results, with the md count and "clear" (see
 * `SearchSidebarControls`). A server component that translates the texts for the client island.
 *
 * @param props.locale the page's language (of the texts)
 */
export async function SearchSidebar({ locale }: { locale: Locale }) {
  const t = await getT(locale, 'search');
  return (
    <SearchSidebarControls
      texts={{ labels: searchFiltersLabels(t, locale), panel: searchFiltersPanelTexts(t) }}
    />
  );
}
