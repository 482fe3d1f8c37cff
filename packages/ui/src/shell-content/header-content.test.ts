import { getT, matchRoute } from '@rooms/i18n';
import { describe, expect, it } from 'vitest';

import {
  authHref,
  headerContent,
  NAVBAR_AUTH_SOURCE,
  shellUserFromProfile,
} from './header-content';

import type { ShellMenuSection } from '../components/shell-menu';
import type { HeaderContent, HeaderOptions } from './header-content';
import type { Locale } from '@rooms/i18n';

const TESSA = shellUserFromProfile({
  usernamefirst: 'Tessa',
  useremail: 'tenant@rooms.test',
  userphoto: null,
  haspremiumaccount: false,
});

async function header(
  locale: Locale,
  options: Partial<HeaderOptions> = {},
): Promise<HeaderContent> {
  return headerContent(locale, await getT(locale), {
    shellT: await getT(locale, 'shell'),
    alternates: { nl: '/', en: '/en' },
    ...options,
  });
}

function keys(sections: readonly ShellMenuSection[] | undefined): string[] {
  return (sections ?? []).flatMap((section) => section.entries.map((entry) => entry.key));
}

function hrefOf(
  sections: readonly ShellMenuSection[] | undefined,
  key: string,
): string | undefined {
  const entry = (sections ?? []).flatMap((section) => section.entries).find((e) => e.key === key);
  return entry && 'href' in entry ? entry.href : undefined;
}

describe('shellUserFromProfile', () => {
  it('builds 30×30 and 40×40 photo addresses on the API image route, with 2× versions', () => {
    const user = shellUserFromProfile({
      usernamefirst: 'Lars',
      userphoto: 'users/2 photo.jpg',
      haspremiumaccount: true,
    });
    expect(user).toEqual({
      firstName: 'Lars',
      hasPremium: true,
      photo: {
        small: {
          src: '/services/api/image/users%2F2%20photo.jpg/resize/30-30',
          srcSet:
            '/services/api/image/users%2F2%20photo.jpg/resize/30-30 1x, /services/api/image/users%2F2%20photo.jpg/resize/60-60 2x',
          size: 30,
        },
        large: {
          src: '/services/api/image/users%2F2%20photo.jpg/resize/40-40',
          srcSet:
            '/services/api/image/users%2F2%20photo.jpg/resize/40-40 1x, /services/api/image/users%2F2%20photo.jpg/resize/80-80 2x',
          size: 40,
        },
      },
    });
  });

  it('has no photo without an image key', () => {
    expect(TESSA.photo).toBeNull();
    expect(TESSA.email).toBe('tenant@rooms.test');
  });
});

describe('authHref', () => {
  it('opens the legacy pages with source and the page to return to', () => {
    expect(authHref('login', 'nl', '/over-ons')).toBe(
      '/gebruiker/inloggen?source=clicked+navbar&returnUrl=%2Fover-ons',
    );
    expect(authHref('signup', 'en', '/en')).toBe(
      '/en/user/register?source=clicked+navbar&returnUrl=%2Fen',
    );
  });

  it('leaves out the default return page and never returns to an authentication page', () => {
    expect(authHref('login', 'nl', '/')).toBe('/gebruiker/inloggen?source=clicked+navbar');
    expect(authHref('login', 'en', '/en/user/register')).toBe(
      '/en/user/login?source=clicked+navbar',
    );
  });

  it('uses the identity-provider routes with the use_idp flag', () => {
    const href = authHref('signup', 'en', '/en/cashback', true);
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/en/oauth/signup');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      isUserLandlord: 'false',
      source: NAVBAR_AUTH_SOURCE,
      prevUrl: '/en/cashback',
    });
  });
});

describe('headerContent, anonymous', () => {
  it('links search, create advert (rent out room), login and register in Dutch', async () => {
    const content = await header('nl');
    expect(content.homeHref).toBe('/');
    expect(content.links).toEqual([{ label: 'Kamer zoeken', href: '/huren/kamer-nederland' }]);
    expect(content.actions.map((action) => [action.label, action.href])).toEqual([
      ['Advertentie plaatsen', '/kamer-verhuren'],
      ['Inloggen', '/gebruiker/inloggen?source=clicked+navbar'],
      ['Registreren', '/gebruiker/registreren?source=clicked+navbar'],
    ]);
    expect(content.quickLinks).toEqual([]);
    expect(content.user).toBeNull();
  });

  it('offers only the public entries in the desktop menu, language first', async () => {
    const content = await header('en', { supportUrl: 'https://help.example/en' });
    expect(keys(content.menu?.sections)).toEqual([
      'language',
      'searchRooms',
      'searchTenants',
      'cashback',
      'howItWorks',
      'aboutUs',
      'safety',
      'usefulTips',
      'support',
    ]);
    expect(content.menu?.buttonLabel).toBe('Open menu');
    expect(hrefOf(content.menu?.sections, 'language')).toBe('/');
    expect(hrefOf(content.menu?.sections, 'usefulTips')).toBe('/en/tips/international-students');
    expect(hrefOf(content.menu?.sections, 'searchTenants')).toBe('/en/roommates/netherlands');
  });

  it('shows login, register and create advert in the drawer, and get premium', async () => {
    const content = await header('nl');
    expect(content.drawer?.language).toMatchObject({ label: 'English', href: '/en', locale: 'en' });
    expect(content.drawer?.actions.map((action) => action.href)).toEqual([
      '/gebruiker/inloggen?source=clicked+navbar',
      '/gebruiker/registreren?source=clicked+navbar',
      '/kamer-verhuren',
    ]);
    expect(keys(content.drawer?.sections)).toEqual([
      'searchRooms',
      'searchTenants',
      'getPremium',
      'referral',
      'cashback',
      'howItWorks',
      'aboutUs',
      'safety',
      'usefulTips',
    ]);
    expect(hrefOf(content.drawer?.sections, 'usefulTips')).toBe('/tips/studenten');
  });

  it('comes back to the current page after login', async () => {
    const content = await header('nl', { alternates: { nl: '/cashback', en: '/en/cashback' } });
    expect(content.actions[1]?.href).toBe(
      '/gebruiker/inloggen?source=clicked+navbar&returnUrl=%2Fcashback',
    );
  });
});

