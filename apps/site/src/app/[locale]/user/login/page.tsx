import { pathFor } from '@rooms/i18n';
import { redirect } from 'next/navigation';

import {
  accountMetadata,
  accountPageLocale,
  AccountShell,
} from '../../../../features/account/account-page';
import { accountTexts } from '../../../../features/account/account-texts';
import { LoginCard } from '../../../../features/account/login-card';
import { hasReturnDestination, returnUrlFrom } from '../../../../features/account/return-url';
import { getCurrentUser } from '../../../../server/rooms-api';

import type { Metadata } from 'next';

/** Title, description, canonical and hreflang of the sign-in page. */
export async function generateMetadata({
  params,
}: PageProps<'/[locale]/user/login'>): Promise<Metadata> {
  const locale = await accountPageLocale(params);
  return accountMetadata(locale, 'login', {
    title: 'meta.loginTitle',
    description: 'meta.loginDescription',
  });
}

/**
 * Sign-in page (§2 legacy login: `/gebruiker/inloggen`, `/en/user/login`, query `returnUrl`,
 * default the home page). A visitor who is already signed in goes straight to `returnUrl`.
 */
export default async function LoginPage({
  params,
  searchParams,
}: PageProps<'/[locale]/user/login'>) {
  const locale = await accountPageLocale(params);
  const { returnUrl: rawReturnUrl } = await searchParams;
  const returnUrl = returnUrlFrom(rawReturnUrl, locale);
  if ((await getCurrentUser(locale)) !== null) redirect(returnUrl);
  const texts = await accountTexts(locale);
  const keepReturn = returnUrl === pathFor('home', locale) ? undefined : returnUrl;
  return (
    <AccountShell locale={locale} route="login">
      <LoginCard
        locale={locale}
        returnUrl={returnUrl}
        showReturnNotice={hasReturnDestination(rawReturnUrl, locale)}
        registerHref={pathFor('register', locale, undefined, { returnUrl: keepReturn })}
        resetHref={pathFor('passwordReset', locale)}
        texts={{ form: texts.form, login: texts.login, aside: texts.aside }}
      />
    </AccountShell>
  );
}
