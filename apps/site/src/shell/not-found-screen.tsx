'use client';

import { clientResources } from '@rooms/i18n';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { ErrorPage } from '@rooms/ui/error-page';
import { useEffect, useState } from 'react';

import { AppProviders } from './app-providers';
import { ClientSiteShell } from './client-site-shell';
import { notFoundPageProps, notFoundTitle } from './not-found-content';
import { createTraceId } from './trace-id';

import type { Locale } from '@rooms/i18n';

/**
 * The 404 page's body and document title, with a trace id made (and logged to the console) after
 * mounting, so the id shown is the one logged and the server HTML and hydration agree.
 */
function NotFoundView() {
  const locale = useLocale();
  const { t } = useTranslation('common');
  const [traceId, setTraceId] = useState<string | null>(null);
  useEffect(() => {
    const id = createTraceId();
    console.info(`[rooms] not-found trace=${id} locale=${locale}`);
    setTraceId(id);
  }, [locale]);
  return (
    <>
      {/* React places it in <head>: a not-found boundary has no metadata of its own. */}
      <title>{notFoundTitle(t)}</title>
      <ErrorPage {...notFoundPageProps(locale, t, traceId)} />
    </>
  );
}

/** Props of {@link NotFoundScreen}. */
export interface NotFoundScreenProps {
  /** The language of the page that was not found. */
  readonly locale: Locale;
}

/**
 * The 404 page of §2 for a page that calls `notFound()` (an unknown listing, conversation or
 * landlord): the client-rendered site shell with the signed-in user, the §2 links and a trace id.
 * Next.js renders a layout's not-found boundary into every page's payload, so the boundary is a
 * client component that loads this module on demand (`next/dynamic`): a server-rendered 404 there
 * would be rendered, logged and shipped with every page view.
 */
export function NotFoundScreen({ locale }: NotFoundScreenProps) {
  return (
    <AppProviders locale={locale} resources={clientResources(locale)}>
      <ClientSiteShell>
        <NotFoundView />
      </ClientSiteShell>
    </AppProviders>
  );
}

export default NotFoundScreen;
