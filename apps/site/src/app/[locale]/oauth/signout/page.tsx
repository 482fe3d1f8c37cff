import { pathFor } from '@rooms/i18n';

import {
  accountMetadata,
  accountPageLocale,
  AccountShell,
} from '../../../../features/account/account-page';
import { accountTexts } from '../../../../features/account/account-texts';
import { SignOut } from '../../../../features/account/sign-out';

import type { Metadata } from 'next';

/**
 * Rendered per request (with the request's CSP nonce): an action page that no cache serves, so
 * it must not be prerendered without a nonce now that the root layout reads no cookie.
 */
export const dynamic = 'force-dynamic';

/** Title of the sign-out page; never indexed. */
export async function generateMetadata({
  params,
}: PageProps<'/[locale]/oauth/signout'>): Promise<Metadata> {
  const locale = await accountPageLocale(params);
  return accountMetadata(locale, 'oauthSignout', { title: 'meta.signOutTitle', noindex: true });
}

/**
 * Sign-out (§2 route `oauthSignout`, `/oauth/signout` and `/en/oauth/signout`): signs the
 * visitor out through `POST /customer/logout` and goes to the home page of the language.
 */
export default async function SignOutPage({ params }: PageProps<'/[locale]/oauth/signout'>) {
  const locale = await accountPageLocale(params);
  const { signOut, form } = await accountTexts(locale);
  return (
    <AccountShell locale={locale} route="oauthSignout">
      <SignOut
        locale={locale}
        homeHref={pathFor('home', locale)}
        texts={{ signOut, messages: form.messages }}
      />
    </AccountShell>
  );
}
