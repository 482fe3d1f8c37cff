import { describe, expect, it } from 'vitest';

import { metadataAlternates, routeAlternates } from './alternates';

describe('routeAlternates', () => {
  it('gives the home page in both languages', () => {
    expect(routeAlternates('home')).toEqual({ nl: '/', en: '/en' });
  });

  it('fills parameters into both patterns', () => {
    expect(routeAlternates('roommates', { city: 'groningen' })).toEqual({
      nl: '/huisgenoten/groningen',
      en: '/en/roommates/groningen',
    });
  });
});

describe('metadataAlternates', () => {
  it('makes the page canonical in its own language and lists nl, en and x-default (Dutch)', () => {
    expect(metadataAlternates('en', { nl: '/over-ons', en: '/en/about-us' })).toEqual({
      canonical: '/en/about-us',
      languages: { nl: '/over-ons', en: '/en/about-us', 'x-default': '/over-ons' },
    });
    expect(metadataAlternates('nl', { nl: '/', en: '/en' }).canonical).toBe('/');
  });
});
