import { getT, pathFor } from '@rooms/i18n';
import { routeAlternates } from '@rooms/ui/shell-content';

import { accountPageLocale } from '../../../../features/account/account-page';
import { StopSubscription } from '../../../../features/subscription/stop-subscription';
import { subscriptionTexts } from '../../../../features/subscription/subscription-texts';
import styles from '../../../../features/subscription/subscription.module.css';
import { metadataAlternates } from '../../../../shell/alternates';
import { SiteShell } from '../../../../shell/site-shell';

import type { Metadata } from 'next';

type Props = PageProps<'/[locale]/my-account/stop-subscription'>;

/** The shape of a stop link's token (`<id>.<seconds>.<43 base64url characters>`), at most. */
const TOKEN = /^[\w.-]{1,200}$/u;

/** Title in the page's language; a page per e-mail link, never indexed. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await accountPageLocale(params);
  const t = await getT(locale, 'subscription');
  return {
    title: t('meta.stopTitle'),
    alternates: metadataAlternates(locale, routeAlternates('stopSubscription')),
    robots: { index: false, follow: false },
  };
}

/**
 * Stop the renewal from the reminder e-mail (`/my-account/stop-subscription?token=`, public:
 * the token is the key, no sign-in; issue 27 "Fair subscriptions"). The server renders only the
 * frame; the browser posts the stop once the page runs (`StopSubscription`), so a mail scanner
 * fetching the link stops nothing. Without a token it says where the link comes from. Outside the
 * `(app)` group: a public page that needs none of its client providers (issue 24 budgets).
 */
export default async function StopSubscriptionPage({ params, searchParams }: Props) {
  const locale = await accountPageLocale(params);
  const raw = (await searchParams).token;
  const token = Array.isArray(raw) ? raw[0] : raw;
  const [t, tCommon] = await Promise.all([getT(locale, 'subscription'), getT(locale)]);
  const texts = subscriptionTexts(locale).stopPage;
  return (
    <SiteShell locale={locale} t={tCommon} alternates={routeAlternates('stopSubscription')}>
      <div className={styles.page}>
        <h1 className={styles.heading}>{t('stopPage.heading')}</h1>
        {token === undefined || !TOKEN.test(token) ? (
          <p data-testid="stop-subscription-status">{texts.noToken}</p>
        ) : (
          <StopSubscription
            locale={locale}
            token={token}
            texts={texts}
            accountPath={pathFor('myAccount', locale)}
          />
        )}
      </div>
    </SiteShell>
  );
}
