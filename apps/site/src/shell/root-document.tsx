import '@fontsource/roboto/300.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';

import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { I18nProvider } from '@rooms/i18n/client';
import { RoomsThemeProvider } from '@rooms/ui/rooms-theme-provider';

import type { Locale } from '@rooms/i18n';
import type { ReactNode } from 'react';

/** Props of {@link RootDocument}. */
export interface RootDocumentProps {
  /** Language of the document, written to `<html lang>`. */
  locale: Locale;
  children: ReactNode;
}

/**
 * The HTML document of every page: `<html lang>`, Roboto (self-hosted by `@fontsource/roboto`),
 * MUI's App Router style cache, the Rooms theme with CssBaseline and the client i18n provider.
 * Used by the `[locale]` root layout and by `global-not-found.tsx`.
 */
export function RootDocument({ locale, children }: RootDocumentProps) {
  return (
    <html lang={locale}>
      <body>
        <AppRouterCacheProvider>
          <RoomsThemeProvider>
            <I18nProvider locale={locale}>{children}</I18nProvider>
          </RoomsThemeProvider>
        </AppRouterCacheProvider>
      </body>
    </html>
  );
}
