import { getT } from '@rooms/i18n';
import { headerContent } from '@rooms/ui/shell-content';
import { describe, expect, it } from 'vitest';

import {
  COUNT_SLOT,
  markAccountActions,
  signedInHeader,
  TEMPLATE_USER,
  unreadLabel,
} from './header-variants';

import type { SignedInTemplate } from './header-variants';
import type { Locale } from '@rooms/i18n';
import type { HeaderContent } from '@rooms/ui/shell-content';
import type { ShellUser } from '@rooms/ui/site-header';

/** The server's anonymous header and signed-in template (as `ShellFrame` builds them). */
async function variantsFor(
  locale: Locale,
): Promise<SignedInTemplate & { anonymous: HeaderContent }> {
  const [t, shellT] = await Promise.all([getT(locale), getT(locale, 'shell')]);
  const options = {
    shellT,
    alternates: { nl: '/over-ons', en: '/en/about-us' },
    flags: { showBuyPremiumBurgerMenuDesktop: true },
  };
  const anonymous = headerContent(locale, t, { ...options, user: null });
  return {
    anonymous,
    signedIn: headerContent(locale, t, { ...options, user: TEMPLATE_USER }),
    unreadLabels: {
      one: shellT('unreadMessages', { count: 1, replace: { count: COUNT_SLOT } }),
      other: shellT('unreadMessages', { count: 2, replace: { count: COUNT_SLOT } }),
    },
    locale,
  };
}

const TESSA: ShellUser = { firstName: 'Tessa', photo: null, hasPremium: false, unreadMessages: 0 };

/** Every entry key of the header's menu or drawer sections. */
function keysOf(sections: readonly { entries: readonly { key: string }[] }[] = []): string[] {
  return sections.flatMap((section) => section.entries.map((entry) => entry.key));
}

describe('signedInHeader', () => {
  it('equals the header built on the server for the same user', async () => {
    const [t, shellT] = await Promise.all([getT('en'), getT('en', 'shell')]);
    const user: ShellUser = { ...TESSA, unreadMessages: 3 };
    const expected = headerContent('en', t, {
      shellT,
      alternates: { nl: '/over-ons', en: '/en/about-us' },
      flags: { showBuyPremiumBurgerMenuDesktop: true },
      user,
    });
    expect(signedInHeader(await variantsFor('en'), user)).toEqual(expected);
  });

  it('leaves out the premium offers for a premium user, as the server would', async () => {
    const [t, shellT] = await Promise.all([getT('nl'), getT('nl', 'shell')]);
    const user: ShellUser = { ...TESSA, hasPremium: true };
    const expected = headerContent('nl', t, {
      shellT,
      alternates: { nl: '/over-ons', en: '/en/about-us' },
      flags: { showBuyPremiumBurgerMenuDesktop: true },
      user,
    });
    const header = signedInHeader(await variantsFor('nl'), user);
    expect(header).toEqual(expected);
    expect(keysOf(header.drawer?.sections)).not.toContain('getPremium');
  });

  it('names the user and nobody else', async () => {
    const header = signedInHeader(await variantsFor('nl'), TESSA);
    expect(header.menu?.buttonLabel).toBe('Menu van Tessa');
    expect(header.drawer?.greeting).toBe('Hoi Tessa!');
    expect(JSON.stringify(header)).not.toContain('\u2063');
  });
});

describe('markAccountActions', () => {
  it('marks login and register as account buttons in the bar and in the drawer', async () => {
    const { anonymous } = await variantsFor('nl');
    const marked = markAccountActions(anonymous);
    expect(marked.actions.map((action) => [action.label, action.account ?? false])).toEqual([
      ['Advertentie plaatsen', false],
      ['Inloggen', true],
      ['Registreren', true],
    ]);
    expect(marked.drawer?.actions.map((action) => [action.label, action.account ?? false])).toEqual(
      [
        ['Inloggen', true],
        ['Registreren', true],
        ['Advertentie plaatsen', false],
      ],
    );
    expect({ ...marked, actions: [], drawer: undefined }).toEqual({
      ...anonymous,
      actions: [],
      drawer: undefined,
    });
  });
});

describe('unreadLabel', () => {
  it('follows the plural rules of the language', async () => {
    const { unreadLabels } = await variantsFor('en');
    expect(unreadLabel(unreadLabels, 'en', 1)).toBe('1 unread conversation');
    expect(unreadLabel(unreadLabels, 'en', 4)).toBe('4 unread conversations');
  });
});
