import { getT, pathFor } from '@rooms/i18n';
import { routeAlternates } from '@rooms/ui/shell-content';

import { accountPageLocale } from '../../../../features/account/account-page';
import styles from '../../../../features/account-alerts/account-alerts.module.css';
import { AlertsLoadError, loadOrNull } from '../../../../features/account-alerts/alerts-page-parts';
import { fetchAlertEmails } from '../../../../features/account-alerts/alerts-server-api';
import { EmailPreferencesForm } from '../../../../features/account-alerts/email-preferences-form';
import { requireUser } from '../../../../server/require-user';
import { metadataAlternates } from '../../../../shell/alternates';
import { SiteShell } from '../../../../shell/site-shell';

import type { Metadata } from 'next';

type Props = PageProps<'/[locale]/unsubscribe'>;

/** Title in the page's language; private, so not indexed. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await accountPageLocale(params);
  const t = await getT(locale, 'alerts');
  return {
    title: t('meta.preferencesTitle'),
    alternates: metadataAlternates(locale, routeAlternates('unsubscribe')),
    robots: { index: false, follow: false },
  };
}

/**
 * E-mail preferences (§2 `/unsubscribe`, private; issue 25): a switch for search alert e-mails
 * (`GET`/`POST /alert/emailpreferences`) and a link to the alerts page. A stale session goes to
 * sign-in; an API failure shows a calm error with "Try again".
 */
export default async function UnsubscribePage({ params }: Props) {
  const locale = await accountPageLocale(params);
  const ownPath = pathFor('unsubscribe', locale);
  await requireUser(locale, ownPath);
  const [alertEmails, t, tCommon] = await Promise.all([
    loadOrNull(() => fetchAlertEmails(locale), 'GET /alert/emailpreferences'),
    getT(locale, 'alerts'),
    getT(locale),
  ]);
  return (
    <SiteShell locale={locale} t={tCommon} alternates={routeAlternates('unsubscribe')}>
      <div className={styles.page}>
        <h1 className={styles.heading}>{t('preferences.heading')}</h1>
        <p className={styles.intro}>{t('preferences.intro')}</p>
        {alertEmails === null ? (
          <AlertsLoadError
            message={t('preferences.loadError')}
            retryLabel={t('list.retry')}
            href={ownPath}
          />
        ) : (
          <EmailPreferencesForm
            locale={locale}
            initialAlertEmails={alertEmails}
            texts={{
              alertEmails: t('preferences.alertEmails'),
              alertEmailsHint: t('preferences.alertEmailsHint'),
              on: t('preferences.on'),
              off: t('preferences.off'),
              saved: t('preferences.saved'),
              error: t('preferences.error'),
            }}
          />
        )}
        <p className={styles.links}>
          <a href={pathFor('accountAlerts', locale)}>{t('preferences.manage')}</a>
        </p>
      </div>
    </SiteShell>
  );
}
