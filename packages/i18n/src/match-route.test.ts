import { describe, expect, it } from 'vitest';

import { matchRoute } from './match-route';

describe('matchRoute', () => {
  it('matches the home pages', () => {
    expect(matchRoute('/')).toEqual({ route: 'home', locale: 'nl', params: {} });
    expect(matchRoute('/en')).toEqual({ route: 'home', locale: 'en', params: {} });
    expect(matchRoute('/en/')).toEqual({ route: 'home', locale: 'en', params: {} });
    expect(matchRoute('')).toEqual({ route: 'home', locale: 'nl', params: {} });
  });

  it('matches search, street and detail pages in both languages', () => {
    expect(matchRoute('/huren/kamer-groningen')).toEqual({
      route: 'search',
      locale: 'nl',
      params: { searchCategoryAndCity: 'kamer-groningen' },
    });
    expect(matchRoute('/en/for-rent/room-groningen/herestraat')).toEqual({
      route: 'searchStreet',
      locale: 'en',
      params: { searchCategoryAndCity: 'room-groningen', street: 'herestraat' },
    });
    expect(matchRoute('/huren/kamer-groningen/herestraat/kamer-123')?.route).toBe('listingDetail');
  });

  it('is tolerant of trailing slashes and ignores query and hash', () => {
    expect(matchRoute('/over-ons/')?.route).toBe('aboutUs');
    expect(matchRoute('/en/about-us//?x=1#top')).toEqual({
      route: 'aboutUs',
      locale: 'en',
      params: {},
    });
    expect(matchRoute('/huren/kamer-utrecht?pageNo=2')?.params).toEqual({
      searchCategoryAndCity: 'kamer-utrecht',
    });
    expect(matchRoute('https://rooms.example/en/my-adverts?pageNo=2')?.route).toBe('myAdverts');
  });

  it('decodes parameters', () => {
    expect(matchRoute('/huisgenoten/%27s-Hertogenbosch')?.params).toEqual({
      city: "'s-Hertogenbosch",
    });
    expect(matchRoute('/en/roommates/den%20haag')?.params).toEqual({ city: 'den haag' });
    expect(matchRoute('/en/roommates/a%2Fb')?.params).toEqual({ city: 'a/b' });
  });

  it('rejects malformed encodings and empty segments', () => {
    expect(matchRoute('/huisgenoten/%E0%A4%A')).toBeNull();
    expect(matchRoute('/huren//herestraat')).toBeNull();
  });

  it('prefers static routes over dynamic ones', () => {
    expect(matchRoute('/sitemap/static')?.route).toBe('sitemapStatic');
    expect(matchRoute('/sitemap/groningen')).toEqual({
      route: 'sitemapCategory',
      locale: 'nl',
      params: { cityOrSearchCategory: 'groningen' },
    });
    expect(matchRoute('/en/sitemap/kamer/12')?.route).toBe('sitemapCity');
    expect(matchRoute('/offer-a-home/tenant/42/displayroomadvert')).toEqual({
      route: 'landlordProfile',
      locale: 'nl',
      params: { landlordID: '42' },
    });
    expect(matchRoute('/offer-a-home/tenant/42/search')?.route).toBe('tenantProfile');
    expect(matchRoute('/react-to-listing/success/9')?.route).toBe('reactToListingSuccess');
    expect(matchRoute('/react-to-listing/9')?.route).toBe('reactToListing');
  });

  it('validates the listing wizard step', () => {
    expect(matchRoute('/maken-advertentie/null/listing-type')).toEqual({
      route: 'createListingStep',
      locale: 'nl',
      params: { listingID: 'null', step: 'listing-type' },
    });
    expect(matchRoute('/en/create-listing/17/title-description')?.route).toBe('createListingStep');
    expect(matchRoute('/en/create-listing/17/not-a-step')).toBeNull();
    expect(matchRoute('/en/create-listing')?.route).toBe('createListing');
  });

  it('does not mix languages and returns null for unknown paths', () => {
    expect(matchRoute('/en/huren/kamer-groningen')).toBeNull();
    expect(matchRoute('/for-rent/room-groningen')).toBeNull();
    expect(matchRoute('/en/about-us/extra')).toBeNull();
    expect(matchRoute('/Over-Ons')).toBeNull();
    expect(matchRoute('/entree')).toBeNull();
  });
});
