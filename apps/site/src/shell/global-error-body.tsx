'use client';

import '@rooms/ui/base.css';

import { ErrorScreen } from './error-screen';

import type { BoundaryError } from './server-error-view';
import type { Locale } from '@rooms/i18n';

/** Props of {@link GlobalErrorBody}. */
export interface GlobalErrorBodyProps {
  readonly locale: Locale;
  readonly error: BoundaryError;
  readonly reset: () => void;
}

/**
 * The body of `global-error.tsx` (the root layout itself failed): fonts and base styles, then the
 * 500 page with the logo-only header, without the user or flags that could not be read. Loaded
 * only when such an error happens.
 */
export function GlobalErrorBody({ locale, error, reset }: GlobalErrorBodyProps) {
  return <ErrorScreen locale={locale} error={error} reset={reset} variant="simple" />;
}

export default GlobalErrorBody;
