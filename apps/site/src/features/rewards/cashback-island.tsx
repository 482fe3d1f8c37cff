'use client';

import { CashbackState } from '@rooms/ui/cashback-state';

import { IslandFrame } from './island-frame';
import { fetchCashback } from './rewards-api';
import { cashbackView } from './rewards-view';
import styles from './rewards.module.css';
import { useSignedInFetch } from './use-signed-in-fetch';

import type { RewardsTexts } from './rewards-view';
import type { Locale } from '@rooms/i18n';
import type { ReactNode } from 'react';

/** Props of {@link CashbackIsland}. */
export interface CashbackIslandProps {
  readonly locale: Locale;
  readonly texts: RewardsTexts;
  /**
   * What a visitor who is not signed in sees (sign-in and sign-up links coming back to the
   * page), rendered on the server.
   */
  readonly signedOut: ReactNode;
  /** The help centre of the page's language, if configured (a failed refund links to it). */
  readonly supportUrl?: string | undefined;
}

/**
 * The signed-in part of `/cashback` (issue 27 "cashback"), a client island of the cached page:
 * where the tenant's cashback stands (`GET /premium/cashback`): none yet, being refunded,
 * refunded with amount, date and advert, no premium payment to refund, or failed with a link to
 * support. A visitor who is not signed in gets sign-in and sign-up links.
 */
export function CashbackIsland({ locale, texts, signedOut, supportUrl }: CashbackIslandProps) {
  const { state, retry } = useSignedInFetch(() => fetchCashback(locale));
  const words = texts.cashback;

  return (
    <IslandFrame
      testId="cashback-island"
      className={styles.narrow}
      state={state}
      retry={retry}
      signedOut={signedOut}
      words={words}
    >
      {(data) => <CashbackState {...cashbackView(data, texts, locale, supportUrl)} />}
    </IslandFrame>
  );
}
