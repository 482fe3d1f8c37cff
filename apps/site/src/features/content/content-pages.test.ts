import { CASHBACK_PERCENT, REFERRAL_REWARD_DAYS, SEPA_CHARGEBACK_DAYS } from '@rooms/domain';
import { getT, isRouteKey, LOCALES, ROUTES } from '@rooms/i18n';
import { describe, expect, it } from 'vitest';

import {
  CONTENT_PAGE_KEYS,
  CONTENT_PAGES,
  contentPageTexts,
  formatUpdatedDate,
} from './content-pages';

import type { ContentT } from './content-pages';

describe('CONTENT_PAGES', () => {
  it('covers every public content page of §2, each a public route', () => {
    expect([...CONTENT_PAGE_KEYS].sort()).toEqual(
      [
        'aboutUs',
        'cashback',
        'cookiePolicy',
        'howItWorks',
        'landlordHowItWorks',
        'partnerships',
        'privacyPolicy',
        'referrals',
        'rentOutHome',
        'rentOutRoom',
        'safetyLandlord',
        'safetyTenant',
        'termsConditions',
        'usefulTips',
      ].sort(),
    );
    for (const key of CONTENT_PAGE_KEYS) {
      expect(isRouteKey(key), key).toBe(true);
      expect(ROUTES[key].private, key).toBe(false);
    }
  });

  it('gives the legal pages a table of contents and a date, and the rent-out pages figures', () => {
    for (const key of ['termsConditions', 'privacyPolicy', 'cookiePolicy'] as const) {
      expect(CONTENT_PAGES[key]).toMatchObject({ toc: true, updated: true, eyebrow: 'legal' });
    }
    expect(CONTENT_PAGES.rentOutRoom).toMatchObject({ figures: true, cta: 'advert' });
    expect(CONTENT_PAGES.rentOutHome).toMatchObject({ figures: true, cta: 'advert' });
  });
});

describe('contentPageTexts', () => {
  it.each(LOCALES)(
    'fills the rules of referrals and cashback from the domain (%s)',
    async (locale) => {
      const t = await getT(locale, 'content');
      const referrals = JSON.stringify(contentPageTexts(t, 'referrals'));
      const cashback = JSON.stringify(contentPageTexts(t, 'cashback'));
      expect(referrals).not.toContain('{{');
      expect(cashback).not.toContain('{{');
      expect(referrals).toContain(`${REFERRAL_REWARD_DAYS} `);
      expect(referrals).toContain(`${SEPA_CHARGEBACK_DAYS / 7} `);
      expect(cashback).toContain(`${CASHBACK_PERCENT}%`);
    },
  );

  it.each(LOCALES)('reads every page in %s with unique section anchors', async (locale) => {
    const t = await getT(locale, 'content');
    for (const key of CONTENT_PAGE_KEYS) {
      const texts = contentPageTexts(t, key);
      expect(texts.title.length, key).toBeGreaterThan(3);
      expect(texts.meta.description.length, key).toBeGreaterThan(50);
      expect(texts.sections.length, key).toBeGreaterThan(2);
      const ids = texts.sections.map((section) => section.id);
      expect(new Set(ids).size, key).toBe(ids.length);
      for (const id of ids) expect(id, key).toMatch(/^[a-z][a-z0-9-]*$/);
    }
  });

  it('gives Dutch pages Dutch titles', async () => {
    const nl = contentPageTexts(await getT('nl', 'content'), 'cookiePolicy');
    const en = contentPageTexts(await getT('en', 'content'), 'cookiePolicy');
    expect(nl.title).toBe('Cookiebeleid');
    expect(en.title).toBe('Cookie policy');
  });

  it('fails loudly on malformed texts', () => {
    const broken = ((key: string) =>
      key === 'pages'
        ? {
            aboutUs: {
              title: 'x',
              intro: 'y',
              meta: { title: 'a', description: 'b' },
              sections: [{ id: 1 }],
            },
          }
        : key) as unknown as ContentT;
    expect(() => contentPageTexts(broken, 'aboutUs')).toThrow(/aboutUs/);
    expect(() => contentPageTexts(broken, 'cashback')).toThrow(/cashback/);
  });
});

describe('formatUpdatedDate', () => {
  it('writes the date in the language of the page', () => {
    expect(formatUpdatedDate('nl')).toBe('1 november 2026');
    expect(formatUpdatedDate('en')).toBe('1 November 2026');
  });
});
