import { LOCALES, pathFor, RESOURCES } from '@rooms/i18n';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { SessionProvider } from '../../client/session';
import { ANONYMOUS_SESSION } from '../../client/session-store';

import { CashbackIsland } from './cashback-island';
import { ReferralsIsland } from './referrals-island';
import { SignedOutPrompt } from './signed-out-prompt';

import type { CurrentUser } from '../../client/session';
import type { Locale } from '@rooms/i18n';
import type { ReactNode } from 'react';

const TENANT: CurrentUser = {
  userid: 7,
  usernamefirst: 'Sanne',
  useremail: 'sanne@example.nl',
  userphoto: null,
  haspremiumaccount: false,
  productshortdescription: null,
} as CurrentUser;

function islands(locale: Locale): ReactNode {
  const texts = RESOURCES[locale].rewards;
  return (
    <>
      <ReferralsIsland
        locale={locale}
        texts={texts}
        signedOut={<SignedOutPrompt locale={locale} route="referrals" />}
      />
      <CashbackIsland
        locale={locale}
        texts={texts}
        signedOut={<SignedOutPrompt locale={locale} route="cashback" />}
      />
    </>
  );
}

describe('the rewards islands in the server HTML', () => {
  it.each(LOCALES)(
    'are the same loading state for every visitor of the cached page (%s)',
    (locale) => {
      const html = renderToString(islands(locale));
      const texts = RESOURCES[locale].rewards;
      expect(html).toContain('data-testid="referrals-island" data-state="loading"');
      expect(html).toContain('data-state="loading"');
      expect(html).toContain(texts.referrals.loading);
      expect(html).toContain(texts.cashback.loading);
      expect(html).not.toContain(texts.signedOut.login);
    },
  );

  it.each(LOCALES)('ask an anonymous visitor to sign in or sign up, coming back (%s)', (locale) => {
    const html = renderToString(
      <SessionProvider known={{ ...ANONYMOUS_SESSION, user: null }}>
        {islands(locale)}
      </SessionProvider>,
    );
    const texts = RESOURCES[locale].rewards;
    expect(html).toContain(texts.signedOut.referralsHeading);
    expect(html).toContain(texts.signedOut.cashbackHeading);
    const login = pathFor('login', locale, undefined, { returnUrl: pathFor('referrals', locale) });
    expect(html).toContain(`href="${login.replaceAll('&', '&amp;')}"`);
  });

  it('read the signed-in user’s state after hydration (loading until then)', () => {
    const html = renderToString(
      <SessionProvider known={{ ...ANONYMOUS_SESSION, user: TENANT }}>
        {islands('en')}
      </SessionProvider>,
    );
    expect(html).toContain(RESOURCES.en.rewards.referrals.loading);
    expect(html).not.toContain(RESOURCES.en.rewards.signedOut.login);
  });
});
