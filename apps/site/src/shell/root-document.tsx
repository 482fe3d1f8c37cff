import '@fontsource/roboto/300.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';

import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { I18nProvider } from '@rooms/i18n/client';
import { RoomsThemeProvider } from '@rooms/ui/rooms-theme-provider';

import { QueryProvider } from '../client/query-provider';
import { SessionProvider } from '../client/session';

import { DEFAULT_SHELL_CONFIG, ShellConfigProvider } from './shell-config';
import { TopLoader } from './top-loader';

import type { CurrentUser } from '../client/session';
import type { ShellConfig } from './shell-config';
import type { Locale } from '@rooms/i18n';
import type { ReactNode } from 'react';

/** Props of {@link RootDocument}. */
export interface RootDocumentProps {
  /** Language of the document, written to `<html lang>`. */
  locale: Locale;
  /** The signed-in user of this request (`null` when anonymous), handed to client components. */
  user?: CurrentUser | null;
  /** Flags and help centre for client-rendered shells (error pages); all off by default. */
  shellConfig?: ShellConfig;
  children: ReactNode;
}

/**
 * The HTML document of every page: `<html lang>`, Roboto (self-hosted by `@fontsource/roboto`),
 * MUI's App Router style cache, the Rooms theme with CssBaseline, the client i18n provider,
 * TanStack Query with the top loading bar, the signed-in user and the shell configuration.
 * Used by the `[locale]` root layout, `global-not-found.tsx` and `global-error.tsx`; holds no
 * server-only code, so the client `global-error` can render it too.
 */
export function RootDocument({
  locale,
  user = null,
  shellConfig = DEFAULT_SHELL_CONFIG,
  children,
}: RootDocumentProps) {
  return (
    <html lang={locale}>
      <body>
        <AppRouterCacheProvider>
          <RoomsThemeProvider>
            <I18nProvider locale={locale}>
              <QueryProvider>
                <TopLoader />
                <SessionProvider user={user}>
                  <ShellConfigProvider value={shellConfig}>{children}</ShellConfigProvider>
                </SessionProvider>
              </QueryProvider>
            </I18nProvider>
          </RoomsThemeProvider>
        </AppRouterCacheProvider>
      </body>
    </html>
  );
}
