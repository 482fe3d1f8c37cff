import { getT } from '@rooms/i18n';
import { headerContent } from '@rooms/ui/shell-content';
import { describe, expect, it } from 'vitest';

import {
  ALTERNATE_SLOTS,
  markAccountActions,
  signedInHeader,
  unreadLabel,
} from './header-variants';
import { buildShellTemplate } from './shell-template';

import type { SignedInTemplate } from './header-variants';
import type { Locale } from '@rooms/i18n';
import type { HeaderContent } from '@rooms/ui/shell-content';
import type { ShellUser } from '@rooms/ui/site-header';

const ALTERNATES = { nl: '/over-ons', en: '/en/about-us' };
const FLAGS = { showBuyPremiumBurgerMenuDesktop: true };

/**
 * The server's anonymous header (as `ShellFrame` builds it for the about page) and the
 * language's signed-in template (as `GET /next/api/shell-template/<locale>` serves it).
 */
async function variantsFor(
  locale: Locale,
): Promise<SignedInTemplate & { anonymous: HeaderContent }> {
  const [t, shellT] = await Promise.all([getT(locale), getT(locale, 'shell')]);
  const anonymous = headerContent(locale, t, {
    shellT,
    alternates: ALTERNATES,
    flags: FLAGS,
    user: null,
  });
  // Through JSON, as the browser receives it.
  const template = JSON.parse(
    JSON.stringify(buildShellTemplate(locale, t, shellT, { flags: FLAGS })),
  ) as SignedInTemplate;
  return { anonymous, ...template };
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
      alternates: ALTERNATES,
      flags: FLAGS,
      user,
    });
    expect(signedInHeader(await variantsFor('en'), user, ALTERNATES)).toEqual(expected);
  });

  it('leaves out the premium offers for a premium user, as the server would', async () => {
    const [t, shellT] = await Promise.all([getT('nl'), getT('nl', 'shell')]);
    const user: ShellUser = { ...TESSA, hasPremium: true };
    const expected = headerContent('nl', t, {
      shellT,
      alternates: ALTERNATES,
      flags: FLAGS,
      user,
    });
    const header = signedInHeader(await variantsFor('nl'), user, ALTERNATES);
    expect(header).toEqual(expected);
    expect(keysOf(header.drawer?.sections)).not.toContain('getPremium');
  });

  it('names the user and nobody else', async () => {
    const header = signedInHeader(await variantsFor('nl'), TESSA, ALTERNATES);
    expect(header.menu?.buttonLabel).toBe('Menu van Tessa');
    expect(header.drawer?.greeting).toBe('Hoi Tessa!');
    expect(JSON.stringify(header)).not.toContain('\u2063');
  });

  it("links the language entries to the page's addresses, not the template's slots", async () => {
    const variants = await variantsFor('nl');
    expect(JSON.stringify(variants.signedIn)).toContain(ALTERNATE_SLOTS.en);
    const elsewhere = { nl: '/huren/kamer-groningen', en: '/en/for-rent/room-groningen' };
    const header = signedInHeader(variants, TESSA, elsewhere);
    expect(header.drawer?.language?.href).toBe('/en/for-rent/room-groningen');
    const menuLanguage = header.menu?.sections
      .flatMap((section) => section.entries)
      .find((entry) => entry.kind === 'language');
    expect(menuLanguage?.href).toBe('/en/for-rent/room-groningen');
    expect(JSON.stringify(header)).not.toContain('alt-');
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
