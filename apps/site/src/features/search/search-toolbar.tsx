import { locationBoxTexts } from '@rooms/ui/location-box-texts';

import { filterPanelTexts } from './filter-panel-texts';
import { DeferredSearchToolbarControls } from './search-controls-deferred';
import { searchT } from './search-translations';

import type { Locale } from '@rooms/i18n';
import type { ReactNode } from 'react';

/** Props of {@link SearchToolbar}. */
export interface SearchToolbarProps {
  /** The page's language (of the texts). */
  readonly locale: Locale;
  /** Whether the page shows the filter sidebar from md up (list view). */
  readonly withSidebar: boolean;
  /** Shown at the end of the filter button's row (the map view's list/map switch). */
  readonly trailing?: ReactNode;
}

/**
 * The controls above the search results (§2 search, §5 badge): the location box, the filter row
 * from md and the filter button with its drawer on phones (see `SearchToolbarControls`). A server
 * component that translates the texts, so the client island needs neither MUI nor i18next.
 */
export async function SearchToolbar({ locale, withSidebar, trailing }: SearchToolbarProps) {
  const [t, panelTexts] = await Promise.all([searchT(locale, 'search'), filterPanelTexts(locale)]);
  return (
    <DeferredSearchToolbarControls
      texts={{
        ...panelTexts,
        location: locationBoxTexts(t),
        locationSubmit: t('location.submit'),
      }}
      withSidebar={withSidebar}
      trailing={trailing}
    />
  );
}
