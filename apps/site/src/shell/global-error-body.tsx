'use client';

import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';

import { clientResources } from '@rooms/i18n';

import { ErrorScreen } from './error-screen';
import { RootProviders } from './root-providers';

import type { BoundaryError } from './server-error-view';
import type { Locale } from '@rooms/i18n';

/** Props of {@link GlobalErrorBody}. */
export interface GlobalErrorBodyProps {
  readonly locale: Locale;
  readonly error: BoundaryError;
  readonly reset: () => void;
}

/**
 * The body of `global-error.tsx` (the root layout itself failed): the providers of every page,
 * without the user or flags that could not be read, around the 500 page with the logo-only
 * header. Loaded only when such an error happens.
 */
export function GlobalErrorBody({ locale, error, reset }: GlobalErrorBodyProps) {
  return (
    <RootProviders locale={locale} resources={clientResources(locale)}>
      <ErrorScreen error={error} reset={reset} variant="simple" />
    </RootProviders>
  );
}

export default GlobalErrorBody;
