import { ALERT_EMAIL_TYPE } from '@rooms/domain';
import { getT, pathFor } from '@rooms/i18n';
import { alertUnsubscribeTexts } from '@rooms/ui/alert-texts';
import { alertWords } from '@rooms/ui/alert-words';
import { routeAlternates } from '@rooms/ui/shell-content';

import { env } from '../../../env';
import { accountPageLocale } from '../../../features/account/account-page';
import { unsubscribeDescription } from '../../../features/account-alerts/alert-view';
import { fetchAlertByPsa } from '../../../features/account-alerts/alerts-server-api';
import { UnsubscribeIsland } from '../../../features/account-alerts/unsubscribe-island';
import { parseUnsubscribeQuery } from '../../../features/account-alerts/unsubscribe-query';
import { metadataAlternates } from '../../../shell/alternates';
import { SiteShell } from '../../../shell/site-shell';

import type { Locale } from '@rooms/i18n';
import type { AlertUnsubscribeState } from '@rooms/ui/alert-unsubscribe';
import type { Metadata } from 'next';

type Props = PageProps<'/[locale]/email-unsubscribe'>;

/** Title in the page's language; never indexed (a page per e-mail link). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await accountPageLocale(params);
  const t = await getT(locale, 'alerts');
  return {
    title: t('unsubscribe.heading'),
    alternates: metadataAlternates(locale, routeAlternates('emailUnsubscribe')),
    robots: { index: false, follow: false },
  };
}

/**
 * What the page shows for the link's identifiers: the first alert's name or criteria in words
 * (`GET /alert/bypsa`, which changes nothing), `gone` when it is unknown or deleted, the buttons
 * without a description when the look-up failed (unsubscribing must still work), and
 * `noIdentifier` without one.
 */
async function initialState(
  locale: Locale,
  identifiers: readonly string[],
): Promise<AlertUnsubscribeState> {
  const [first] = identifiers;
  if (first === undefined) return { kind: 'noIdentifier' };
  try {
    const alert = await fetchAlertByPsa(locale, first);
    if (!alert.found) return { kind: 'gone' };
    const [searchT, alertsT] = await Promise.all([getT(locale, 'search'), getT(locale, 'alerts')]);
    return {
      kind: 'found',
      description: unsubscribeDescription(alert, alertWords(searchT, alertsT, locale)),
    };
  } catch (error) {
    console.error('GET /alert/bypsa failed', error);
    return { kind: 'found', description: null };
  }
}

/**
 * Unsubscribe from alert e-mails (§2 `/email-unsubscribe`, `/email-uitschrijven`, public, no
 * sign-in; issue 25), the visible link of every alert e-mail
 * (`?emailType=proactive_search_alert&psaIdentifier=…`). Opening it never unsubscribes (mail
 * providers' link scanners open links): it shows which alert and one button, plus "stop all
 * alert e-mails"; the buttons post (`UnsubscribeIsland`). Rendered per request (the query names
 * the alert; the page cache leaves unsubscribe pages out) and never indexed. An unknown or used
 * identifier gives a calm note, never an error page.
 */
export default async function EmailUnsubscribePage({ params, searchParams }: Props) {
  const locale = await accountPageLocale(params);
  const query = await searchParams;
  const { identifiers } = parseUnsubscribeQuery(query.psaIdentifier);
  // The language switch keeps the link's alerts (hreflang needs no query: the page is noindex).
  const linkQuery =
    identifiers.length === 0
      ? undefined
      : { emailType: ALERT_EMAIL_TYPE, psaIdentifier: identifiers.join(',') };
  const [state, t, tCommon] = await Promise.all([
    initialState(locale, identifiers),
    getT(locale, 'alerts'),
    getT(locale),
  ]);
  return (
    <SiteShell
      locale={locale}
      t={tCommon}
      alternates={{
        nl: pathFor('emailUnsubscribe', 'nl', undefined, linkQuery),
        en: pathFor('emailUnsubscribe', 'en', undefined, linkQuery),
      }}
      supportUrl={env.helpCentreUrl[locale]}
    >
      <UnsubscribeIsland
        locale={locale}
        identifiers={identifiers}
        initialState={state}
        texts={alertUnsubscribeTexts(t)}
        errorText={t('unsubscribe.error')}
        manageHref={pathFor('accountAlerts', locale)}
      />
    </SiteShell>
  );
}
