import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { I18nProvider } from '@rooms/i18n/client';
import { RoomsThemeProvider } from '@rooms/ui/rooms-theme-provider';

import { QueryProvider } from '../client/query-provider';
import { SessionProvider } from '../client/session';

import { DEFAULT_SHELL_CONFIG, ShellConfigProvider } from './shell-config';
import { LazyTopLoader } from './top-loader-lazy';

import type { CurrentUser } from '../client/session';
import type { ShellConfig } from './shell-config';
import type { Locale, LocaleResources } from '@rooms/i18n';
import type { ReactNode } from 'react';

/** Props of {@link RootProviders}. */
export interface RootProvidersProps {
  /** The page's language, for the client translations. */
  locale: Locale;
  /** The texts client components may use, in that language (`clientResources(locale)`). */
  resources: Partial<LocaleResources>;
  /** The signed-in user of this request (`null` when anonymous), handed to client components. */
  user?: CurrentUser | null;
  /** Flags and help centre for client-rendered shells (error pages); all off by default. */
  shellConfig?: ShellConfig;
  children: ReactNode;
}

/**
 * Everything inside `<body>` that every page needs: MUI's App Router style cache, the Rooms theme
 * with CssBaseline, the client i18n provider, TanStack Query with the top loading bar, the
 * signed-in user and the shell configuration. No server-only code, so client boundaries can use
 * it too.
 */
export function RootProviders({
  locale,
  resources,
  user = null,
  shellConfig = DEFAULT_SHELL_CONFIG,
  children,
}: RootProvidersProps) {
  return (
    <AppRouterCacheProvider>
      <RoomsThemeProvider>
        <I18nProvider locale={locale} resources={resources}>
          <QueryProvider>
            <LazyTopLoader />
            <SessionProvider user={user}>
              <ShellConfigProvider value={shellConfig}>{children}</ShellConfigProvider>
            </SessionProvider>
          </QueryProvider>
        </I18nProvider>
      </RoomsThemeProvider>
    </AppRouterCacheProvider>
  );
}
