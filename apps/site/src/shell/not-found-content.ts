import { notFoundLinks } from '@rooms/ui/shell-content';

import type { Locale } from '@rooms/i18n';
import type { ErrorPageProps } from '@rooms/ui/error-page';
import type { CommonT } from '@rooms/ui/shell-content';

/**
 * What the 404 page of §2 shows, for the server page (unmatched URLs) and the client boundary
 * (`notFound()` in a page) alike: code, heading, text, the §2 links and the trace id line.
 *
 * @param locale the page's language
 * @param t the `common` translations of that language
 * @param traceId the trace id of this visit, or `null` while not yet made (client boundary)
 * @returns the props of `ErrorPage`
 */
export function notFoundPageProps(
  locale: Locale,
  t: CommonT,
  traceId: string | null,
): ErrorPageProps {
  return {
    code: '404',
    title: t('notFound.title'),
    text: t('notFound.text'),
    links: notFoundLinks(locale, t),
    traceId,
    ...(traceId ? { traceIdText: t('error.traceId', { traceId }) } : {}),
  };
}

/**
 * The document title of the 404 page, e.g. "Deze pagina bestaat niet – Rooms".
 *
 * @param t the `common` translations of the page's language
 * @returns the title
 */
export function notFoundTitle(t: CommonT): string {
  return `${t('notFound.title')} – ${t('appName')}`;
}
