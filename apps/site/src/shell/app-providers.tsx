'use client';

import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { I18nProvider } from '@rooms/i18n/client';
import { RoomsThemeProvider } from '@rooms/ui/rooms-theme-provider';

import { documentNonce } from '../client/document-nonce';
import { QueryProvider } from '../client/query-provider';

import { LazyQueryLoadingBar } from './top-loader-lazy';

import type { Locale, LocaleResources } from '@rooms/i18n';
import type { ReactNode } from 'react';

/** Props of {@link AppProviders}. */
export interface AppProvidersProps {
  /** The page's language, for the client translations. */
  readonly locale: Locale;
  /** The texts client components may use, in that language (`clientResources(locale)`). */
  readonly resources: Partial<LocaleResources>;
  /**
   * The page's CSP nonce (`requestNonce()`), put on the `<style>` elements Emotion writes for MUI,
   * on the server and in the browser; the policy refuses style elements without it. Default: the
   * document's (`documentNonce()`), for what renders only in the browser (the error screens).
   */
  readonly styleNonce?: string | undefined;
  readonly children: ReactNode;
}

/**
 * What the interactive pages need in the browser (the `(app)` route group: search, listing
 * detail, accounts, wizard, messages …): MUI's App Router style cache, the Rooms theme with
 * CssBaseline, the client i18n provider and TanStack Query driving the top loading bar. Public
 * content pages render without them (server components and CSS modules), so their first-load
 * JavaScript carries none of MUI, emotion, i18next or TanStack Query (issue 4 budget).
 */
export function AppProviders({ locale, resources, styleNonce, children }: AppProvidersProps) {
  return (
    // The cache is made once, with the nonce of the document's policy.
    <AppRouterCacheProvider options={{ key: 'mui', nonce: styleNonce ?? documentNonce() }}>
      <RoomsThemeProvider>
        <I18nProvider locale={locale} resources={resources}>
          <QueryProvider>
            <LazyQueryLoadingBar />
            {children}
          </QueryProvider>
        </I18nProvider>
      </RoomsThemeProvider>
    </AppRouterCacheProvider>
  );
}
