'use client';

import { ClientSiteShell } from './client-site-shell';
import { ServerErrorView } from './server-error-view';

import type { BoundaryError } from './server-error-view';
import type { ShellVariant } from './shell-frame';

/** Props of {@link ErrorScreen}. */
export interface ErrorScreenProps {
  readonly error: BoundaryError;
  /** The boundary's `reset`. */
  readonly reset?: () => void;
  /** `simple` when the root layout itself failed (no user, no flags). */
  readonly variant?: ShellVariant;
}

/**
 * The 500 page inside the client-rendered site shell (§2, §8): what the error boundaries show.
 * Its own module so the boundaries can load it on demand (`next/dynamic`) instead of carrying the
 * whole shell in every page's first-load JavaScript.
 */
export function ErrorScreen({ error, reset, variant = 'full' }: ErrorScreenProps) {
  return (
    <ClientSiteShell variant={variant}>
      <ServerErrorView error={error} {...(reset ? { reset } : {})} />
    </ClientSiteShell>
  );
}

export default ErrorScreen;
