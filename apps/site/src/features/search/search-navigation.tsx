'use client';

import { ListingCardSkeleton } from '@rooms/ui/listing-card-skeleton';
import { listingSearchPath, withFilters } from '@rooms/ui/search-path';
import { visuallyHidden } from '@rooms/ui/visually-hidden';
import { useRouter } from 'next/navigation';
import { createContext, use, useCallback, useMemo, useOptimistic, useTransition } from 'react';

import { SEARCH_LINK_ATTRIBUTE } from './search-layout';
import layout from './search-layout.module.css';

import type { ListingSearchFilters } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';
import type { MouseEvent, ReactNode } from 'react';

/** What the search page's client parts share. */
interface SearchNavigation {
  readonly locale: Locale;
  /** The search as the visitor last set it (ahead of the server while a change loads). */
  readonly filters: ListingSearchFilters;
  /** A search change is loading. */
  readonly isPending: boolean;
  /** Applies a filter change (back to page 1) and loads it. */
  readonly change: (patch: Partial<ListingSearchFilters>) => void;
  /** Loads a whole new search, e.g. "clear filters". */
  readonly replaceFilters: (filters: ListingSearchFilters) => void;
  /** Loads a search address, e.g. one with a typed `location`. */
  readonly go: (href: string) => void;
}

const SearchNavigationContext = createContext<SearchNavigation | null>(null);

/**
 * The search page's navigation (§2 search: "every filter change updates the URL"), for client
 * parts below {@link SearchNavigationProvider}.
 *
 * @throws Error outside the provider
 */
export function useSearchNavigation(): SearchNavigation {
  const value = use(SearchNavigationContext);
  if (value === null)
    throw new Error('useSearchNavigation must be used in SearchNavigationProvider');
  return value;
}

/** Props of {@link SearchNavigationProvider}. */
export interface SearchNavigationProviderProps {
  readonly locale: Locale;
  /** The search of the current URL, as the server read it. */
  readonly filters: ListingSearchFilters;
  /** Id of the element to scroll to and focus after paging (the result count). */
  readonly resultsId: string;
  readonly children: ReactNode;
}

/**
 * Client side of the search page: every change becomes a new URL built by the search URL
 * builder and is loaded with `router.push` inside a transition, so the server renders the new
 * results (small JavaScript, the page itself stays a server component) while the filters show
 * the new values at once (`useOptimistic`) and the results show skeletons (`isPending`). Links
 * marked with `data-search-link` (paging, view switch, empty-state links) are ordinary links
 * that work without JavaScript; with it they load the same way instead of reloading the page.
 * The back button walks through the searches, as each is a history entry.
 */
export function SearchNavigationProvider({
  locale,
  filters,
  resultsId,
  children,
}: SearchNavigationProviderProps) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const [optimistic, setOptimistic] = useOptimistic(filters);

  const push = useCallback(
    (href: string, next: ListingSearchFilters | null) => {
      startTransition(() => {
        if (next !== null) setOptimistic(next);
        router.push(href, { scroll: false });
      });
    },
    [router, setOptimistic],
  );

  const value = useMemo<SearchNavigation>(
    () => ({
      locale,
      filters: optimistic,
      isPending,
      change: (patch) => {
        const next = withFilters(optimistic, patch);
        push(listingSearchPath(next, locale), next);
      },
      replaceFilters: (next) => push(listingSearchPath(next, locale), next),
      go: (href) => push(href, null),
    }),
    [locale, optimistic, isPending, push],
  );

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest<HTMLAnchorElement>(
      `a[${SEARCH_LINK_ATTRIBUTE}]`,
    );
    const href = link?.getAttribute('href');
    if (!link || !href) return;
    event.preventDefault();
    push(href, null);
    if (link.getAttribute(SEARCH_LINK_ATTRIBUTE) === 'top') {
      const results = document.getElementById(resultsId);
      results?.scrollIntoView({ block: 'start' });
      results?.focus({ preventScroll: true });
    }
  };

  return (
    <SearchNavigationContext value={value}>
      {/* Delegates clicks on marked links; the links themselves stay keyboard operable. */}
      <div onClick={onClick}>{children}</div>
    </SearchNavigationContext>
  );
}

/** Number of skeleton cards shown while a new result page loads. */
const SKELETON_CARDS = 6;

/**
 * The result list of the search page: its server-rendered content, or skeleton cards with
 * `aria-busy` and a spoken "loading" while a new search loads after a change.
 */
export function SearchResultsRegion({
  loadingLabel,
  children,
}: {
  /** Announced while loading, e.g. "Loading results…". */
  loadingLabel: string;
  children: ReactNode;
}) {
  const { isPending } = useSearchNavigation();
  return (
    <div aria-busy={isPending} className={layout.region}>
      {isPending ? (
        <>
          <div role="status" style={visuallyHidden}>
            {loadingLabel}
          </div>
          <div className={layout.resultGrid}>
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <ListingCardSkeleton key={index} />
            ))}
          </div>
        </>
      ) : (
        children
      )}
    </div>
  );
}
