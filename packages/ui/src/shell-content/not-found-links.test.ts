import { getT, matchRoute } from '@rooms/i18n';
import { describe, expect, it } from 'vitest';

import { notFoundLinks } from './not-found-links';

describe('notFoundLinks', () => {
  it('lists the ten §2 routes in order, in the page language', async () => {
    for (const locale of ['nl', 'en'] as const) {
      const links = notFoundLinks(locale, await getT(locale));
      expect(links.map((link) => matchRoute(link.href)?.route)).toEqual([
        'howItWorks',
        'publicProfile',
        'createListing',
        'accountSettings',
        'myAdverts',
        'myAccount',
        'myMessages',
        'myFavoriteRooms',
        'myFavoriteTenants',
        'accountAlerts',
      ]);
      for (const link of links) expect(matchRoute(link.href)?.locale).toBe(locale);
    }
  });

  it('opens the default inbox and uses Dutch labels on Dutch pages', async () => {
    const links = notFoundLinks('nl', await getT('nl'));
    expect(links[6]).toEqual({ label: 'Mijn gesprekken', href: '/mijn-berichten/default' });
  });
});
