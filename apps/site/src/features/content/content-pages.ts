import { CASHBACK_PERCENT, REFERRAL_REWARD_DAYS, SEPA_CHARGEBACK_DAYS } from '@rooms/domain';

import type { EN_RESOURCES, Locale, RouteKey } from '@rooms/i18n';
import type { ContentPageText, ContentSection } from '@rooms/ui/content-page';
import type { TFunction } from 'i18next';

/** The `content`-namespace `t` function (server: `getT(locale, 'content')`). */
export type ContentT = TFunction<'content'>;

/** A public content page of §2 with its texts under `pages.<key>` of the `content` namespace. */
export type ContentPageKey = keyof (typeof EN_RESOURCES)['content']['pages'];

/** Small line above a page title (`eyebrow.<key>` of the `content` namespace). */
export type ContentEyebrow = keyof (typeof EN_RESOURCES)['content']['eyebrow'];

/** A list of numbered steps of the `content` namespace (`steps.<key>`). */
export type ContentSteps = keyof (typeof EN_RESOURCES)['content']['steps'];

/**
 * The values of the rules the content texts state (`{{days}}`, `{{weeks}}`, `{{percent}}`),
 * taken from the domain so the pages never repeat a number: the referral reward, the SEPA
 * chargeback window in weeks, the cashback share.
 */
export const CONTENT_TEXT_VALUES = {
  days: REFERRAL_REWARD_DAYS,
  weeks: Math.round(SEPA_CHARGEBACK_DAYS / 7),
  percent: CASHBACK_PERCENT,
} as const;

/** What a content page shows besides its sections. */
export interface ContentPageConfig {
  /** The line above the title. */
  readonly eyebrow: ContentEyebrow;
  /** Long pages (legal, tips) get a table of contents. */
  readonly toc?: boolean;
  /** Legal pages show when they were last changed ({@link LEGAL_PAGES_UPDATED}). */
  readonly updated?: boolean;
  /**
   * Numbered steps shown above the sections (`steps.<key>` of the `content` namespace): the
   * home page's for the how-it-works pages, three of their own for referrals and cashback.
   */
  readonly steps?: ContentSteps;
  /** Live figures (active tenants, average rent-out days) above the sections (rent-out pages). */
  readonly figures?: boolean;
  /** The sources of the site's reference data, with their attribution, after the sections. */
  readonly sources?: boolean;
  /** The call to action after the sections: start searching, or place an advert. */
  readonly cta?: 'search' | 'advert';
  /** Related pages linked at the end, in order. */
  readonly related: readonly (ContentPageKey | 'home')[];
}

/**
 * Every public content page of §2 and what it shows: the route key of `@rooms/i18n` is the
 * page key, its folder under `app/[locale]/` is the English path of that route.
 */
