'use client';

import { DEFAULT_LOCALE, localeFromPath } from '@rooms/i18n';
import { useSyncExternalStore } from 'react';

import { lazyComponent } from '../client/lazy-component';

import type { BoundaryError } from '../shell/server-error-view';
import type { Locale } from '@rooms/i18n';

/** Providers, logo-only shell and 500 page, loaded only when the root layout fails. */
const GlobalErrorBody = lazyComponent(() =>
  import('../shell/global-error-body').then((module) => module.default),
);

/** Props Next.js hands to the global error boundary. */
interface GlobalErrorProps {
  error: BoundaryError;
  reset: () => void;
}

const noSubscription = () => () => undefined;

/** The language of the URL in the address bar (this boundary gets no params); Dutch on the server. */
function useAddressLocale(): Locale {
  return useSyncExternalStore(
    noSubscription,
    () => localeFromPath(window.location.pathname),
    () => DEFAULT_LOCALE,
  );
}

/**
 * Last-resort error boundary (§8), for failures in the root layout itself: its own document in
 * the address bar's language with the simple (logo-only) header — the user and the flags could
 * not be read — and the 500 page, the error logged with the trace id shown.
 */
export default function GlobalError({ error, reset }: GlobalErrorProps) {
  const locale = useAddressLocale();
  return (
    <html lang={locale}>
      <body>
        <GlobalErrorBody locale={locale} error={error} reset={reset} />
      </body>
    </html>
  );
}
