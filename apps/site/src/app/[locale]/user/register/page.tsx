import { pathFor } from '@rooms/i18n';
import { redirect } from 'next/navigation';

import {
  accountMetadata,
  accountPageLocale,
  AccountShell,
} from '../../../../features/account/account-page';
import { accountTexts } from '../../../../features/account/account-texts';
import { RegisterCard } from '../../../../features/account/register-card';
import { RegisterConfirmForm } from '../../../../features/account/register-confirm-form';
import { firstQueryValue, returnUrlFrom } from '../../../../features/account/return-url';
import { referralCodeFrom } from '../../../../features/rewards/referral-code';
import { getCurrentUser } from '../../../../server/rooms-api';

import type { PageAlternates } from '@rooms/ui/shell-content';
import type { Metadata } from 'next';

/** The sign-up page in both languages, keeping the e-mailed token or the invitation's code. */
function registerAlternates(token: string | undefined, ref: string | undefined): PageAlternates {
  return {
    nl: pathFor('register', 'nl', undefined, { token, ref }),
    en: pathFor('register', 'en', undefined, { token, ref }),
  };
}

/**
 * Title, description, canonical and hreflang of the registration page; with a token (a
 * personal, single-use link) it is kept out of search engines.
 */
export async function generateMetadata({
  params,
  searchParams,
}: PageProps<'/[locale]/user/register'>): Promise<Metadata> {
  const locale = await accountPageLocale(params);
  const token = firstQueryValue((await searchParams).token);
  return token === undefined
    ? accountMetadata(locale, 'register', {
        title: 'meta.registerTitle',
        description: 'meta.registerDescription',
      })
    : accountMetadata(locale, 'register', { title: 'meta.registerConfirmTitle', noindex: true });
}

/**
 * Registration page (§2 legacy login mode: `/gebruiker/registreren`, `/en/user/register`, query
 * `returnUrl` as on sign-in). Without a token it is the sign-up form, which ends in "check your
 * inbox" (issue 23: the API answers the same for every address). The e-mailed link comes back
 * here with `?token=…` (the API's `registrationConfirmLink`), which shows the step that
 * activates the account and signs in; the language switch keeps the token. An invitation link
 * (issue 27) adds `?ref=CODE`: the form says what the invitation gives and sends the code. A
 * visitor who is already signed in and has no token goes straight to `returnUrl`.
 */
export default async function RegisterPage({
  params,
  searchParams,
}: PageProps<'/[locale]/user/register'>) {
  const locale = await accountPageLocale(params);
  const query = await searchParams;
  const token = firstQueryValue(query.token);
  const referralCode = referralCodeFrom(firstQueryValue(query.ref));
  const returnUrl = returnUrlFrom(query.returnUrl, locale);
  if (token === undefined && (await getCurrentUser(locale)) !== null) redirect(returnUrl);
  const texts = await accountTexts(locale);
  const keepReturn = returnUrl === pathFor('home', locale) ? undefined : returnUrl;
  const loginHref = pathFor('login', locale, undefined, { returnUrl: keepReturn });
  return (
    <AccountShell
      locale={locale}
      route="register"
      alternates={registerAlternates(token, referralCode)}
    >
      {token === undefined ? (
        <RegisterCard
          locale={locale}
          loginHref={loginHref}
          termsHref={pathFor('termsConditions', locale)}
          privacyHref={pathFor('privacyPolicy', locale)}
          referralCode={referralCode}
          texts={{ form: texts.form, register: texts.register, aside: texts.aside }}
        />
      ) : (
        <RegisterConfirmForm
          locale={locale}
          token={token}
          returnUrl={returnUrl}
          registerHref={pathFor('register', locale)}
          loginHref={loginHref}
          texts={{ form: texts.form, register: texts.register }}
        />
      )}
    </AccountShell>
  );
}
