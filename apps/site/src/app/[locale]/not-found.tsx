'use client';

import { DEFAULT_LOCALE, isLocale } from '@rooms/i18n';
import { useParams } from 'next/navigation';

import { lazyComponent } from '../../client/lazy-component';

/** The 404 page in the site shell, loaded only when a page is not found. */
const NotFoundScreen = lazyComponent(() =>
  import('../../shell/not-found-screen').then((module) => module.default),
);

/**
 * 404 boundary of a language, for pages that call `notFound()` (e.g. an unknown listing): the
 * 404 page in the site shell with the signed-in user. A client component on purpose: Next.js
 * renders this boundary into the payload of every page below it, and a server component here
 * would be rendered (and its trace id logged) on every page view. Unmatched URLs get
 * `app/global-not-found.tsx`, which renders the same page on the server.
 */
export default function NotFound() {
  const { locale } = useParams<{ locale: string }>();
  return <NotFoundScreen locale={isLocale(locale) ? locale : DEFAULT_LOCALE} />;
}
