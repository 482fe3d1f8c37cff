/** Site languages, §3 "Site languages: en, nl". Dutch is the unprefixed default language. */

/** The site languages. */
export const SiteLanguage = {
  English: 'en',
  Dutch: 'nl',
} as const;
/** One of the {@link SiteLanguage} codes: 'en' or 'nl'. */
export type SiteLanguage = (typeof SiteLanguage)[keyof typeof SiteLanguage];

/** A site language code ('nl' | 'en'); the name used by URL parsers and builders. */
export type Locale = SiteLanguage;

/** The default language of the site: Dutch (unprefixed paths). */
export const DEFAULT_LOCALE: Locale = SiteLanguage.Dutch;

/**
 * Type guard for a site language code.
 *
 * @param value any value, for example a path prefix or cookie
 * @returns true for exactly 'en' or 'nl'
 */
export function isLocale(value: unknown): value is Locale {
  return value === SiteLanguage.English || value === SiteLanguage.Dutch;
}
