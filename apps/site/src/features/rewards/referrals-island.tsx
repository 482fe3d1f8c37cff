'use client';

import { InvitationList } from '@rooms/ui/invitation-list';
import { ReferralLink } from '@rooms/ui/referral-link';

import { fill } from '../subscription/fill';

import { IslandFrame } from './island-frame';
import { fetchReferrals } from './rewards-api';
import { invitationItems, referralLink } from './rewards-view';
import styles from './rewards.module.css';
import { useSignedInFetch } from './use-signed-in-fetch';

import type { RewardsTexts } from './rewards-view';
import type { Locale } from '@rooms/i18n';
import type { ReactNode } from 'react';

/** Props of {@link ReferralsIsland}. */
export interface ReferralsIslandProps {
  readonly locale: Locale;
  readonly texts: RewardsTexts;
  /**
   * What a visitor who is not signed in sees (sign-in and sign-up links coming back to the
   * page), rendered on the server.
   */
  readonly signedOut: ReactNode;
}

/**
 * The signed-in part of `/referrals` (issue 27 "referrals"), a client island of the cached page:
 * the user's invitation link in the page's language with copy and share, the people who joined
 * through it with where each reward stands, and the premium days earned
 * (`GET /premium/referrals`). A visitor who is not signed in gets sign-in and sign-up links;
 * while the session or the invitations are read it says so.
 */
export function ReferralsIsland({ locale, texts, signedOut }: ReferralsIslandProps) {
  const { state, retry } = useSignedInFetch(() => fetchReferrals(locale));
  const words = texts.referrals;

  return (
    <IslandFrame
      testId="referrals-island"
      state={state}
      retry={retry}
      signedOut={signedOut}
      words={words}
    >
      {({ code, rewardDays, invitations, rewardedDays }) => (
        <div className={styles.columns}>
          <section className={styles.card} aria-labelledby="referral-link-heading">
            <h2 id="referral-link-heading" className={styles.cardHeading}>
              {words.heading}
            </h2>
            <ReferralLink
              url={referralLink(code, locale, window.location.origin)}
              shareTitle={words.shareTitle}
              shareText={fill(words.shareText, { days: rewardDays })}
              texts={{
                label: words.linkLabel,
                hint: fill(words.linkHint, { days: rewardDays }),
                copy: words.copy,
                copied: words.copied,
                copyFailed: words.copyFailed,
                share: words.share,
              }}
            />
          </section>
          <section className={styles.card} aria-labelledby="referral-invitations-heading">
            <InvitationList
              headingId="referral-invitations-heading"
              heading={words.invitationsHeading}
              summary={fill(words.earned, { days: rewardedDays })}
              emptyText={words.empty}
              items={invitationItems(invitations, texts, locale)}
            />
          </section>
        </div>
      )}
    </IslandFrame>
  );
}
