import { getT, pathFor } from '@rooms/i18n';
import { InlineAlert } from '@rooms/ui/inline-alert';
import { routeAlternates } from '@rooms/ui/shell-content';

import { accountPageLocale } from '../../../../features/account/account-page';
import { DashboardView } from '../../../../features/dashboard/dashboard-view';
import styles from '../../../../features/dashboard/dashboard.module.css';
import { requireUser } from '../../../../server/require-user';
import { serverApi } from '../../../../server/rooms-api';
import { metadataAlternates } from '../../../../shell/alternates';
import { SiteShell } from '../../../../shell/site-shell';

import type { DashboardData } from '../../../../features/dashboard/dashboard-view';
import type { Metadata } from 'next';

type Props = PageProps<'/[locale]/dashboard'>;

/** Title in the page's language; private, so not indexed. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await accountPageLocale(params);
  const t = await getT(locale, 'myAccount');
  return {
    title: t('meta.dashboardTitle'),
    description: t('meta.dashboardDescription'),
    alternates: metadataAlternates(locale, routeAlternates('dashboard')),
    robots: { index: false, follow: false },
  };
}

/**
 * Dashboard (§2 `/dashboard`, private; issue 26): the signed-in user's overview from `GET
 * /customer/dashboard` — unread conversations, favourites, search alerts, the tenant profile's
 * completeness and the own adverts with views and reactions — as cards linking on. A failing API
 * shows a calm message in place of the cards (the shell and its links stay usable).
 */
export default async function DashboardPage({ params }: Props) {
  const locale = await accountPageLocale(params);
  const user = await requireUser(locale, pathFor('dashboard', locale));
  const api = await serverApi(locale);
  const [t, tCommon] = await Promise.all([getT(locale, 'myAccount'), getT(locale)]);
  let data: DashboardData | null = null;
  try {
    data = (await api.GET('/customer/dashboard')).data ?? null;
  } catch (error) {
    console.error('GET /customer/dashboard failed', error);
  }
  return (
    <SiteShell locale={locale} t={tCommon} alternates={routeAlternates('dashboard')}>
      <div className={styles.page}>
        <h1 className={styles.heading}>{t('dashboard.heading')}</h1>
        <p className={styles.greeting}>{t('dashboard.greeting', { name: user.usernamefirst })}</p>
        {data === null ? (
          <InlineAlert severity="error">{t('dashboard.error')}</InlineAlert>
        ) : (
          <DashboardView
            locale={locale}
            t={t as unknown as (key: string, options?: Record<string, unknown>) => string}
            data={data}
          />
        )}
      </div>
    </SiteShell>
  );
}
