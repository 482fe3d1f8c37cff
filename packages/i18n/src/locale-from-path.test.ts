import { describe, expect, it } from 'vitest';

import { localeFromPath } from './locale-from-path';

describe('localeFromPath', () => {
  it('is English under /en only', () => {
    expect(localeFromPath('/en')).toBe('en');
    expect(localeFromPath('/en/')).toBe('en');
    expect(localeFromPath('/en?x=1')).toBe('en');
    expect(localeFromPath('/en/for-rent/room-groningen')).toBe('en');
    expect(localeFromPath('/')).toBe('nl');
    expect(localeFromPath('/entree')).toBe('nl');
    expect(localeFromPath('/huren/kamer-groningen')).toBe('nl');
    expect(localeFromPath('https://rooms.example/en/about-us')).toBe('en');
  });
});
