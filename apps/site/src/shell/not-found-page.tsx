import { getT } from '@rooms/i18n';
import { ErrorPage } from '@rooms/ui/error-page';
import { routeAlternates } from '@rooms/ui/shell-content';

import { notFoundPageProps } from './not-found-content';
import { SiteShell } from './site-shell';
import { createTraceId } from './trace-id';

import type { Locale } from '@rooms/i18n';

/** Props of {@link NotFoundPage}. */
export interface NotFoundPageProps {
  readonly locale: Locale;
}

/**
 * The 404 page of §2 inside the site shell, server-rendered for URLs that match no route
 * (`app/global-not-found.tsx`; a page calling `notFound()` shows `NotFoundScreen` instead):
 * heading "this page does not exist", the §2 links (how it works, public profile, create advert, settings, my adverts, my account,
 * conversations, favourite rooms and tenants, alerts) and a trace id, logged on the server at
 * info level so support can find the visit. The language switch leads to the other home page.
 */
export async function NotFoundPage({ locale }: NotFoundPageProps) {
  const t = await getT(locale);
  const traceId = createTraceId();
  console.info(`[rooms] not-found trace=${traceId} locale=${locale}`);
  return (
    <SiteShell locale={locale} t={t} alternates={routeAlternates('home')}>
      <ErrorPage {...notFoundPageProps(locale, t, traceId)} />
    </SiteShell>
  );
}
