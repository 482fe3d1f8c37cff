'use client';

import { clientResources } from '@rooms/i18n';

import { AppProviders } from './app-providers';
import { ClientSiteShell } from './client-site-shell';
import { ServerErrorView } from './server-error-view';

import type { BoundaryError } from './server-error-view';
import type { ShellVariant } from './shell-frame';
import type { Locale } from '@rooms/i18n';

/** Props of {@link ErrorScreen}. */
export interface ErrorScreenProps {
  /** The language of the page that failed. */
  readonly locale: Locale;
  readonly error: BoundaryError;
  /** The boundary's `reset`. */
  readonly reset?: () => void;
  /** `simple` when the root layout itself failed (no user, no flags). */
  readonly variant?: ShellVariant;
}

/**
 * The 500 page inside the client-rendered site shell (§2, §8): what the error boundaries show,
 * with the client providers it needs (the boundary of a language sits above the `(app)` layout,
 * so a failing public page has none). Its own module so the boundaries can load it on demand
 * (`next/dynamic`) instead of carrying the shell, the texts and MUI in every page's first load.
 */
export function ErrorScreen({ locale, error, reset, variant = 'full' }: ErrorScreenProps) {
  return (
    <AppProviders locale={locale} resources={clientResources(locale)}>
      <ClientSiteShell variant={variant}>
        <ServerErrorView error={error} {...(reset ? { reset } : {})} />
      </ClientSiteShell>
    </AppProviders>
  );
}

export default ErrorScreen;
