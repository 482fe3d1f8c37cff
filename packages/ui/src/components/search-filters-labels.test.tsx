import { SearchListingType } from '@rooms/domain';
import { getT } from '@rooms/i18n';
import { describe, expect, it } from 'vitest';

import {
  SEARCH_CATEGORY_KEY,
  SEARCH_CATEGORY_ORDER,
  searchFiltersLabels,
} from './search-filters-labels';

describe('searchFiltersLabels', () => {
  it('translates options and formats money and sizes', async () => {
    const labels = searchFiltersLabels(await getT('en', 'search'), 'en');
    expect(labels.radius.options.map((o) => o.label)).toEqual([
      'Only this place',
      'Within 1 km',
      'Within 2 km',
      'Within 5 km',
      'Within 10 km',
      'Within 20 km',
    ]);
    expect(labels.maxRent.options[0]).toEqual({ value: null, label: 'No maximum' });
    expect(labels.maxRent.options.find((o) => o.value === 1500)?.label).toBe('Up to €1,500');
    expect(labels.minSize.options[0]).toEqual({ value: 6, label: 'Any size' });
    expect(labels.names.isKitchenPrivate).toBe('Private kitchen');
    const nl = searchFiltersLabels(await getT('nl', 'search'), 'nl');
    expect(nl.maxRent.options.find((o) => o.value === 1500)?.label).toBe('Tot €\u00a01.500');
    expect(nl.category.options[1]).toEqual({ value: SearchListingType.Room, label: 'Kamer' });
  });
});

describe('SEARCH_CATEGORY_ORDER', () => {
  it('offers every search category once, all properties first', () => {
    expect(SEARCH_CATEGORY_ORDER[0]).toBe(SearchListingType.Generic);
    expect([...SEARCH_CATEGORY_ORDER].sort()).toEqual(
      Object.keys(SEARCH_CATEGORY_KEY).map(Number).sort(),
    );
  });
});
