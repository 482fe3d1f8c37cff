import { describe, expect, it } from 'vitest';

import { compilePattern, patternParamNames } from './route-pattern';
import {
  CREATE_LISTING_STEPS,
  isCreateListingStep,
  isRouteKey,
  ROUTE_KEYS,
  ROUTE_PARAM_VALUES,
  ROUTES,
} from './route-table';

import type { PatternSegment } from './route-pattern';

const EXPECTED_KEYS = [
  'home',
  'aboutUs',
  'cashback',
  'cookiePolicy',
  'privacyPolicy',
  'termsConditions',
  'howItWorks',
  'landlordHowItWorks',
  'safetyTenant',
  'safetyLandlord',
  'rentOutRoom',
  'rentOutHome',
  'referrals',
  'partnerships',
  'notFound',
  'premiumAccountPayment',
  'paymentReminder',
  'paymentStatus',
  'emailUnsubscribe',
  'designSystem',
  'sitemapStatic',
  'sitemapCategory',
  'sitemapCity',
  'landlordProfile',
  'tenantProfile',
  'usefulTips',
  'oauthSignin',
  'oauthSignup',
  'oauthSignout',
  'oauthRefresh',
  'oauthSigninOnetap',
  'login',
  'register',
  'passwordReset',
  'search',
  'searchStreet',
  'listingDetail',
  'roommates',
  'myMessages',
  'conversation',
  'reactToListing',
  'reactToListingSuccess',
  'myAccount',
  // Ours (issue 27): the one-click stop link of the renewal reminder.
  'stopSubscription',
  'publicProfile',
  'accountSettings',
  'accountAlerts',
  'dashboard',
  'myFavoriteRooms',
  'myFavoriteTenants',
  'unsubscribe',
  'makePayment',
  'myAdverts',
  // Ours (issue 28): the one-click "still available" link of the fresh-adverts e-mails.
  'confirmAdvert',
  'studenthouse',
  'tenantSearchPayment',
  'previewRoomAdvert',
  'createListing',
  'createListingStep',
  'moderation',
  'moderationAuditLog',
  'moderationConversation',
];

/** Whether every path of `later` also matches `earlier` (so `later` could never be reached). */
function shadows(earlier: readonly PatternSegment[], later: readonly PatternSegment[]): boolean {
  if (earlier.length !== later.length) return false;
  return earlier.every((segment, index) => {
    const other = later[index];
    if (segment.kind === 'param') return true;
    return other?.kind === 'static' && other.value === segment.value;
  });
}

