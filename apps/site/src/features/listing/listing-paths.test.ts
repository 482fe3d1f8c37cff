import { describe, expect, it } from 'vitest';

import { listingFixture } from './listing-fixture';
import {
  canonicalListingParams,
  canonicalListingPath,
  isCanonicalRequest,
  listingAlternates,
} from './listing-paths';

describe('listing paths', () => {
  it('builds the canonical path with the category word of the type in each language', () => {
    const listing = listingFixture();
    expect(canonicalListingPath(listing, 'nl')).toBe('/huren/kamer-den-haag/frankenstraat/room-1');
    expect(canonicalListingPath(listing, 'en')).toBe(
      '/en/for-rent/room-den-haag/frankenstraat/room-1',
    );
    const apartment = listingFixture({ id: 77, listingType: 2 });
    expect(listingAlternates(apartment)).toEqual({
      nl: '/huren/appartement-den-haag/frankenstraat/apartment-77',
      en: '/en/for-rent/apartment-den-haag/frankenstraat/apartment-77',
    });
  });

  it('gives the parameters of the canonical path', () => {
    expect(canonicalListingParams(listingFixture({ listingType: 8, id: 5 }), 'nl')).toEqual({
      searchCategoryAndCity: 'anti-kraak-den-haag',
      street: 'frankenstraat',
      listingTypeAndID: 'anti-squat-5',
    });
  });

  it('tells a canonical request from one to redirect', () => {
    const canonical = canonicalListingParams(listingFixture(), 'nl');
    expect(isCanonicalRequest({ ...canonical }, canonical)).toBe(true);
    expect(
      isCanonicalRequest({ ...canonical, searchCategoryAndCity: 'kamer-utrecht' }, canonical),
    ).toBe(false);
    expect(isCanonicalRequest({ ...canonical, street: 'Frankenstraat' }, canonical)).toBe(false);
    expect(isCanonicalRequest({ ...canonical, listingTypeAndID: 'studio-1' }, canonical)).toBe(
      false,
    );
  });
});
