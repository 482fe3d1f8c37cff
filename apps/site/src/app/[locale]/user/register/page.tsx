import { pathFor } from '@rooms/i18n';
import { redirect } from 'next/navigation';

import {
  accountMetadata,
  accountPageLocale,
  AccountShell,
} from '../../../../features/account/account-page';
import { accountTexts } from '../../../../features/account/account-texts';
import { RegisterCard } from '../../../../features/account/register-card';
import { returnUrlFrom } from '../../../../features/account/return-url';
import { getCurrentUser } from '../../../../server/rooms-api';

import type { Metadata } from 'next';

/** Title, description, canonical and hreflang of the registration page. */
export async function generateMetadata({
  params,
}: PageProps<'/[locale]/user/register'>): Promise<Metadata> {
  const locale = await accountPageLocale(params);
  return accountMetadata(locale, 'register', {
    title: 'meta.registerTitle',
    description: 'meta.registerDescription',
  });
}

/**
 * Registration page (§2 legacy login mode: `/gebruiker/registreren`, `/en/user/register`, query
 * `returnUrl` as on sign-in). A visitor who is already signed in goes straight to `returnUrl`.
 */
export default async function RegisterPage({
  params,
  searchParams,
}: PageProps<'/[locale]/user/register'>) {
  const locale = await accountPageLocale(params);
  const returnUrl = returnUrlFrom((await searchParams).returnUrl, locale);
  if ((await getCurrentUser(locale)) !== null) redirect(returnUrl);
  const texts = await accountTexts(locale);
  const keepReturn = returnUrl === pathFor('home', locale) ? undefined : returnUrl;
  return (
    <AccountShell locale={locale} route="register">
      <RegisterCard
        locale={locale}
        returnUrl={returnUrl}
        loginHref={pathFor('login', locale, undefined, { returnUrl: keepReturn })}
        termsHref={pathFor('termsConditions', locale)}
        privacyHref={pathFor('privacyPolicy', locale)}
        texts={{ form: texts.form, register: texts.register, aside: texts.aside }}
      />
    </AccountShell>
  );
}
