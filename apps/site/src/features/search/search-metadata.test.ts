import {
  DEFAULT_LISTING_SEARCH_FILTERS,
  ListingSort,
  SearchListingType,
  ViewMode,
} from '@rooms/domain';
import { getT } from '@rooms/i18n';
import { describe, expect, it } from 'vitest';

import { searchMetadata } from './search-metadata';

const ROOMS_GRONINGEN = {
  ...DEFAULT_LISTING_SEARCH_FILTERS,
  searchCategories: [SearchListingType.Room],
  citySlug: 'groningen',
  cityName: 'Groningen',
};

describe('searchMetadata', () => {
  it('titles and describes the search in Dutch, with canonical, hreflang and page links', async () => {
    const t = await getT('nl', 'search');
    const metadata = searchMetadata({
      locale: 'nl',
      filters: { ...ROOMS_GRONINGEN, pageNo: 2, sort: ListingSort.PriceAscending },
      totalCount: 1234,
      pageCount: 62,
      t,
      appName: 'Rooms',
    });
    expect(metadata.title).toBe('Kamers te huur in Groningen – pagina 2 – Rooms');
    expect(metadata.description).toContain('1.234 kamers te huur in Groningen');
    expect(metadata.alternates).toEqual({
      canonical: '/huren/kamer-groningen?pageNo=2',
      languages: {
        nl: '/huren/kamer-groningen?pageNo=2',
        en: '/en/for-rent/room-groningen?pageNo=2',
        'x-default': '/huren/kamer-groningen?pageNo=2',
      },
    });
    expect(metadata.pagination).toEqual({
      previous: '/huren/kamer-groningen',
      next: '/huren/kamer-groningen?pageNo=3',
    });
    expect(metadata.robots).toBeUndefined();
  });

  it('translates the street search to English and keeps the street slug in both languages', async () => {
    const t = await getT('en', 'search');
    const metadata = searchMetadata({
      locale: 'en',
      filters: { ...ROOMS_GRONINGEN, streetSlug: 'vismarkt', streetName: 'Vismarkt' },
      totalCount: 0,
      pageCount: 0,
      t,
      appName: 'Rooms',
    });
    expect(metadata.title).toBe('Rooms for rent near Vismarkt, Groningen – Rooms');
    expect(metadata.description).toContain('Looking for rooms for rent in Groningen?');
    expect(metadata.alternates?.canonical).toBe('/en/for-rent/room-groningen/vismarkt');
    expect(metadata.alternates?.languages).toMatchObject({
      nl: '/huren/kamer-groningen/vismarkt',
    });
    expect(metadata.pagination).toBeUndefined();
  });

  it('keeps filtered searches out of the index and names no pages in the map view', async () => {
    const t = await getT('en', 'search');
    const metadata = searchMetadata({
      locale: 'en',
      filters: { ...ROOMS_GRONINGEN, isKitchenPrivate: true, searchView: ViewMode.Map },
      totalCount: null,
      pageCount: 0,
      t,
      appName: 'Rooms',
    });
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.pagination).toBeUndefined();
    expect(metadata.alternates?.canonical).toBe(
      '/en/for-rent/room-groningen?isKitchenPrivate=true',
    );
  });
});
