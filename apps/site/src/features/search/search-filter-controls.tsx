'use client';

import { countActiveFilters } from '@rooms/domain';
import { buttonClassName } from '@rooms/ui/button-link';
import { CountBadge } from '@rooms/ui/count-badge';
import { LocationBox } from '@rooms/ui/location-box';
import { SearchFilters } from '@rooms/ui/search-filters';
import { SearchFiltersButton } from '@rooms/ui/search-filters-button';
import { SearchFiltersDrawer } from '@rooms/ui/search-filters-drawer';
import { filterCountText } from '@rooms/ui/search-filters-labels';
import { listingSearchPath, withFilters } from '@rooms/ui/search-path';
import { useId, useState } from 'react';

import { DisabledUntilHydrated } from '../../client/disabled-until-hydrated';

import { clearedFilters } from './search-content';
import styles from './search-filter-controls.module.css';
import { useSearchNavigation } from './search-navigation';
import { LOCATION_QUERY_PARAM } from './search-query';

import type { ListingSearchFilters } from '@rooms/domain';
import type { LocationBoxTexts } from '@rooms/ui/location-box';
import type { SearchFiltersLabels, SearchFiltersPanelTexts } from '@rooms/ui/search-filters-labels';
import type { ReactNode } from 'react';

/** Texts of the filter panel, translated on the server (`search` namespace). */
export interface FilterPanelTexts {
  /** Without the short filter `names`: only the server's empty-state links use them. */
  readonly labels: Omit<SearchFiltersLabels, 'names'>;
  readonly panel: SearchFiltersPanelTexts;
}

/** Texts of {@link SearchToolbarControls}: the filter panel's and the location form's. */
export interface SearchToolbarTexts extends FilterPanelTexts {
  readonly location: LocationBoxTexts;
  /** The location form's submit button, e.g. "Search". */
  readonly locationSubmit: string;
}

/** The text of the searched place in the location box: "Groningen", "Vismarkt, Groningen". */
function placeText(filters: ListingSearchFilters): string {
  if (filters.streetName && filters.cityName) return `${filters.streetName}, ${filters.cityName}`;
  return filters.cityName;
}

/**
 * The form around the location box: a GET form to this search (its filters as hidden fields),
 * so a typed place without a chosen suggestion goes to the server, which finds the best match.
 * With JavaScript a chosen suggestion loads its search at once, keeping the filters.
 */
function LocationForm({ texts, submit }: { texts: LocationBoxTexts; submit: string }) {
  const { locale, filters, change, go } = useSearchNavigation();
  const href = listingSearchPath(withFilters(filters, {}), locale);
  const [action = href, search = ''] = href.split('?');
  const hidden = [...new URLSearchParams(search)];
  return (
    <form
      role="search"
      method="get"
      action={action}
      className={styles.locationForm}
      onSubmit={(event) => {
        event.preventDefault();
        const text = String(new FormData(event.currentTarget).get(LOCATION_QUERY_PARAM) ?? '');
        if (text.trim() === '') return;
        const query = new URLSearchParams(search);
        query.set(LOCATION_QUERY_PARAM, text.trim());
        go(`${action}?${query.toString()}`);
      }}
    >
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <LocationBox
        name={LOCATION_QUERY_PARAM}
        defaultValue={placeText(filters)}
        texts={texts}
        size="small"
        onSelect={(place) =>
          change({
            citySlug: place.citySlug,
            streetSlug: place.streetSlug ?? '',
            cityName: place.cityName,
            streetName: place.type === 'street' ? place.name : '',
          })
        }
      />
      <button
        type="submit"
        className={buttonClassName({ variant: 'contained', className: styles.submit })}
      >
        {submit}
      </button>
    </form>
  );
}

/** Props of {@link SearchToolbarControls}. */
export interface SearchToolbarControlsProps {
  readonly texts: SearchToolbarTexts;
  /** Whether the page shows the filter sidebar from md up (list view). */
  readonly withSidebar: boolean;
  /** Shown at the end of the filter button's row (the map view's list/map switch). */
  readonly trailing?: ReactNode;
}

