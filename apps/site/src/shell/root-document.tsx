import '@fontsource/roboto/300.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';

import { clientResources } from '@rooms/i18n';

import { RootProviders } from './root-providers';

import type { RootProvidersProps } from './root-providers';

/**
 * Props of {@link RootDocument}: those of `RootProviders` but the texts, which it picks itself
 * (`clientResources`); `locale` also sets `<html lang>`.
 */
export type RootDocumentProps = Omit<RootProvidersProps, 'resources'>;

/**
 * The HTML document of every page: `<html lang>`, Roboto (self-hosted by `@fontsource/roboto`)
 * and the {@link RootProviders} (style cache, theme, i18n, TanStack Query with the top loading
 * bar, the signed-in user, the shell configuration). Used by the `[locale]` root layout and
 * `global-not-found.tsx`.
 */
export function RootDocument({ locale, children, ...rest }: RootDocumentProps) {
  return (
    <html lang={locale}>
      <body>
        <RootProviders locale={locale} resources={clientResources(locale)} {...rest}>
          {children}
        </RootProviders>
      </body>
    </html>
  );
}
