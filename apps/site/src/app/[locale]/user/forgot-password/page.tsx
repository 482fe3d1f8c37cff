import { pathFor } from '@rooms/i18n';

import {
  accountMetadata,
  accountPageLocale,
  AccountShell,
} from '../../../../features/account/account-page';
import { accountTexts } from '../../../../features/account/account-texts';
import { PasswordResetConfirmForm } from '../../../../features/account/password-reset-confirm-form';
import { PasswordResetRequestForm } from '../../../../features/account/password-reset-request-form';
import { firstQueryValue } from '../../../../features/account/return-url';

import type { PageAlternates } from '@rooms/ui/shell-content';
import type { Metadata } from 'next';

/** The reset page in both languages, keeping the e-mailed token when there is one. */
function resetAlternates(token: string | undefined): PageAlternates {
  return {
    nl: pathFor('passwordReset', 'nl', undefined, { token }),
    en: pathFor('passwordReset', 'en', undefined, { token }),
  };
}

/**
 * Title and alternates of the reset page; with a token (a personal, single-use link) it is kept
 * out of search engines and its canonical is the page without the token.
 */
export async function generateMetadata({
  params,
  searchParams,
}: PageProps<'/[locale]/user/forgot-password'>): Promise<Metadata> {
  const locale = await accountPageLocale(params);
  const token = firstQueryValue((await searchParams).token);
  return token === undefined
    ? accountMetadata(locale, 'passwordReset', {
        title: 'meta.resetTitle',
        description: 'meta.resetDescription',
      })
    : accountMetadata(locale, 'passwordReset', { title: 'meta.resetConfirmTitle', noindex: true });
}

/**
 * Password reset (§2 route `passwordReset`: `/gebruiker/wachtwoord-vergeten`,
 * `/en/user/forgot-password`). Without a query it asks for the e-mail address and sends the
 * link; the API's e-mail links back here with `?token=…` (see `passwordResetLink` of the API's
 * mail template), which opens the step that sets the new password. The language switch keeps
 * the token, so a Dutch e-mail can be finished in English.
 */
export default async function PasswordResetPage({
  params,
  searchParams,
}: PageProps<'/[locale]/user/forgot-password'>) {
  const locale = await accountPageLocale(params);
  const token = firstQueryValue((await searchParams).token);
  const { form, reset } = await accountTexts(locale);
  const loginHref = pathFor('login', locale);
  return (
    <AccountShell locale={locale} route="passwordReset" alternates={resetAlternates(token)}>
      {token === undefined ? (
        <PasswordResetRequestForm locale={locale} loginHref={loginHref} texts={{ form, reset }} />
      ) : (
        <PasswordResetConfirmForm
          locale={locale}
          token={token}
          loginHref={loginHref}
          requestHref={pathFor('passwordReset', locale)}
          texts={{ form, reset }}
        />
      )}
    </AccountShell>
  );
}
