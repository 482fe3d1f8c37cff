import { InboxType, inboxTypeWord } from '@rooms/domain';
import { pathFor } from '@rooms/i18n';
import { DashboardCard } from '@rooms/ui/dashboard-card';

import styles from './dashboard.module.css';

import type { operations } from '@rooms/api-client';
import type { Locale } from '@rooms/i18n';

/** The answer of `GET /customer/dashboard`. */
export type DashboardData =
  operations['getCustomerDashboard']['responses'][200]['content']['application/json'];

/** A `t` of the `myAccount` namespace (from `getT(locale, 'myAccount')`). */
type MyAccountT = (key: string, options?: Record<string, unknown>) => string;

/** Props of {@link DashboardView}. */
export interface DashboardViewProps {
  locale: Locale;
  /** Translations of the `myAccount` namespace. */
  t: MyAccountT;
  data: DashboardData;
}

/**
 * The cards of the dashboard (issue 26, §2 `/dashboard`), each linking on: unread conversations
 * (to the inbox), favourites (homes and tenants), search alerts, the tenant profile's
 * completeness (to `/public-profile`) and the own adverts with views and reactions (to
 * `/my-adverts`); each card has an empty state that says what to do first.
 */
export function DashboardView({ locale, t, data }: DashboardViewProps) {
  const { adverts, tenantProfile } = data;
  const missing = tenantProfile.missing
    .map((item) => t(`dashboard.profile.items.${item}`))
    .join(', ');
  return (
    <div className={styles.grid}>
      <DashboardCard
        testId="dashboard-messages"
        title={t('dashboard.messages.title')}
        value={t('dashboard.messages.value', { count: data.unreadConversations })}
        links={[
          {
            label: t('dashboard.messages.link'),
            href: pathFor('myMessages', locale, { inboxType: inboxTypeWord(InboxType.Default) }),
          },
        ]}
      />
      <DashboardCard
        testId="dashboard-profile"
        title={t('dashboard.profile.title')}
        value={t('dashboard.profile.value', { percent: tenantProfile.percent })}
        progress={{ percent: tenantProfile.percent, label: t('dashboard.profile.title') }}
        text={
          !tenantProfile.exists
            ? t('dashboard.profile.none')
            : missing === ''
              ? t('dashboard.profile.complete')
              : t('dashboard.profile.missing', { items: missing })
        }
        links={[{ label: t('dashboard.profile.link'), href: pathFor('publicProfile', locale) }]}
      />
      <DashboardCard
        testId="dashboard-favorites"
        title={t('dashboard.favorites.title')}
        value={t('dashboard.favorites.rooms', { count: data.favoriteListings })}
        text={t('dashboard.favorites.tenants', { count: data.favoriteTenants })}
        links={[
          { label: t('dashboard.favorites.roomsLink'), href: pathFor('myFavoriteRooms', locale) },
          {
            label: t('dashboard.favorites.tenantsLink'),
            href: pathFor('myFavoriteTenants', locale),
          },
        ]}
      />
      <DashboardCard
        testId="dashboard-alerts"
        title={t('dashboard.alerts.title')}
        value={t('dashboard.alerts.value', { count: data.alerts })}
        links={[{ label: t('dashboard.alerts.link'), href: pathFor('accountAlerts', locale) }]}
      />
      <div className={styles.wide}>
        <DashboardCard
          testId="dashboard-adverts"
          title={t('dashboard.adverts.title')}
          value={
            adverts.totalCount === 0
              ? undefined
              : t('dashboard.adverts.value', { count: adverts.activeCount })
          }
          text={adverts.totalCount === 0 ? t('dashboard.adverts.empty') : undefined}
          links={
            adverts.totalCount === 0
              ? [{ label: t('dashboard.adverts.create'), href: pathFor('createListing', locale) }]
              : [{ label: t('dashboard.adverts.link'), href: pathFor('myAdverts', locale) }]
          }
        >
          {adverts.items.length === 0 ? null : (
            <ul className={styles.adverts}>
              {adverts.items.map((advert) => (
                <li key={advert.listingID} className={styles.advert}>
                  <span className={styles.advertTitle}>
                    {advert.title ?? t('dashboard.adverts.untitled')}
                  </span>
                  <span className={styles.advertFigures}>
                    {[
                      advert.isActive
                        ? t('dashboard.adverts.online')
                        : t('dashboard.adverts.offline'),
                      t('dashboard.adverts.views', { count: advert.views }),
                      t('dashboard.adverts.reactions', { count: advert.reactions }),
                    ].join(' · ')}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </DashboardCard>
      </div>
    </div>
  );
}
