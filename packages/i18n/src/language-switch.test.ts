import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { alternatesFor, languageSwitchUrl } from './language-switch';

import type { ParamTranslator } from './language-switch';

describe('languageSwitchUrl', () => {
  it('maps the search page both ways and keeps the query', () => {
    expect(languageSwitchUrl('/huren/kamer-groningen?pageNo=2')).toBe(
      '/en/for-rent/kamer-groningen?pageNo=2',
    );
    expect(languageSwitchUrl('/en/for-rent/kamer-groningen?pageNo=2')).toBe(
      '/huren/kamer-groningen?pageNo=2',
    );
  });

  it('maps the home pages', () => {
    expect(languageSwitchUrl('/')).toBe('/en');
    expect(languageSwitchUrl('/en')).toBe('/');
    expect(languageSwitchUrl('/en/')).toBe('/');
    expect(languageSwitchUrl('/?utm_source=x')).toBe('/en?utm_source=x');
  });

  it('keeps query and hash and re-encodes parameters', () => {
    expect(languageSwitchUrl('/mijn-berichten/all/conversation/77?fromListingID=5#last')).toBe(
      '/en/my-messages/all/conversation/77?fromListingID=5#last',
    );
    expect(languageSwitchUrl('/huisgenoten/den%20haag/')).toBe('/en/roommates/den%20haag');
    expect(languageSwitchUrl('/en/create-listing/null/listing-type')).toBe(
      '/maken-advertentie/null/listing-type',
    );
  });

  it('keeps the origin of an absolute URL', () => {
    expect(languageSwitchUrl('https://rooms.example/over-ons?x=1')).toBe(
      'https://rooms.example/en/about-us?x=1',
    );
  });

  it('goes to an explicit target, even the current language', () => {
    expect(languageSwitchUrl('/over-ons', 'en')).toBe('/en/about-us');
    expect(languageSwitchUrl('/over-ons', 'nl')).toBe('/over-ons');
    expect(languageSwitchUrl('/over-ons/?a=1', 'nl')).toBe('/over-ons?a=1');
  });

  it('swaps the /en prefix of unknown paths', () => {
    expect(languageSwitchUrl('/onbekend/pad?x=1#y')).toBe('/en/onbekend/pad?x=1#y');
    expect(languageSwitchUrl('/en/unknown/path?x=1')).toBe('/unknown/path?x=1');
    expect(languageSwitchUrl('/en/unknown', 'en')).toBe('/en/unknown');
    expect(languageSwitchUrl('/unknown', 'nl')).toBe('/unknown');
    expect(languageSwitchUrl('/entree')).toBe('/en/entree');
  });

  it('translates parameters with a supplied translator', () => {
    const translateParams: ParamTranslator = ({ route, params, to }) =>
      route === 'search'
        ? {
            searchCategoryAndCity: (params.searchCategoryAndCity ?? '').replace(
              to === 'en' ? /^kamer-/ : /^room-/,
              to === 'en' ? 'room-' : 'kamer-',
            ),
          }
        : params;
    expect(
      languageSwitchUrl('/huren/kamer-groningen?pageNo=2', undefined, { translateParams }),
    ).toBe('/en/for-rent/room-groningen?pageNo=2');
    expect(languageSwitchUrl('/en/for-rent/room-groningen', 'nl', { translateParams })).toBe(
      '/huren/kamer-groningen',
    );
    expect(languageSwitchUrl('/en/for-rent/room-groningen', 'en', { translateParams })).toBe(
      '/en/for-rent/room-groningen',
    );
  });

  it('switching twice gives the original path back', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,20}$/);
    fc.assert(
      fc.property(segment, segment, (category, street) => {
        const path = `/huren/${category}/${street}`;
        expect(languageSwitchUrl(languageSwitchUrl(path))).toBe(path);
      }),
    );
  });
});

describe('alternatesFor', () => {
  it('gives both language versions of a known page', () => {
    expect(alternatesFor('/en/for-rent/room-delft')).toEqual({
      nl: '/huren/room-delft',
      en: '/en/for-rent/room-delft',
    });
    expect(alternatesFor('/')).toEqual({ nl: '/', en: '/en' });
    expect(alternatesFor('/huren/kamer-delft?pageNo=2#x')).toEqual({
      nl: '/huren/kamer-delft?pageNo=2',
      en: '/en/for-rent/kamer-delft?pageNo=2',
    });
  });

  it('uses the translator and returns null for unknown paths', () => {
    expect(
      alternatesFor('/huisgenoten/nederland', {
        translateParams: ({ to }) => ({ city: to === 'en' ? 'netherlands' : 'nederland' }),
      }),
    ).toEqual({ nl: '/huisgenoten/nederland', en: '/en/roommates/netherlands' });
    expect(alternatesFor('/bestaat-niet')).toBeNull();
  });
});
