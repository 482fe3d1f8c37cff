import { getT, pathFor, RESOURCES } from '@rooms/i18n';
import { AccountSection } from '@rooms/ui/account-section';
import { buttonClassName } from '@rooms/ui/button-link';
import { routeAlternates } from '@rooms/ui/shell-content';

import { accountPageLocale } from '../../../../features/account/account-page';
import { AccountDetailsForm } from '../../../../features/my-account/account-details-form';
import { ChangePasswordForm } from '../../../../features/my-account/change-password-form';
import { DeleteAccountButton } from '../../../../features/my-account/delete-account-button';
import { EXPORT_PATH } from '../../../../features/my-account/export-path';
import { myAccountTexts } from '../../../../features/my-account/my-account-texts';
import styles from '../../../../features/my-account/my-account.module.css';
import { SignOutEverywhereButton } from '../../../../features/my-account/sign-out-everywhere';
import { InvoiceList } from '../../../../features/subscription/invoice-list';
import { PremiumSection } from '../../../../features/subscription/premium-section';
import { subscriptionTexts } from '../../../../features/subscription/subscription-texts';
import { requireUser } from '../../../../server/require-user';
import { serverApi } from '../../../../server/rooms-api';
import { metadataAlternates } from '../../../../shell/alternates';
import { SiteShell } from '../../../../shell/site-shell';

import type { Metadata } from 'next';

type Props = PageProps<'/[locale]/my-account'>;

/** Title in the page's language; private, so not indexed. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await accountPageLocale(params);
  const t = await getT(locale, 'myAccount');
  return {
    title: t('meta.title'),
    description: t('meta.description'),
    alternates: metadataAlternates(locale, routeAlternates('myAccount')),
    robots: { index: false, follow: false },
  };
}

/**
 * My account (§2 `/my-account`, private; issue 26): the details (e-mail, first name and language,
 * editable; member since), the premium status, the Premium section (issue 27: subscription,
 * stop in one step, resume, withdrawal, invoices — `features/subscription`), change
 * password (other sessions signed out), sign out everywhere, download my data (GDPR art. 15/20:
 * `GET /customer/export`, a plain link the browser downloads) and delete my account (art. 17,
 * confirmed by the password in a dialog).
 */
export default async function MyAccountPage({ params }: Props) {
  const locale = await accountPageLocale(params);
  await requireUser(locale, pathFor('myAccount', locale));
  const api = await serverApi(locale);
  const [{ data: account }, { data: overview }, { data: invoices }, t, tCommon, texts] =
    await Promise.all([
      api.GET('/customer/viewaccount'),
      api.GET('/premium/subscription'),
      api.GET('/premium/invoices'),
      getT(locale, 'myAccount'),
      getT(locale),
      myAccountTexts(locale),
    ]);
  if (account === undefined) throw new Error('empty answer of GET /customer/viewaccount');
  if (overview === undefined || invoices === undefined) {
    throw new Error('empty answer of GET /premium/subscription or /premium/invoices');
  }
  const subscription = subscriptionTexts(locale);
  const memberSince = new Intl.DateTimeFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(account.createdAt));
  return (
    <SiteShell locale={locale} t={tCommon} alternates={routeAlternates('myAccount')}>
      <div className={styles.page}>
        <h1 className={styles.heading}>{t('account.heading')}</h1>
        <AccountSection headingId="account-details" heading={t('account.detailsHeading')}>
          <dl className={styles.facts}>
            <dt>{t('account.email')}</dt>
            <dd data-testid="account-email">{account.email}</dd>
            <dt>{t('premium.heading')}</dt>
            <dd data-testid="account-premium">
              {account.hasPremiumAccount ? t('premium.active') : t('premium.none')}
            </dd>
          </dl>
          <p className={styles.hint}>{t('account.memberSince', { date: memberSince })}</p>
          <AccountDetailsForm
            locale={locale}
            initial={{ firstName: account.firstName, locale: account.locale }}
            texts={texts.details}
          />
        </AccountSection>
        <AccountSection
          headingId="account-premium"
          heading={t('premium.heading')}
          intro={RESOURCES[locale].subscription.section.intro}
        >
          <PremiumSection
            locale={locale}
            initial={overview}
            texts={subscription}
            premiumPath={pathFor('premiumAccountPayment', locale)}
          />
          <InvoiceList locale={locale} invoices={invoices.invoices} texts={subscription} />
        </AccountSection>
        <AccountSection
          headingId="account-password"
          heading={t('password.heading')}
          intro={t('password.intro')}
        >
          <ChangePasswordForm locale={locale} texts={texts.password} />
        </AccountSection>
        <AccountSection
          headingId="account-sign-out"
          heading={t('signOutEverywhere.heading')}
          intro={t('signOutEverywhere.intro')}
        >
          <SignOutEverywhereButton
            locale={locale}
            label={t('signOutEverywhere.button')}
            failed={t('signOutEverywhere.failed')}
          />
        </AccountSection>
        <AccountSection
          headingId="account-data"
          heading={t('privacy.heading')}
          intro={t('privacy.intro')}
        >
          <div className={styles.actions}>
            <a
              href={EXPORT_PATH}
              download
              data-testid="download-my-data"
              className={buttonClassName({ variant: 'outlined', className: styles.button })}
            >
              {t('privacy.download')}
            </a>
          </div>
        </AccountSection>
        <AccountSection
          headingId="account-delete"
          heading={t('deletion.heading')}
          intro={t('deletion.intro')}
          tone="danger"
        >
          <DeleteAccountButton locale={locale} texts={texts.deletion} />
        </AccountSection>
      </div>
    </SiteShell>
  );
}
