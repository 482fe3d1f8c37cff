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
   * The page's CSP nonce (`requestNonce()`), put on the `<style>` elements Emotion writes for MUI
   * on the server; the policy refuses style elements without it. In the browser the document's
   * own (`documentNonce()`) wins: after a client-side navigation the layout's props come from a
   * later request with a nonce of its own, which the document's policy does not know.
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
    // The nonce of the document's policy in the browser, of the request on the server.
    <AppRouterCacheProvider options={{ key: 'mui', nonce: documentNonce() ?? styleNonce }}>
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
