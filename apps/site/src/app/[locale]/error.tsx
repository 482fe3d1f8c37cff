'use client';

import { ClientSiteShell } from '../../shell/client-site-shell';
import { ServerErrorView } from '../../shell/server-error-view';

import type { BoundaryError } from '../../shell/server-error-view';

/** Props Next.js hands to an error boundary. */
interface ErrorBoundaryProps {
  error: BoundaryError;
  reset: () => void;
}

/**
 * Error boundary of a language (§8 "The top-level error boundary shows the 500 page and reports
 * the error"): the 500 page inside the site shell (header with the signed-in user), the error
 * logged with the trace id that the page shows.
 */
export default function ErrorBoundary({ error, reset }: ErrorBoundaryProps) {
  return (
    <ClientSiteShell>
      <ServerErrorView error={error} reset={reset} />
    </ClientSiteShell>
  );
}
