import { clientResources, isLocale } from '@rooms/i18n';
import { notFound } from 'next/navigation';

import { requestNonce } from '../../../server/request-nonce';
import { AppProviders } from '../../../shell/app-providers';

/**
 * Layout of the interactive pages (search, listing detail, accounts, favourites, the wizard,
 * messages …): the client providers they need (`AppProviders`: MUI, its styles carrying the
 * page's CSP nonce, client i18n with the texts of the page's language, TanStack Query). The
 * public content pages outside this group render without them, so they ship none of that
 * JavaScript.
 */
export default async function InteractiveLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <AppProviders
      locale={locale}
      resources={clientResources(locale)}
      styleNonce={await requestNonce()}
    >
      {children}
    </AppProviders>
  );
}
