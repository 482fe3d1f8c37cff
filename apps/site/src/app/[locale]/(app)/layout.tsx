import { clientResources, isLocale } from '@rooms/i18n';
import { notFound } from 'next/navigation';

import { SessionProvider } from '../../../client/session';
import { requestNonce } from '../../../server/request-nonce';
import { AppProviders } from '../../../shell/app-providers';
import { readSessionSnapshot } from '../../../shell/session-snapshot';

/**
 * Layout of the private, interactive pages (accounts, favourites, the wizard, messages …),
 * rendered per request: the session read on the server for this request (so the header shows
 * the user at once, without the browser's session request of the public pages) and the client
 * providers they need (`AppProviders`: MUI, its styles carrying the page's CSP nonce, client
 * i18n with the texts of the page's language, TanStack Query). The public content pages outside
 * this group render without them, so they ship none of that JavaScript.
 */
export default async function InteractiveLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const [session, nonce] = await Promise.all([readSessionSnapshot(locale), requestNonce()]);
  return (
    <SessionProvider known={session}>
      <AppProviders locale={locale} resources={clientResources(locale)} styleNonce={nonce}>
        {children}
      </AppProviders>
    </SessionProvider>
  );
}
