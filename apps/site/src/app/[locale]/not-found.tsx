import { DEFAULT_LOCALE, isLocale } from '@rooms/i18n';
import { headers } from 'next/headers';

import { LOCALE_HEADER } from '../../locale-routing';
import { NotFoundPage } from '../../shell/not-found-page';

/**
 * 404 boundary of a language, for pages that call `notFound()` (e.g. an unknown listing):
 * server-rendered with the header of the signed-in user. Next.js gives not-found boundaries no
 * params, so the language comes from the proxy's {@link LOCALE_HEADER}. Unmatched URLs get
 * `app/global-not-found.tsx`, which renders the same page.
 */
export default async function NotFound() {
  const value = (await headers()).get(LOCALE_HEADER);
  return <NotFoundPage locale={isLocale(value) ? value : DEFAULT_LOCALE} />;
}
