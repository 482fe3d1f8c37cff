import { SearchListingType } from '@rooms/domain';
import { describe, expect, it } from 'vitest';

import { sitemapEntries } from './sitemap-entries';

const INDEX = [
  {
    slug: 'delft',
    name: 'Delft',
    counts: { [SearchListingType.Generic]: 3, [SearchListingType.Room]: 3 },
  },
];

describe('sitemapEntries', () => {
  const entries = sitemapEntries('https://rooms.example/', INDEX);
  const urls = entries.map((entry) => entry.url);

  it('lists every page once per language, home first, with absolute URLs', () => {
    expect(urls[0]).toBe('https://rooms.example/');
    expect(urls[1]).toBe('https://rooms.example/en');
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.every((url) => url.startsWith('https://rooms.example/'))).toBe(true);
    expect(urls).toEqual(
      expect.arrayContaining([
        'https://rooms.example/over-ons',
        'https://rooms.example/en/about-us',
        'https://rooms.example/tips/studenten',
        'https://rooms.example/sitemap/static',
        'https://rooms.example/sitemap/kamer',
        'https://rooms.example/en/sitemap/room',
        'https://rooms.example/huren/huurwoningen-nederland',
        'https://rooms.example/en/for-rent/anti-squat-netherlands',
      ]),
    );
  });

  it('includes the category searches of cities that have listings of them only', () => {
    expect(urls).toContain('https://rooms.example/huren/kamer-delft');
    expect(urls).toContain('https://rooms.example/en/for-rent/room-delft');
    expect(urls).toContain('https://rooms.example/en/for-rent/properties-delft');
    expect(urls).not.toContain('https://rooms.example/huren/studio-delft');
  });

  it('gives each entry its nl, en and x-default alternates with translated words', () => {
    const delft = entries.find(
      (entry) => entry.url === 'https://rooms.example/en/for-rent/room-delft',
    );
    expect(delft?.alternates?.languages).toEqual({
      nl: 'https://rooms.example/huren/kamer-delft',
      en: 'https://rooms.example/en/for-rent/room-delft',
      'x-default': 'https://rooms.example/huren/kamer-delft',
    });
  });

  it('leaves out private pages', () => {
    expect(urls.some((url) => /my-account|mijn-berichten|maken-advertentie/.test(url))).toBe(false);
  });
});
