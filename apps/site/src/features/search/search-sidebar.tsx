import { filterPanelTexts } from './filter-panel-texts';
import { DeferredSearchSidebarControls } from './search-controls-deferred';

import type { Locale } from '@rooms/i18n';

/**
 * The filter panel beside the results from md (1024 px) up (§2 search, §5): the filters that
 * are not in the row above the results, with the md count and "clear" (see
 * `SearchSidebarControls`). A server component that translates the texts for the client island.
 *
 * @param props.locale the page's language (of the texts)
 */
export async function SearchSidebar({ locale }: { locale: Locale }) {
  return <DeferredSearchSidebarControls texts={await filterPanelTexts(locale)} />;
}