/**
 * The controls above the results (§2 search, §5 badge), a client island without MUI: the
 * location box; from md (1024 px) the type, distance, rent and size selects in a row; below md
 * a "Filters" button whose badge counts every set filter (category, radius, rent and size
 * included, §5) and which opens the drawer with all filters. Without the sidebar (map view) a
 * second button opens the sidebar's filters in the drawer from md up, counted by the md rule.
 * Every change goes into the URL through the search navigation.
 */
export function SearchToolbarControls({
  texts,
  withSidebar,
  trailing,
}: SearchToolbarControlsProps) {
  const { filters, change, replaceFilters } = useSearchNavigation();
  // Which drawer is open: all filters (phones), or the sidebar's filters (md up, no sidebar).
  const [open, setOpen] = useState<'all' | 'secondary' | null>(null);
  const drawerId = useId();
  const { labels, panel } = texts;
  const count = countActiveFilters(filters, { isMediumUp: false });
  const wideCount = countActiveFilters(filters, { isMediumUp: true });
  const isMediumUp = open === 'secondary';
  const shownCount = isMediumUp ? wideCount : count;
  const button = (buttonCount: number, which: 'all' | 'secondary') => (
    <SearchFiltersButton
      label={panel.open}
      accessibleLabel={filterCountText(panel, buttonCount)}
      count={buttonCount}
      expanded={open === which}
      controls={drawerId}
      onClick={() => setOpen(which)}
    />
  );
  return (
    <div className={styles.toolbar}>
      {/* A plain form: it also searches before the page script has run. */}
      <LocationForm texts={texts.location} submit={texts.locationSubmit} />
      <DisabledUntilHydrated>
        <div className={styles.wideOnly}>
          <SearchFilters filters={filters} onChange={change} labels={labels} part="primary" />
        </div>
        {/* With the sidebar and nothing trailing, the row holds only the phones' button. */}
        <div
          className={
            withSidebar && !trailing ? `${styles.buttonRow} ${styles.narrowOnly}` : styles.buttonRow
          }
        >
          <div className={styles.narrowOnly}>{button(count, 'all')}</div>
          {withSidebar ? null : (
            <div className={styles.wideOnly}>{button(wideCount, 'secondary')}</div>
          )}
          {trailing}
        </div>
      </DisabledUntilHydrated>
      {/* Always mounted (a lazily mounted drawer closed itself when a filter changed on phones:
          e2e search "a filter change updates the URL"). */}
      <SearchFiltersDrawer
        id={drawerId}
        open={open !== null}
        onClose={() => setOpen(null)}
        title={panel.title}
        closeLabel={panel.close}
        showLabel={panel.show}
        clearLabel={panel.clear}
        onClear={
          shownCount > 0 ? () => replaceFilters(clearedFilters(filters, isMediumUp)) : undefined
        }
      >
        <SearchFilters
          filters={filters}
          onChange={change}
          labels={labels}
          part={isMediumUp ? 'secondary' : 'all'}
        />
      </SearchFiltersDrawer>
    </div>
  );
}

/**
 * The filter panel beside the results from md (1024 px) up (§2 search, §5), a client island
 * without MUI: the filters that are not in the row above the results, under a "Filters" heading
 * with the number set (the §5 counter of medium screens) and a button that clears them.
 */
export function SearchSidebarControls({ texts }: { texts: FilterPanelTexts }) {
  const { filters, change, replaceFilters } = useSearchNavigation();
  const headingId = useId();
  const { labels, panel } = texts;
  const count = countActiveFilters(filters, { isMediumUp: true });
  return (
    <section aria-labelledby={headingId}>
      <DisabledUntilHydrated>
        <div className={styles.sidebarHeader}>
          <h2 id={headingId} className={styles.sidebarTitle}>
            {panel.title}
            <CountBadge badge={{ count, label: filterCountText(panel, count) }} />
          </h2>
          {count > 0 ? (
            <button
              type="button"
              className={styles.clear}
              onClick={() => replaceFilters(clearedFilters(filters, true))}
            >
              {panel.clear}
            </button>
          ) : null}
        </div>
        <SearchFilters filters={filters} onChange={change} labels={labels} part="secondary" />
      </DisabledUntilHydrated>
    </section>
  );
}
