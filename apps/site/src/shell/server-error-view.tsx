'use client';

import { pathFor } from '@rooms/i18n';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { ErrorPage } from '@rooms/ui/error-page';
import { useRouter } from 'next/navigation';
import { startTransition, useEffect, useState } from 'react';

import { createTraceId } from './trace-id';

/** The error Next.js hands to an error boundary: `digest` identifies a server-side error in the server log. */
export type BoundaryError = Error & { digest?: string };

/** Props of {@link ServerErrorView}. */
export interface ServerErrorViewProps {
  readonly error: BoundaryError;
  /** The boundary's `reset`: re-renders the failed segment. */
  readonly reset?: () => void;
}

/**
 * Logs a caught error with a new trace id (§8 "The top-level error boundary shows the 500 page and
 * reports the error"): one `console.error` line with the trace id and the error digest, then the
 * error itself.
 *
 * @param error the caught error
 * @returns the trace id that was logged
 */
export function reportBoundaryError(error: BoundaryError): string {
  const traceId = createTraceId();
  console.error(`[rooms] trace=${traceId} digest=${error.digest ?? 'none'}`, error);
  return traceId;
}

/**
 * The body of the 500 page (§2): "oops" heading, technical-difficulties text, the refresh hint, a
 * retry button (re-fetches the server components and re-renders), a link home, and the trace id
 * that was logged. The id is made and logged after mounting, so the one shown is the one logged.
 */
export function ServerErrorView({ error, reset }: ServerErrorViewProps) {
  const locale = useLocale();
  const router = useRouter();
  const { t } = useTranslation('common');
  const { t: shellT } = useTranslation('shell');
  const [traceId, setTraceId] = useState<string | null>(null);
  useEffect(() => {
    setTraceId(reportBoundaryError(error));
  }, [error]);
  const retry = reset
    ? () =>
        startTransition(() => {
          router.refresh();
          reset();
        })
    : undefined;
  return (
    <ErrorPage
      code="500"
      title={t('error.title')}
      text={t('error.text')}
      hint={t('error.refresh')}
      {...(retry ? { onRetry: retry, retryLabel: shellT('errorPage.retry') } : {})}
      homeAction={{ label: shellT('errorPage.home'), href: pathFor('home', locale) }}
      traceId={traceId}
      {...(traceId ? { traceIdText: t('error.traceId', { traceId }) } : {})}
    />
  );
}
