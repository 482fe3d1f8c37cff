import { getT, pathFor } from '@rooms/i18n';
import { routeAlternates } from '@rooms/ui/shell-content';

import { accountPageLocale } from '../../../../../features/account/account-page';
import styles from '../../../../../features/account-alerts/account-alerts.module.css';
import { toCardAlert } from '../../../../../features/account-alerts/alert-view';
import { AlertsManager } from '../../../../../features/account-alerts/alerts-manager';
import {
  AlertsLoadError,
  loadOrNull,
} from '../../../../../features/account-alerts/alerts-page-parts';
import { alertsPageTexts } from '../../../../../features/account-alerts/alerts-page-texts';
import { fetchMyAlerts } from '../../../../../features/account-alerts/alerts-server-api';
import { requireUser } from '../../../../../server/require-user';
import { metadataAlternates } from '../../../../../shell/alternates';
import { SiteShell } from '../../../../../shell/site-shell';

import type { Metadata } from 'next';

type Props = PageProps<'/[locale]/account/alerts'>;

/** Id of the page heading, focused after a deletion. */
const HEADING_ID = 'alerts-heading';

/** Title and description in the page's language; private, so not indexed. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await accountPageLocale(params);
  const t = await getT(locale, 'alerts');
  return {
    title: t('meta.title'),
    description: t('meta.description'),
    alternates: metadataAlternates(locale, routeAlternates('accountAlerts')),
    robots: { index: false, follow: false },
  };
}

/**
 * My search alerts (§2 `/account/alerts`, private; issue 25): the signed-in user's alerts from
 * `GET /alert/alerts`, each with its criteria in words, its matches of the last 7 days, and its
 * name, frequency, pause and deletion managed in place (`AlertsManager`); an empty state that
 * explains alerts and links to the search; a calm error with "Try again" when the API fails.
 * A stale session goes to sign-in.
 */
export default async function AccountAlertsPage({ params }: Props) {
  const locale = await accountPageLocale(params);
  const ownPath = pathFor('accountAlerts', locale);
  await requireUser(locale, ownPath);
  const [alerts, texts, tCommon] = await Promise.all([
    loadOrNull(() => fetchMyAlerts(locale), 'GET /alert/alerts'),
    alertsPageTexts(locale),
    getT(locale),
  ]);
  const { t } = texts;
  return (
    <SiteShell locale={locale} t={tCommon} alternates={routeAlternates('accountAlerts')}>
      <div className={styles.page}>
        <h1 id={HEADING_ID} className={styles.heading} tabIndex={-1}>
          {t('list.heading')}
        </h1>
        <p className={styles.intro}>{t('list.intro')}</p>
        {alerts === null ? (
          <AlertsLoadError message={t('list.error')} retryLabel={t('list.retry')} href={ownPath} />
        ) : (
          <AlertsManager
            locale={locale}
            initialAlerts={alerts.map((alert) => toCardAlert(alert, texts.wording, locale))}
            cardTexts={texts.cardTexts}
            announcements={texts.announcements}
            empty={texts.empty}
            headingId={HEADING_ID}
          />
        )}
        <p className={styles.links}>
          <a href={pathFor('unsubscribe', locale)}>{t('list.preferences')}</a>
        </p>
      </div>
    </SiteShell>
  );
}
