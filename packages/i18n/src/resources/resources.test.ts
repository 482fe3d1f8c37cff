import { describe, expect, it } from 'vitest';

import { compareResources, flattenResources, placeholdersOf } from './resource-keys';

import { DEFAULT_NAMESPACE, EN_RESOURCES, NAMESPACES, RESOURCES } from './index';

const ERROR_CODES = [
  'unknown',
  'invalid_request',
  'http_400',
  'http_401',
  'http_403',
  'http_404',
  'http_500',
  'http_501',
  'http_502',
  'timeout',
  'aborted',
  'http_429',
  'reset_token_invalid',
  'registration_token_invalid',
  'move_up_too_soon',
  'image_too_large',
  'image_too_many_pixels',
  'image_unsupported',
  'image_heic_unsupported',
  'image_corrupt',
  'photo_limit_reached',
  'address_readonly',
  'listing_incomplete',
  'draft_limit_reached',
  'upload_quota_exceeded',
  'conversation_blocked',
  'alert_limit_reached',
  'alert_too_wide',
  'withdrawal_period_over',
  'stop_link_invalid',
  'confirm_link_invalid',
  'premium_required',
  'account_blocked',
  '1000',
  '1015',
  '1078',
  '1115',
  '1116',
  '1120',
  '1122',
  '1123',
  '1124',
  '1125',
  '1127',
  '1128',
  '1129',
  '1135',
  '10064',
  '10065',
  '10172',
];

const REQUIRED_COMMON_KEYS = [
  'appName',
  'meta.title',
  'meta.description',
  'nav.searchRooms',
  'nav.searchTenants',
  'nav.createAdvert',
  'nav.login',
  'nav.register',
  'nav.menu',
  'nav.myAdverts',
  'nav.messages',
  'nav.favourites',
  'nav.logout',
  'language.label',
  'language.nl',
  'language.en',
  'language.switchTo',
  'home.title',
  'home.subtitle',
  'home.searchPlaceholder',
  'home.searchCta',
  'home.rentOutCta',
  'home.categories.room',
  'home.categories.apartment',
  'home.categories.studio',
  'home.categories.antiSquat',
  'home.categories.studentHousing',
  'footer.about',
  'footer.tenantSearch',
  'footer.terms',
  'footer.privacy',
  'footer.sitemap',
  'footer.howItWorks',
  'footer.support',
  'footer.tips',
  'footer.unsubscribe',
  'footer.affiliates',
  'footer.partnerships',
  'footer.rentOutHome',
  'footer.rentOutRoom',
  'footer.safetyLandlord',
  'footer.social',
  'footer.copyright',
  'notFound.title',
  'notFound.text',
  'error.title',
  'error.text',
  'error.refresh',
  'error.traceId',
];

describe('resources', () => {
  it('has every namespace in both languages', () => {
    expect(NAMESPACES).toEqual([
      'common',
      'errors',
      'shell',
      'search',
      'map',
      'listing',
      'account',
      'messages',
      'adverts',
      'wizard',
      'content',
      'alerts',
      'emails',
      'tenantProfile',
      'myAccount',
      'studentHouses',
      'roommates',
      'premium',
      'subscription',
      'rewards',
      'moderation',
      'scamWarning',
      'rentCheck',
    ]);
    for (const ns of NAMESPACES) expect(Object.keys(RESOURCES.nl[ns]).length).toBeGreaterThan(0);
    expect(DEFAULT_NAMESPACE).toBe('common');
    expect(RESOURCES.en).toBe(EN_RESOURCES);
    expect(Object.keys(RESOURCES).sort()).toEqual(['en', 'nl']);
  });

  it.each(NAMESPACES)('%s: nl and en have the same keys and placeholders', (ns) => {
    expect(compareResources(RESOURCES.en[ns], RESOURCES.nl[ns])).toEqual([]);
  });

  it.each(NAMESPACES)('%s: no text is empty', (ns) => {
    for (const locale of ['nl', 'en'] as const) {
      for (const [key, text] of flattenResources(RESOURCES[locale][ns])) {
        expect(text.trim(), `${locale}:${ns}:${key}`).not.toBe('');
      }
    }
  });

  it('has one errors key per §8 code', () => {
    expect([...flattenResources(RESOURCES.en.errors).keys()].sort()).toEqual(
      [...ERROR_CODES].sort(),
    );
  });

  it('has the required common keys', () => {
    const keys = new Set(flattenResources(RESOURCES.en.common).keys());
    for (const key of REQUIRED_COMMON_KEYS) expect(keys.has(key), key).toBe(true);
  });

  it('uses the agreed fixed texts', () => {
    expect(RESOURCES.nl.common.appName).toBe('Rooms');
    expect(RESOURCES.en.common.appName).toBe('Rooms');
    for (const locale of ['nl', 'en'] as const) {
      expect(RESOURCES[locale].common.language.nl).toBe('Nederlands');
      expect(RESOURCES[locale].common.language.en).toBe('English');
    }
    expect(RESOURCES.nl.common.language.switchTo).toBe('English');
    expect(RESOURCES.en.common.language.switchTo).toBe('Nederlands');
    expect(placeholdersOf(RESOURCES.nl.common.footer.copyright)).toEqual(['year']);
    expect(placeholdersOf(RESOURCES.en.common.error.traceId)).toEqual(['traceId']);
  });

  it('addresses the Dutch reader with je, never with u', () => {
    for (const ns of NAMESPACES) {
      for (const [key, text] of flattenResources(RESOURCES.nl[ns])) {
        expect(/\b(u|uw)\b/i.test(text), `nl:${ns}:${key}: ${text}`).toBe(false);
      }
    }
  });
});

describe('compareResources', () => {
  it('reports keys missing on either side and differing placeholders', () => {
    expect(
      compareResources(
        { a: 'x', nested: { b: 'Hi {{name}}', c: 'y' } },
        { nested: { b: 'Hoi {{naam}}', c: 'y' }, d: 'z' },
      ),
    ).toEqual([
      { key: 'a', problem: 'missing-in-other' },
      { key: 'nested.b', problem: 'placeholders-differ' },
      { key: 'd', problem: 'missing-in-reference' },
    ]);
  });

  it('reads placeholders with spaces and formats', () => {
    expect(placeholdersOf('{{ b }} {{a, number}} {{a}} none')).toEqual(['a', 'b']);
    expect(placeholdersOf('no placeholder')).toEqual([]);
  });
});
