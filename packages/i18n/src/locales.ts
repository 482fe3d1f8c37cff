/**
 * The site's languages (§3 "Site languages: en, nl"; §2 routes). Dutch is the unprefixed
 * default, English paths carry the `/en` prefix.
 */
export const LOCALES = ['nl', 'en'] as const;

/** A site language: `'nl'` (default, unprefixed paths) or `'en'` (paths under `/en`). §2, §3. */
export type Locale = 'nl' | 'en';

/** The default language: Dutch, served without a path prefix. §2. */
export const DEFAULT_LOCALE = 'nl' satisfies Locale;

/** The path prefix of English URLs; the English home page is exactly this path. §2. */
export const EN_PREFIX = '/en';

/**
 * Whether a value is one of {@link LOCALES}.
 *
 * @param value any value (a cookie, a header part, a URL segment …)
 * @returns true when `value` is exactly `'nl'` or `'en'` (case-sensitive); never throws
 */
export function isLocale(value: unknown): value is Locale {
  return value === 'nl' || value === 'en';
}

/**
 * A stored language as a site language: an account's `locale` column, a job's payload.
 *
 * @param value any value
 * @returns `value` when it is one of {@link LOCALES}, else {@link DEFAULT_LOCALE}; never throws
 */
export function localeOrDefault(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/**
 * The other site language, used by the language switch. §2 "The language-switch URL is
 * derived from the current route".
 *
 * @param locale a site language
 * @returns `'en'` for `'nl'` and `'nl'` for `'en'`; never throws
 */
export function otherLocale(locale: Locale): Locale {
  return locale === 'nl' ? 'en' : 'nl';
}
