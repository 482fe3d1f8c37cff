import {
  DEFAULT_LISTING_SEARCH_FILTERS,
  SearchListingType,
  toListingSearchRequest,
} from '@rooms/domain';
import { describe, expect, it } from 'vitest';

import { alertSearchWords } from './alert-search-words';

/** A stored alert: rooms in Groningen up to €600 (the §3 request, as the API keeps it). */
const ROOMS_IN_GRONINGEN = toListingSearchRequest({
  ...DEFAULT_LISTING_SEARCH_FILTERS,
  searchCategories: [SearchListingType.Room],
  citySlug: 'groningen',
  cityName: 'Groningen',
  maxRent: 600,
});

describe('alertSearchWords', () => {
  it('writes a stored alert in Dutch as the alerts page does', async () => {
    await expect(alertSearchWords(ROOMS_IN_GRONINGEN, 'nl')).resolves.toBe(
      'Kamers in Groningen tot €\u00a0600',
    );
  });

  it('and in English', async () => {
    await expect(alertSearchWords(ROOMS_IN_GRONINGEN, 'en')).resolves.toBe(
      'Rooms in Groningen up to €600',
    );
  });
});
