import { pathFor, RESOURCES } from '@rooms/i18n';
import { CallToAction } from '@rooms/ui/call-to-action';

import type { Locale } from '@rooms/i18n';

/** Props of {@link SignedOutPrompt}. */
export interface SignedOutPromptProps {
  readonly locale: Locale;
  /** The page the links come back to. */
  readonly route: 'referrals' | 'cashback';
}

/**
 * What `/referrals` and `/cashback` say to a visitor who is not signed in (issue 27): sign in or
 * create an account, each coming back to the page. A server component handed to the page's
 * island as a slot, so none of it is in the page's JavaScript.
 */
export function SignedOutPrompt({ locale, route }: SignedOutPromptProps) {
  const texts = RESOURCES[locale].rewards.signedOut;
  const returnUrl = pathFor(route, locale);
  return (
    <CallToAction
      tone="light"
      heading={route === 'referrals' ? texts.referralsHeading : texts.cashbackHeading}
      text={route === 'referrals' ? texts.referralsText : texts.cashbackText}
      primary={{ label: texts.login, href: pathFor('login', locale, undefined, { returnUrl }) }}
      secondary={{
        label: texts.register,
        href: pathFor('register', locale, undefined, { returnUrl }),
      }}
    />
  );
}
