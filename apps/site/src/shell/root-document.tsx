import '@rooms/ui/base.css';

import { SessionProvider } from '../client/session';

import { DEFAULT_SHELL_CONFIG, ShellConfigProvider } from './shell-config';
import { LazyTopLoader } from './top-loader-lazy';

import type { ShellConfig } from './shell-config';
import type { Locale } from '@rooms/i18n';
import type { ReactNode } from 'react';

/** Props of {@link RootDocument}. */
export interface RootDocumentProps {
  /** The page's language: `<html lang>`. */
  readonly locale: Locale;
  /** Flags and help centre for client-rendered shells (error pages); all off by default. */
  readonly shellConfig?: ShellConfig;
  readonly children: ReactNode;
}

/**
 * The HTML document of every page: `<html lang>` (no web font: the theme's stack uses the device's fonts),
 * the theme's CSS variables and base styles (the same the MUI theme uses, so CSS-module pages and
 * MUI pages look alike), the session (read by the browser: nothing here depends on the
 * visitor, so pages can be static) and the shell configuration for client components,
 * and the top loading bar. Deliberately light: MUI, i18next and TanStack Query come only with the
 * interactive pages (`AppProviders`). Used by the `[locale]` root layout and
 * `global-not-found.tsx`.
 */
export function RootDocument({
  locale,
  shellConfig = DEFAULT_SHELL_CONFIG,
  children,
}: RootDocumentProps) {
  return (
    <html lang={locale}>
      <body>
        <LazyTopLoader />
        <SessionProvider>
          <ShellConfigProvider value={shellConfig}>{children}</ShellConfigProvider>
        </SessionProvider>
      </body>
    </html>
  );
}
