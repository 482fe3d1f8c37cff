import { describe, expect, it } from 'vitest';

import { DEFAULT_LOCALE, isLocale, localeOrDefault, LOCALES, otherLocale } from './locales';

describe('locales', () => {
  it('lists Dutch first and defaults to Dutch', () => {
    expect(LOCALES).toEqual(['nl', 'en']);
    expect(DEFAULT_LOCALE).toBe('nl');
  });

  it('recognises exactly the two locales', () => {
    expect(isLocale('nl')).toBe(true);
    expect(isLocale('en')).toBe(true);
    for (const value of ['NL', 'EN', 'de', '', null, undefined, 1, {}]) {
      expect(isLocale(value)).toBe(false);
    }
  });

  it('gives the other locale', () => {
    expect(otherLocale('nl')).toBe('en');
    expect(otherLocale('en')).toBe('nl');
  });
});

describe('localeOrDefault', () => {
  it('keeps a site language and falls back to Dutch for anything else', () => {
    expect(localeOrDefault('en')).toBe('en');
    expect(localeOrDefault('nl')).toBe('nl');
    for (const other of ['EN', 'de', '', null, undefined, 1]) expect(localeOrDefault(other)).toBe('nl');
  });
});
