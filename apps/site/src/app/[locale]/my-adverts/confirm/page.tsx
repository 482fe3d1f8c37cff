import { getT, pathFor } from '@rooms/i18n';
import { buttonClassName } from '@rooms/ui/button-link';
import { routeAlternates } from '@rooms/ui/shell-content';

import { accountPageLocale } from '../../../../features/account/account-page';
import { ConfirmAdvert } from '../../../../features/my-adverts/confirm-advert';
import { confirmAdvertTexts } from '../../../../features/my-adverts/confirm-advert-texts';
import styles from '../../../../features/my-adverts/confirm-advert.module.css';
import { metadataAlternates } from '../../../../shell/alternates';
import { SiteShell } from '../../../../shell/site-shell';

import type { Metadata } from 'next';

type Props = PageProps<'/[locale]/my-adverts/confirm'>;

/** The shape of a confirmation link's token, at most (url-safe characters and dots). */
const TOKEN = /^[\w.-]{1,200}$/u;

/** Title in the page's language; a page per e-mail link, never indexed. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await accountPageLocale(params);
  const t = await getT(locale, 'adverts');
  return {
    title: t('confirmPage.title'),
    alternates: metadataAlternates(locale, routeAlternates('confirmAdvert')),
    robots: { index: false, follow: false },
  };
}

/**
 * Confirm an advert from the fresh-adverts e-mails (`/mijn-advertenties/bevestigen?token=`,
 * `/en/my-adverts/confirm`; public: the token is the key, no sign-in). The server renders only
 * the frame; the browser posts the confirmation once the page runs (`ConfirmAdvert`), so a mail
 * scanner fetching the link confirms nothing. Without a usable token it says where the link comes
 * from. Outside the `(app)` group: a public page that needs none of its client providers.
 */
export default async function ConfirmAdvertPage({ params, searchParams }: Props) {
  const locale = await accountPageLocale(params);
  const raw = (await searchParams).token;
  const token = Array.isArray(raw) ? raw[0] : raw;
  const [t, tCommon] = await Promise.all([getT(locale, 'adverts'), getT(locale)]);
  const texts = confirmAdvertTexts(locale);
  const myAdvertsPath = pathFor('myAdverts', locale);
  return (
    <SiteShell locale={locale} t={tCommon} alternates={routeAlternates('confirmAdvert')}>
      <div className={styles.page}>
        <h1 className={styles.heading}>{t('confirmPage.heading')}</h1>
        {token === undefined || !TOKEN.test(token) ? (
          <>
            <p className={styles.status} data-testid="confirm-advert-status" data-state="no-token">
              {texts.noToken}
            </p>
            <div className={styles.actions}>
              <a
                href={myAdvertsPath}
                className={buttonClassName({ variant: 'outlined', className: styles.button })}
              >
                {texts.myAdverts}
              </a>
            </div>
          </>
        ) : (
          <ConfirmAdvert
            locale={locale}
            token={token}
            texts={texts}
            myAdvertsPath={myAdvertsPath}
          />
        )}
      </div>
    </SiteShell>
  );
}
