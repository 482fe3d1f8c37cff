import { describe, expect, it } from 'vitest';

import { resolveLocaleRouting } from './locale-routing';

describe('resolveLocaleRouting', () => {
  it('rewrites the Dutch home page onto the nl route folder', () => {
    expect(resolveLocaleRouting('/')).toEqual({ type: 'rewrite', pathname: '/nl', locale: 'nl' });
  });

  it('rewrites unprefixed Dutch paths onto the nl route folder', () => {
    expect(resolveLocaleRouting('/huren/kamer-groningen')).toEqual({
      type: 'rewrite',
      pathname: '/nl/huren/kamer-groningen',
      locale: 'nl',
    });
    expect(resolveLocaleRouting('/over-ons')).toEqual({
      type: 'rewrite',
      pathname: '/nl/over-ons',
      locale: 'nl',
    });
  });

  it('leaves English paths alone', () => {
    expect(resolveLocaleRouting('/en')).toEqual({ type: 'next', locale: 'en' });
    expect(resolveLocaleRouting('/en/')).toEqual({ type: 'next', locale: 'en' });
    expect(resolveLocaleRouting('/en/for-rent/room-groningen')).toEqual({
      type: 'next',
      locale: 'en',
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
    expect(resolveLocaleRouting('/english-course')).toEqual({
      type: 'rewrite',
      pathname: '/nl/english-course',
      locale: 'nl',
    });
    expect(resolveLocaleRouting('/nlx')).toEqual({
      type: 'rewrite',
      pathname: '/nl/nlx',
      locale: 'nl',
    });
    expect(resolveLocaleRouting('/energie')).toEqual({
      type: 'rewrite',
      pathname: '/nl/energie',
      locale: 'nl',
    });
  });
});
