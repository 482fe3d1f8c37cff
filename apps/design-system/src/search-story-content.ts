import { useLocale, useTranslation } from '@rooms/i18n/client';

import type { Locale } from '@rooms/i18n';
import type { ListingCardContentOptions, ListingCardData } from '@rooms/ui/listing-card';
import type { LocationSuggestion } from '@rooms/ui/location-box';

/**
 * The story's language and its `search` translations, for the stories of the search page's
 * components (cards, filters, location box, paging, empty state).
 *
 * @returns the locale and `t` of the `search` namespace
 */
export function useSearchStory(): { locale: Locale; t: ListingCardContentOptions['t'] } {
  const locale = useLocale();
  const { t } = useTranslation('search');
  return { locale, t };
}

/** A "today" for stories, so availability texts do not change from day to day. */
export const STORY_TODAY = '2026-11-01';

/** Search results as the API returns them (§3 card fields), without photos like the seed. */
export const STORY_LISTINGS: readonly ListingCardData[] = [
  {
    id: 879,
    listingType: 1,
    cityName: 'Groningen',
    citySlug: 'groningen',
    streetName: 'Multatulistraat',
    streetSlug: 'multatulistraat',
    rentCents: 47500,
    serviceCostsCents: 3300,
    surfaceM2: 18,
    furnishing: 4,
    availableFrom: '2026-12-08',
    availableTo: null,
    coverImageKey: null,
    isTopAdvert: true,
    confirmedAt: '2026-10-28T09:15:00Z',
  },
  {
    id: 1355,
    listingType: 4,
    cityName: 'Amsterdam',
    citySlug: 'amsterdam',
    streetName: 'Eerste Constantijn Huygensstraat',
    streetSlug: 'eerste-constantijn-huygensstraat',
    rentCents: 124950,
    serviceCostsCents: 0,
    surfaceM2: 32,
    furnishing: 2,
    availableFrom: '2026-10-01',
    availableTo: '2027-06-30',
    coverImageKey: null,
    isTopAdvert: false,
    confirmedAt: '2026-10-30T17:40:00Z',
  },
  {
    id: 2210,
    listingType: 2,
    cityName: 'Den Haag',
    citySlug: 'den-haag',
    streetName: 'Laan van Meerdervoort',
    streetSlug: 'laan-van-meerdervoort',
    rentCents: 165000,
    serviceCostsCents: 7500,
    surfaceM2: 64,
    furnishing: 1,
    availableFrom: '2026-11-01',
    availableTo: null,
    coverImageKey: null,
    isTopAdvert: false,
    confirmedAt: '2026-10-12T08:00:00Z',
  },
];

/** Places the location box stories suggest (the shape of §7 location suggestions). */
const STORY_PLACES: readonly LocationSuggestion[] = [
  { type: 'city', name: 'Groningen', cityName: 'Groningen', citySlug: 'groningen' },
  { type: 'city', name: 'Gronsveld', cityName: 'Gronsveld', citySlug: 'gronsveld' },
  {
    type: 'street',
    name: 'Groningenstraat',
    cityName: 'Amsterdam',
    citySlug: 'amsterdam',
    streetSlug: 'groningenstraat',
  },
  { type: 'city', name: 'Utrecht', cityName: 'Utrecht', citySlug: 'utrecht' },
  {
    type: 'street',
    name: 'Utrechtsestraat',
    cityName: 'Amsterdam',
    citySlug: 'amsterdam',
    streetSlug: 'utrechtsestraat',
  },
  { type: 'city', name: 'Den Haag', cityName: 'Den Haag', citySlug: 'den-haag' },
];

/** Where the stories' location boxes ask for suggestions (answered by {@link mockSuggestions}). */
export const STORY_SUGGESTIONS_URL = '/story/location-suggestions';

/**
 * Answers the stories' suggestion requests in the browser (Storybook has no site server): places
 * whose name or city starts with the typed text. For a story's `beforeEach`.
 *
 * @returns a function that restores the real `fetch`
 */
export function mockSuggestions(): () => void {
  const realFetch = window.fetch;
  window.fetch = (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), window.location.href);
    if (url.pathname !== STORY_SUGGESTIONS_URL) return realFetch(input, init);
    const query = (url.searchParams.get('query') ?? '').toLowerCase();
    const items = STORY_PLACES.filter(
      (place) =>
        place.name.toLowerCase().startsWith(query) ||
        place.cityName.toLowerCase().startsWith(query),
    );
    return Promise.resolve(
      new Response(JSON.stringify({ items }), { headers: { 'content-type': 'application/json' } }),
    );
  };
  return () => {
    window.fetch = realFetch;
  };
}