describe('headerContent, signed in', () => {
  it('shows the unread conversations on the messages links of the bar and the drawer', async () => {
    const content = await header('en', { user: { ...TESSA, unreadMessages: 3 } });
    const badge = { count: 3, label: '3 unread conversations' };
    expect(content.quickLinks?.find((link) => link.icon === 'messages')?.badge).toEqual(badge);
    const drawerEntry = (content.drawer?.sections ?? [])
      .flatMap((section) => section.entries)
      .find((entry) => entry.key === 'messages');
    expect(drawerEntry && 'badge' in drawerEntry ? drawerEntry.badge : undefined).toEqual(badge);
    const none = await header('nl', { user: { ...TESSA, unreadMessages: 0 } });
    expect(none.quickLinks?.find((link) => link.icon === 'messages')?.badge).toBeUndefined();
  });

  it('sends create advert to the wizard and adds my adverts, messages and favourites', async () => {
    const content = await header('nl', { user: TESSA });
    expect(content.actions.map((action) => action.href)).toEqual(['/maken-advertentie']);
    expect(content.quickLinks?.map((item) => [item.label, item.href])).toEqual([
      ['Mijn advertenties', '/mijn-advertenties'],
      ['Berichten', '/mijn-berichten/default'],
      ['Favorieten', '/my-favorites/rooms'],
    ]);
    expect(content.menu?.buttonLabel).toBe('Menu van Tessa');
    expect(content.drawer?.greeting).toBe('Hoi Tessa!');
  });

  it('lists every §2 desktop menu entry in order, subscribe-now only with the flag', async () => {
    const without = await header('en', { user: TESSA, supportUrl: 'https://help.example/en' });
    const expected = [
      'language',
      'myProfile',
      'myAdverts',
      'searchRooms',
      'searchTenants',
      'cashback',
      'myAccount',
      'settings',
      'howItWorks',
      'aboutUs',
      'safety',
      'usefulTips',
      'support',
      'logout',
    ];
    expect(keys(without.menu?.sections)).toEqual(expected);
    const withFlag = await header('en', {
      user: TESSA,
      supportUrl: 'https://help.example/en',
      flags: { showBuyPremiumBurgerMenuDesktop: true },
    });
    expect(keys(withFlag.menu?.sections)).toEqual([
      'language',
      'subscribeNow',
      ...expected.slice(1),
    ]);
    expect(hrefOf(withFlag.menu?.sections, 'subscribeNow')).toBe('/en/premium-account-payment');
    const premium = await header('en', {
      user: { ...TESSA, hasPremium: true },
      flags: { showBuyPremiumBurgerMenuDesktop: true },
    });
    expect(keys(premium.menu?.sections)).not.toContain('subscribeNow');
  });

  it('lists every §2 drawer entry in order; premium members get no premium offer', async () => {
    const content = await header('en', { user: TESSA, supportUrl: 'https://help.example/en' });
    expect(content.drawer?.actions.map((action) => action.href)).toEqual(['/en/create-listing']);
    expect(keys(content.drawer?.sections)).toEqual([
      'searchRooms',
      'searchTenants',
      'getPremium',
      'dashboard',
      'messages',
      'myAccount',
      'myAdverts',
      'publicProfile',
      'alerts',
      'favourites',
      'settings',
      'referral',
      'cashback',
      'howItWorks',
      'aboutUs',
      'safety',
      'usefulTips',
      'support',
      'logout',
    ]);
    const premium = await header('en', { user: { ...TESSA, hasPremium: true } });
    expect(keys(premium.drawer?.sections)).not.toContain('getPremium');
  });

  it('builds every internal entry from the route table in the page language', async () => {
    for (const locale of ['nl', 'en'] as const) {
      const content = await header(locale, { user: TESSA });
      for (const section of [
        ...(content.menu?.sections ?? []),
        ...(content.drawer?.sections ?? []),
      ]) {
        for (const entry of section.entries) {
          if (entry.kind !== 'link' || entry.external) continue;
          expect(matchRoute(entry.href)?.locale, entry.href).toBe(locale);
        }
      }
    }
  });

  it('keeps only the logo in the simple variant', async () => {
    expect((await header('nl', { variant: 'simple' })).variant).toBe('simple');
  });
});