describe('ROUTES', () => {
  it('has exactly the routes of §2', () => {
    expect([...ROUTE_KEYS].sort()).toEqual([...EXPECTED_KEYS].sort());
  });

  it('puts English patterns under /en and Dutch ones unprefixed', () => {
    for (const key of ROUTE_KEYS) {
      const { nl, en }: { nl: string; en: string } = ROUTES[key];
      expect(en === '/en' || en.startsWith('/en/'), `${key}: ${en}`).toBe(true);
      expect(nl === '/en' || nl.startsWith('/en/'), `${key}: ${nl}`).toBe(false);
    }
  });

  it('gives the Dutch and English pattern of a route the same parameters', () => {
    for (const key of ROUTE_KEYS) {
      const { nl, en } = ROUTES[key];
      expect(patternParamNames(nl).sort(), key).toEqual(patternParamNames(en).sort());
      expect(new Set(patternParamNames(en)).size, `${key}: duplicate param`).toBe(
        patternParamNames(en).length,
      );
    }
  });

  it('has no duplicate pattern and no route shadowed by an earlier one', () => {
    for (const locale of ['nl', 'en'] as const) {
      const patterns = ROUTE_KEYS.map((key) => ROUTES[key][locale]);
      expect(new Set(patterns).size).toBe(patterns.length);
      const compiled = patterns.map(compilePattern);
      compiled.forEach((later, j) => {
        compiled.slice(0, j).forEach((earlier, i) => {
          expect(shadows(earlier, later), `${patterns[i]} shadows ${patterns[j]}`).toBe(false);
        });
      });
    }
  });

  it('uses the paths §2 gives', () => {
    expect(ROUTES.home).toMatchObject({ nl: '/', en: '/en' });
    expect(ROUTES.search).toMatchObject({
      nl: '/huren/:searchCategoryAndCity',
      en: '/en/for-rent/:searchCategoryAndCity',
    });
    expect(ROUTES.login).toMatchObject({ nl: '/gebruiker/inloggen', en: '/en/user/login' });
    expect(ROUTES.roommates).toMatchObject({ nl: '/huisgenoten/:city', en: '/en/roommates/:city' });
    expect(ROUTES.usefulTips).toMatchObject({
      nl: '/tips/studenten',
      en: '/en/tips/international-students',
    });
    expect(ROUTES.createListingStep).toMatchObject({
      nl: '/maken-advertentie/:listingID/:step',
      en: '/en/create-listing/:listingID/:step',
    });
    expect(ROUTES.cashback).toMatchObject({ nl: '/cashback', en: '/en/cashback' });
  });

  it('keeps the staff pages out of the sign-in redirect: they answer 404 to non-staff', () => {
    expect(ROUTES.moderation).toMatchObject({ nl: '/moderatie', en: '/en/moderation' });
    for (const key of ['moderation', 'moderationAuditLog', 'moderationConversation'] as const) {
      expect(ROUTES[key], key).toMatchObject({ private: false, landlord: false });
    }
  });

  it('flags private and landlord routes as §2 says', () => {
    const flags = (key: keyof typeof ROUTES) => ({
      private: ROUTES[key].private,
      landlord: ROUTES[key].landlord,
    });
    expect(flags('home')).toEqual({ private: false, landlord: false });
    expect(flags('search')).toEqual({ private: false, landlord: false });
    expect(flags('listingDetail')).toEqual({ private: false, landlord: false });
    expect(flags('login')).toEqual({ private: false, landlord: false });
    expect(flags('paymentStatus')).toEqual({ private: false, landlord: false });
    for (const key of [
      'myMessages',
      'conversation',
      'reactToListing',
      'myAccount',
      'accountSettings',
      'dashboard',
      'myFavoriteRooms',
      'makePayment',
    ] as const) {
      expect(flags(key), key).toEqual({ private: true, landlord: false });
    }
    for (const key of [
      'myAdverts',
      'studenthouse',
      'tenantSearchPayment',
      'createListing',
      'createListingStep',
      'previewRoomAdvert',
    ] as const) {
      expect(flags(key), key).toEqual({ private: true, landlord: true });
    }
  });
});

describe('listing wizard steps', () => {
  it('lists the fifteen steps of §2 and validates them', () => {
    expect(CREATE_LISTING_STEPS).toHaveLength(15);
    expect(isCreateListingStep('listing-type')).toBe(true);
    expect(isCreateListingStep('reactivate')).toBe(true);
    expect(isCreateListingStep('Listing-Type')).toBe(false);
    expect(isCreateListingStep(3)).toBe(false);
    expect(ROUTE_PARAM_VALUES.createListingStep?.step).toBe(CREATE_LISTING_STEPS);
  });
});

describe('isRouteKey', () => {
  it('accepts own keys only', () => {
    expect(isRouteKey('search')).toBe(true);
    expect(isRouteKey('toString')).toBe(false);
    expect(isRouteKey('/huren')).toBe(false);
  });
});

describe('compilePattern', () => {
  it('splits patterns and rejects broken ones', () => {
    expect(compilePattern('/')).toEqual([]);
    expect(compilePattern('/a/:b')).toEqual([
      { kind: 'static', value: 'a' },
      { kind: 'param', name: 'b' },
    ]);
    expect(() => compilePattern('a')).toThrow(/must start with/);
    expect(() => compilePattern('/a//b')).toThrow(/empty segment/);
    expect(() => compilePattern('/a/:')).toThrow(/empty segment/);
  });
});
