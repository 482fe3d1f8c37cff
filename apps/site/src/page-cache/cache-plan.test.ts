import { describe, expect, it } from 'vitest';

import {
  cacheControlOf,
  cachePlanOf,
  MAX_QUERY_PARAMETERS,
  normaliseQuery,
  type PageRequest,
} from './cache-plan';

import type { RouteKey } from '@rooms/i18n';

function request(
  pathname: string,
  route: RouteKey | null,
  search = '',
  headers: Record<string, string> = {},
  method = 'GET',
): PageRequest {
  return { method, pathname, search, route, headers: new Headers(headers) };
}

describe('normaliseQuery', () => {
  it('sorts parameters, drops campaign tags and gives one spelling', () => {
    expect(normaliseQuery('?b=2&a=1&utm_source=x&fbclid=y')).toBe('?a=1&b=2');
    expect(normaliseQuery('a=1&b=2')).toBe('?a=1&b=2');
    expect(normaliseQuery('?a=2&a=1')).toBe('?a=1&a=2');
    expect(normaliseQuery('?q=a%20b')).toBe(normaliseQuery('?q=a+b'));
    expect(normaliseQuery('')).toBe('');
    expect(normaliseQuery('?utm_medium=mail')).toBe('');
  });

  it('refuses a long query or too many parameters (rendered uncached)', () => {
    expect(normaliseQuery(`?q=${'x'.repeat(600)}`)).toBeNull();
    const many = Array.from({ length: MAX_QUERY_PARAMETERS + 1 }, (_, i) => `p${i}=1`).join('&');
    expect(normaliseQuery(`?${many}`)).toBeNull();
  });
});

describe('cachePlanOf', () => {
  it('keys a content page by its path only', () => {
    expect(cachePlanOf(request('/over-ons', 'aboutUs', '?x=1'))).toEqual({
      key: '/over-ons',
      renderPath: '/over-ons',
      kind: 'content',
      listingId: null,
    });
  });

  it('keys the products page by its path: its returnTo is read by its script', () => {
    expect(
      cachePlanOf(
        request(
          '/en/premium-account-payment',
          'premiumAccountPayment',
          '?returnTo=%2Fen%2Fmy-adverts',
        ),
      ),
    ).toMatchObject({ key: '/en/premium-account-payment', kind: 'content' });
  });

  it('keys a search page by path and normalised query', () => {
    const plan = cachePlanOf(request('/huren/kamer-groningen', 'search', '?page=2&radius=5'));
    expect(plan).toMatchObject({ kind: 'listings', key: '/huren/kamer-groningen?page=2&radius=5' });
    expect(cachePlanOf(request('/huren/kamer-groningen', 'search', '?radius=5&page=2'))?.key).toBe(
      plan?.key,
    );
  });

  it('keys a listing page with its listing id', () => {
    expect(
      cachePlanOf(request('/huren/kamer-groningen/vismarkt/room-1234', 'listingDetail')),
    ).toMatchObject({ kind: 'listing', listingId: 1234 });
    expect(
      cachePlanOf(request('/huren/kamer-groningen/vismarkt/room', 'listingDetail')),
    ).toBeNull();
  });

  it('does not cache private pages, forms, unmatched paths or other methods', () => {
    expect(cachePlanOf(request('/mijn-advertenties', 'myAdverts'))).toBeNull();
    expect(cachePlanOf(request('/gebruiker/inloggen', 'login'))).toBeNull();
    expect(cachePlanOf(request('/gebruiker/registreren', 'register'))).toBeNull();
    expect(cachePlanOf(request('/nope', null))).toBeNull();
    expect(cachePlanOf(request('/betalingsstatus', 'paymentStatus', '?paymentId=1'))).toBeNull();
    expect(cachePlanOf(request('/betalingsherinnering', 'paymentReminder'))).toBeNull();
    expect(cachePlanOf(request('/over-ons', 'aboutUs', '', {}, 'POST'))).toBeNull();
    expect(cachePlanOf(request('/over-ons', 'aboutUs', '', {}, 'HEAD'))).not.toBeNull();
  });

  it('does not cache React Server Components requests, prefetches or actions', () => {
    for (const header of ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action']) {
      expect(cachePlanOf(request('/over-ons', 'aboutUs', '', { [header]: '1' }))).toBeNull();
    }
    expect(cachePlanOf(request('/huren/kamer-groningen', 'search', '?_rsc=abc'))).toBeNull();
  });

  it("serves only document requests: a browser's fetch (Next's stripped RSC request) is not", () => {
    const search = (headers: Record<string, string>) =>
      cachePlanOf(request('/huren/kamer-groningen', 'search', '?maxRent=500', headers));
    expect(search({ 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' })).toBeNull();
    expect(search({ 'sec-fetch-dest': 'iframe' })).toBeNull();
    expect(search({ 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' })).not.toBeNull();
    expect(search({})).not.toBeNull();
  });
});

describe('cacheControlOf', () => {
  it('lets shared caches keep anonymous answers, listing pages for one second', () => {
    expect(cacheControlOf('content', false)).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=86400',
    );
    expect(cacheControlOf('listings', false)).toBe(
      'public, max-age=0, s-maxage=1, stale-while-revalidate=5',
    );
  });

  it('keeps answers to a signed-in visitor out of every cache', () => {
    expect(cacheControlOf('content', true)).toBe('private, no-store');
    expect(cacheControlOf('listing', true)).toBe('private, no-store');
  });
});
