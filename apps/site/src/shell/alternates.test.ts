import { describe, expect, it } from 'vitest';

import { metadataAlternates } from './alternates';

describe('metadataAlternates', () => {
  it('makes the page canonical in its own language and lists nl, en and x-default (Dutch)', () => {
    expect(metadataAlternates('en', { nl: '/over-ons', en: '/en/about-us' })).toEqual({
      canonical: '/en/about-us',
      languages: { nl: '/over-ons', en: '/en/about-us', 'x-default': '/over-ons' },
    });
    expect(metadataAlternates('nl', { nl: '/', en: '/en' }).canonical).toBe('/');
  });
});
