import { isLocale, pageResources } from '@rooms/i18n';
import { notFound } from 'next/navigation';

import { SessionProvider } from '../../../client/session';
import { requestNonce } from '../../../server/request-nonce';
import { AppProviders } from '../../../shell/app-providers';
import { readSessionSnapshot } from '../../../shell/session-snapshot';

/**
 * Layout of the staff pages (the moderation back office, issue 28), rendered per request and
 * never cached: the session read on the server (the header shows the staff member at once) and
 * the client providers of the back office's islands, with the `moderation` texts that no other
 * page sends to the browser. Who may see a staff page is decided by each page's API call, which
 * answers 404 to anyone but staff.
 */
export default async function StaffLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const [session, nonce] = await Promise.all([readSessionSnapshot(locale), requestNonce()]);
  return (
    <SessionProvider known={session}>
      <AppProviders
        locale={locale}
        resources={pageResources(locale, ['moderation'])}
        styleNonce={nonce}
      >
        {children}
      </AppProviders>
    </SessionProvider>
  );
}
