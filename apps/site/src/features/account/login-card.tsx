import { AuthCard } from '@rooms/ui/auth-card';
import { InlineAlert } from '@rooms/ui/inline-alert';

import styles from './account-form.module.css';
import { AccountLink } from './account-link';
import { LoginForm } from './login-form';

import type { AccountFormTexts, AccountSection } from './account-texts';
import type { Locale } from '@rooms/i18n';
import type { AuthCardAside } from '@rooms/ui/auth-card';

/** Props of {@link LoginCard}; texts and links come from the page. */
export interface LoginCardProps {
  /** The page's language (the API answers in it). */
  locale: Locale;
  /** Where to go after signing in: a same-site path from `returnUrlFrom`. */
  returnUrl: string;
  /** Say "log in to continue" (the visitor was sent here from a private page). */
  showReturnNotice: boolean;
  /** The registration page, keeping `returnUrl`. */
  registerHref: string;
  /** The password reset page. */
  resetHref: string;
  texts: {
    form: AccountFormTexts;
    login: AccountSection<'login'>;
    aside: AuthCardAside;
  };
}

/**
 * The sign-in card (§2 legacy login `/gebruiker/inloggen`, `/en/user/login`): title, intro, the
 * "log in to continue" notice, the reasons to sign up beside it and the link to registration,
 * all rendered on the server; only {@link LoginForm} inside it runs in the browser, so the card,
 * its illustration and the notice add nothing to the page's JavaScript or hydration.
 */
export function LoginCard({
  locale,
  returnUrl,
  showReturnNotice,
  registerHref,
  resetHref,
  texts: { form, login, aside },
}: LoginCardProps) {
  return (
    <AuthCard
      title={login.title}
      intro={login.intro}
      aside={aside}
      footer={
        <>
          {login.noAccount} <AccountLink href={registerHref}>{login.registerLink}</AccountLink>
        </>
      }
    >
      {showReturnNotice ? (
        <InlineAlert severity="info" className={styles.notice}>
          {login.returnNotice}
        </InlineAlert>
      ) : null}
      <LoginForm
        locale={locale}
        returnUrl={returnUrl}
        resetHref={resetHref}
        texts={{ form, login }}
      />
    </AuthCard>
  );
}
