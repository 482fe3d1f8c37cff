import { describe, expect, it } from 'vitest';

import { headerFlags, parseFeatureFlags } from './feature-flags';

describe('parseFeatureFlags', () => {
  it('turns every flag off for an empty list', () => {
    expect(parseFeatureFlags('')).toEqual({
      flags: { show_buy_premium_burger_menu_desktop: false, use_idp: false },
      unknown: [],
    });
  });

  it('reads a comma-separated list, trimmed and case-insensitive', () => {
    expect(parseFeatureFlags(' USE_IDP , ,show_buy_premium_burger_menu_desktop').flags).toEqual({
      show_buy_premium_burger_menu_desktop: true,
      use_idp: true,
    });
  });

  it('ignores unknown names and reports them', () => {
    const parsed = parseFeatureFlags('use_idp,show_premium_typo');
    expect(parsed.flags.use_idp).toBe(true);
    expect(parsed.flags.show_buy_premium_burger_menu_desktop).toBe(false);
    expect(parsed.unknown).toEqual(['show_premium_typo']);
  });
});

describe('headerFlags', () => {
  it('maps the flags onto the header options', () => {
    expect(headerFlags(parseFeatureFlags('show_buy_premium_burger_menu_desktop').flags)).toEqual({
      showBuyPremiumBurgerMenuDesktop: true,
      useIdp: false,
    });
  });
});
