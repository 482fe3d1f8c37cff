import { DEFAULT_LOCALE } from '@rooms/i18n';

import type { Locale } from '@rooms/i18n';
import type { PageAlternates } from '@rooms/ui/shell-content';
import type { Metadata } from 'next';

/**
 * Canonical and `hreflang` alternates of a page for Next.js metadata: `canonical` is the page in
 * its own language; `languages` lists nl, en and `x-default` (the Dutch page). Paths are relative
 * and resolved against `metadataBase` (set from `NEXT_PUBLIC_SITE_URL` in the root layout).
 *
 * @param locale the page's language
 * @param alternates the page in both languages (`routeAlternates` of `@rooms/ui/shell-content`)
 * @returns the `alternates` field of `Metadata`
 */
export function metadataAlternates(
  locale: Locale,
  alternates: PageAlternates,
): NonNullable<Metadata['alternates']> {
  return {
    canonical: alternates[locale],
    languages: { nl: alternates.nl, en: alternates.en, 'x-default': alternates[DEFAULT_LOCALE] },
  };
}