export const CONTENT_PAGES = {
  aboutUs: {
    eyebrow: 'company',
    sources: true,
    related: ['howItWorks', 'landlordHowItWorks', 'safetyTenant', 'partnerships'],
  },
  howItWorks: {
    eyebrow: 'tenants',
    steps: 'tenant',
    cta: 'search',
    related: ['safetyTenant', 'usefulTips', 'cashback'],
  },
  landlordHowItWorks: {
    eyebrow: 'landlords',
    steps: 'landlord',
    cta: 'advert',
    related: ['rentOutRoom', 'rentOutHome', 'safetyLandlord'],
  },
  safetyTenant: {
    eyebrow: 'tenants',
    cta: 'search',
    related: ['howItWorks', 'usefulTips', 'safetyLandlord'],
  },
  safetyLandlord: {
    eyebrow: 'landlords',
    cta: 'advert',
    related: ['landlordHowItWorks', 'rentOutRoom', 'safetyTenant'],
  },
  rentOutRoom: {
    eyebrow: 'landlords',
    figures: true,
    cta: 'advert',
    related: ['landlordHowItWorks', 'safetyLandlord', 'rentOutHome'],
  },
  rentOutHome: {
    eyebrow: 'landlords',
    figures: true,
    cta: 'advert',
    related: ['landlordHowItWorks', 'safetyLandlord', 'rentOutRoom'],
  },
  cashback: {
    eyebrow: 'tenants',
    steps: 'cashback',
    related: ['howItWorks', 'referrals', 'termsConditions'],
  },
  referrals: {
    eyebrow: 'premium',
    steps: 'referral',
    related: ['cashback', 'howItWorks', 'partnerships'],
  },
  partnerships: { eyebrow: 'partners', related: ['referrals', 'aboutUs'] },
  usefulTips: {
    eyebrow: 'tenants',
    toc: true,
    cta: 'search',
    related: ['safetyTenant', 'howItWorks'],
  },
  cookiePolicy: {
    eyebrow: 'legal',
    toc: true,
    updated: true,
    related: ['privacyPolicy', 'termsConditions'],
  },
  privacyPolicy: {
    eyebrow: 'legal',
    toc: true,
    updated: true,
    related: ['cookiePolicy', 'termsConditions'],
  },
  termsConditions: {
    eyebrow: 'legal',
    toc: true,
    updated: true,
    related: ['privacyPolicy', 'cookiePolicy', 'safetyTenant'],
  },
} as const satisfies Record<ContentPageKey, ContentPageConfig> &
  Record<ContentPageKey, { related: readonly RouteKey[] }>;

/** The content page keys in sitemap order. */
export const CONTENT_PAGE_KEYS = Object.keys(CONTENT_PAGES) as ContentPageKey[];

/** The date the legal pages (terms, privacy, cookies) last changed, `YYYY-MM-DD`. */
export const LEGAL_PAGES_UPDATED = '2026-11-01';

/** The texts of one content page: its metadata and what `ContentPage` renders. */
export interface ContentPageTexts extends ContentPageText {
  readonly meta: { readonly title: string; readonly description: string };
}

/**
 * Reads the texts of a content page from the `content` namespace (`pages.<key>`, read whole,
 * with the {@link CONTENT_TEXT_VALUES} filled in) and checks their shape, so a broken translation fails loudly instead of rendering half a page.
 *
 * @param t the `content` translations of the page's language
 * @param key the page
 * @returns title, intro, sections and metadata texts
 * @throws Error naming the page when the texts lack a title, an intro or well-formed sections
 */
export function contentPageTexts(t: ContentT, key: ContentPageKey): ContentPageTexts {
  const pages: unknown = t('pages', { returnObjects: true, ...CONTENT_TEXT_VALUES });
  const page = (pages as Record<string, unknown> | undefined)?.[key] as
    Partial<ContentPageTexts> | undefined;
  const sections: unknown = page?.sections;
  if (
    typeof page?.title !== 'string' ||
    typeof page.intro !== 'string' ||
    typeof page.meta?.title !== 'string' ||
    typeof page.meta.description !== 'string' ||
    !Array.isArray(sections) ||
    !sections.every(isSection)
  ) {
    throw new Error(`content page "${key}": texts are missing or malformed`);
  }
  return {
    meta: { title: page.meta.title, description: page.meta.description },
    title: page.title,
    intro: page.intro,
    sections,
  };
}

function isStringList(value: unknown): boolean {
  return value === undefined || (Array.isArray(value) && value.every((v) => typeof v === 'string'));
}

function isSection(value: unknown): value is ContentSection {
  if (typeof value !== 'object' || value === null) return false;
  const section = value as Record<string, unknown>;
  return (
    typeof section.id === 'string' &&
    typeof section.heading === 'string' &&
    isStringList(section.paragraphs) &&
    isStringList(section.list) &&
    isStringList(section.closing)
  );
}

/**
 * The "last updated" date of the legal pages in the page's language, e.g. "1 november 2026".
 *
 * @param locale the page's language
 * @returns the formatted {@link LEGAL_PAGES_UPDATED} (day month year, UTC)
 */
export function formatUpdatedDate(locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${LEGAL_PAGES_UPDATED}T00:00:00Z`));
}
