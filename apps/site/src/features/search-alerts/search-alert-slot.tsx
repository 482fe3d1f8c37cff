import { toListingSearchRequest } from '@rooms/domain';
import { SEARCH_ALERT_BUTTON_STYLE_SHEETS } from '@rooms/ui/search-alert-button';
import { listingSearchPath } from '@rooms/ui/search-path';

import disabledStyles from '../../client/disabled-until-hydrated.module.css';

import { DeferredSearchAlertControl } from './search-alert-deferred';
import styles from './search-alert-slot.module.css';
import { searchAlertLinks, searchAlertTexts } from './search-alert-texts';

import type { ListingSearchFilters } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';
import type { ReactNode } from 'react';

// The deferred island's style sheets come with the page, so its server HTML is styled from the
// first paint (see `SEARCH_ALERT_BUTTON_STYLE_SHEETS`); read here so the imports are kept.
for (const sheet of [...SEARCH_ALERT_BUTTON_STYLE_SHEETS, disabledStyles]) {
  if (sheet === undefined) throw new Error('a search alert style sheet is missing');
}

/** Props of {@link SearchAlertSlot}. */
export interface SearchAlertSlotProps {
  readonly locale: Locale;
  /** The page's filters (list or map view, with radius or map box). */
  readonly filters: ListingSearchFilters;
  /** The search in words, e.g. the page's heading "Rooms for rent in Groningen". */
  readonly summary: string;
  /** The page's heading (`h1`), which the control follows on the same row. */
  readonly children: ReactNode;
}

/**
 * The search page's heading with "Save this search / e-mail me new matches" at its end (issue
 * 25), a server component: the page's search as the API takes it (`toListingSearchRequest`,
 * first page: an alert does not page), the texts and links in the page's language, and the
 * deferred control.
 */
export async function SearchAlertSlot({
  locale,
  filters,
  summary,
  children,
}: SearchAlertSlotProps) {
  const texts = await searchAlertTexts(locale);
  return (
    <div className={styles.headingRow}>
      {children}
      <DeferredSearchAlertControl
        locale={locale}
        searchRequest={toListingSearchRequest({ ...filters, pageNo: 1 })}
        summary={summary}
        alertTexts={texts}
        links={searchAlertLinks(locale, listingSearchPath(filters, locale))}
      />
    </div>
  );
}
