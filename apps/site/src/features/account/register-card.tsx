import { AuthCard } from '@rooms/ui/auth-card';

import { AccountLink } from './account-link';
import { RegisterForm } from './register-form';

import type { AccountFormTexts, AccountSection } from './account-texts';
import type { Locale } from '@rooms/i18n';
import type { AuthCardAside } from '@rooms/ui/auth-card';

/** Props of {@link RegisterCard}; texts and links come from the page. */
export interface RegisterCardProps {
  /** The page's language: the account's language, and the API answers in it. */
  locale: Locale;
  /** Where to go once the account exists: a same-site path from `returnUrlFrom`. */
  returnUrl: string;
  /** The sign-in page, keeping `returnUrl`. */
  loginHref: string;
  /** The terms and the privacy policy, linked from the consent line. */
  termsHref: string;
  privacyHref: string;
  texts: {
    form: AccountFormTexts;
    register: AccountSection<'register'>;
    aside: AuthCardAside;
  };
}

/**
 * The registration card (§2 legacy login mode, route `register`): title, intro, the reasons to
 * sign up and the link to sign-in, rendered on the server around {@link RegisterForm}, the only
 * part that runs in the browser.
 */
export function RegisterCard({
  loginHref,
  texts: { form, register, aside },
  ...formProps
}: RegisterCardProps) {
  return (
    <AuthCard
      title={register.title}
      intro={register.intro}
      aside={aside}
      footer={
        <>
          {register.hasAccount} <AccountLink href={loginHref}>{register.loginLink}</AccountLink>
        </>
      }
    >
      <RegisterForm {...formProps} texts={{ form, register }} />
    </AuthCard>
  );
}
