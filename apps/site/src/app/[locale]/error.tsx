'use client';

import { DEFAULT_LOCALE, isLocale } from '@rooms/i18n';
import { useParams } from 'next/navigation';

import { lazyComponent } from '../../client/lazy-component';

import type { BoundaryError } from '../../shell/server-error-view';

/** The 500 page in the site shell, loaded only when an error is caught. */
const ErrorScreen = lazyComponent(() =>
  import('../../shell/error-screen').then((module) => module.default),
);

/** Props Next.js hands to an error boundary. */
interface ErrorBoundaryProps {
  error: BoundaryError;
  reset: () => void;
}

/**
 * Error boundary of a language (§8 "The top-level error boundary shows the 500 page and reports
 * the error"): the 500 page inside the site shell (header with the signed-in user), the error
 * logged with the trace id that the page shows. The page's code is loaded on demand, so it does
 * not weigh on every page.
 */
export default function ErrorBoundary({ error, reset }: ErrorBoundaryProps) {
  const { locale } = useParams<{ locale: string }>();
  return (
    <ErrorScreen locale={isLocale(locale) ? locale : DEFAULT_LOCALE} error={error} reset={reset} />
  );
}
