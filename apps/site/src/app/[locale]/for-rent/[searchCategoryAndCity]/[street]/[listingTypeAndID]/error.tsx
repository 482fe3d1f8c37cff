'use client';

import { ClientSiteShell } from '../../../../../../shell/client-site-shell';
import { ServerErrorView } from '../../../../../../shell/server-error-view';

import type { BoundaryError } from '../../../../../../shell/server-error-view';

/** Props Next.js hands to an error boundary. */
interface ListingErrorProps {
  error: BoundaryError;
  reset: () => void;
}

/**
 * Error boundary of the listing page (§8): the site's 500 page with its trace id, so a failing
 * listing never shows the search page's "results could not be loaded" boundary above it.
 */
export default function ListingError({ error, reset }: ListingErrorProps) {
  return (
    <ClientSiteShell>
      <ServerErrorView error={error} reset={reset} />
    </ClientSiteShell>
  );
}
