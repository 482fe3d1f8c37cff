import { describe, expect, it } from 'vitest';

import { resolveLocaleRouting, signInRedirectFor } from './locale-routing';

describe('resolveLocaleRouting', () => {
  it('serves both home pages from their locale folder', () => {
    expect(resolveLocaleRouting('/')).toEqual({
      type: 'rewrite',
      pathname: '/nl',
      locale: 'nl',
      route: 'home',
    });
    expect(resolveLocaleRouting('/en')).toEqual({
      type: 'rewrite',
      pathname: '/en',
      locale: 'en',
      route: 'home',
    });
    expect(resolveLocaleRouting('/en/')).toMatchObject({ pathname: '/en', route: 'home' });
  });

  it('serves a Dutch URL from the folder of its English twin', () => {
    expect(resolveLocaleRouting('/huren/kamer-groningen')).toEqual({
      type: 'rewrite',
      pathname: '/nl/for-rent/kamer-groningen',
      locale: 'nl',
      route: 'search',
    });
    expect(resolveLocaleRouting('/over-ons')).toMatchObject({ pathname: '/nl/about-us' });
    expect(resolveLocaleRouting('/huren/kamer-groningen/grote-markt/kamer-12')).toMatchObject({
      pathname: '/nl/for-rent/kamer-groningen/grote-markt/kamer-12',
      route: 'listingDetail',
    });
  });

  it('serves English URLs from their own folder', () => {
    expect(resolveLocaleRouting('/en/for-rent/room-groningen')).toEqual({
      type: 'rewrite',
      pathname: '/en/for-rent/room-groningen',
      locale: 'en',
      route: 'search',
    });
  });

  it('sends a URL of the other language shape to a 404, never to a page', () => {
    expect(resolveLocaleRouting('/for-rent/room-groningen')).toEqual({
      type: 'rewrite',
      pathname: '/nl/_unmatched/for-rent/room-groningen',
      locale: 'nl',
      route: null,
    });
    expect(resolveLocaleRouting('/en/huren/kamer-groningen')).toMatchObject({
      pathname: '/en/_unmatched/huren/kamer-groningen',
      route: null,
    });
  });

  it('redirects an explicit /nl prefix to the unprefixed path', () => {
    expect(resolveLocaleRouting('/nl')).toEqual({ type: 'redirect', pathname: '/' });
    expect(resolveLocaleRouting('/nl/')).toEqual({ type: 'redirect', pathname: '/' });
    expect(resolveLocaleRouting('/nl/huren/kamer-groningen')).toEqual({
      type: 'redirect',
      pathname: '/huren/kamer-groningen',
    });
  });

  it('does not mistake paths that merely start with the letters of a locale', () => {
    expect(resolveLocaleRouting('/english-course')).toMatchObject({ locale: 'nl', route: null });
    expect(resolveLocaleRouting('/nlx')).toMatchObject({ locale: 'nl', route: null });
    expect(resolveLocaleRouting('/energie')).toMatchObject({ locale: 'nl', route: null });
  });
});

describe('signInRedirectFor', () => {
  it('sends anonymous visitors of private pages to sign-in with a return URL', () => {
    expect(signInRedirectFor('myFavoriteRooms', 'nl', '/my-favorites/rooms?x=1', false)).toBe(
      '/gebruiker/inloggen?returnUrl=%2Fmy-favorites%2Frooms%3Fx%3D1',
    );
    expect(signInRedirectFor('myAdverts', 'en', '/en/my-adverts', false)).toBe(
      '/en/user/login?returnUrl=%2Fen%2Fmy-adverts',
    );
  });

  it('lets public pages and visitors with a session through', () => {
    expect(signInRedirectFor('search', 'nl', '/huren/kamer-groningen', false)).toBeNull();
    expect(signInRedirectFor(null, 'nl', '/nope', false)).toBeNull();
    expect(signInRedirectFor('myFavoriteRooms', 'nl', '/my-favorites/rooms', true)).toBeNull();
  });
});
