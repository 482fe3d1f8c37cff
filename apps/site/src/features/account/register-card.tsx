import { AccountLink } from './account-link';
import { RegisterForm } from './register-form';

import type { AccountFormTexts, AccountSection } from './account-texts';
import type { Locale } from '@rooms/i18n';
import type { AuthCardAside } from '@rooms/ui/auth-card';

/** Props of {@link RegisterCard}; texts and links come from the page. */
export interface RegisterCardProps {
  /** The page's language: the account's language, and the API answers in it. */
  locale: Locale;
  /** The sign-in page, keeping `returnUrl`. */
  loginHref: string;
  /** The terms and the privacy policy, linked from the consent line. */
  termsHref: string;
  privacyHref: string;
  /** The referral code of an invitation link (`?ref=`), if any. */
  referralCode?: string | undefined;
  texts: {
    form: AccountFormTexts;
    register: AccountSection<'register'>;
    aside: AuthCardAside;
  };
}

/**
 * The registration card (§2 legacy login mode, route `register`): the link to sign-in rendered
 * on the server, around {@link RegisterForm}, which shows the card with the form and, once sent,
 * the "check your inbox" confirmation.
 */
export function RegisterCard({ loginHref, texts, ...formProps }: RegisterCardProps) {
  return (
    <RegisterForm
      {...formProps}
      texts={texts}
      footer={
        <>
          {texts.register.hasAccount}{' '}
          <AccountLink href={loginHref}>{texts.register.loginLink}</AccountLink>
        </>
      }
    />
  );
}
