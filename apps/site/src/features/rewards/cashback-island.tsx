'use client';

import { CashbackState } from '@rooms/ui/cashback-state';
import { InlineAlert, inlineAlertClasses } from '@rooms/ui/inline-alert';

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

  if (state.kind === 'anonymous') {
    return (
      <div
        className={`${styles.island} ${styles.narrow}`}
        data-testid="cashback-island"
        data-state="anonymous"
      >
        {signedOut}
      </div>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div
        className={`${styles.island} ${styles.narrow}`}
        data-testid="cashback-island"
        data-state="failed"
      >
        <InlineAlert
          severity="error"
          action={
            <button type="button" className={inlineAlertClasses.actionButton} onClick={retry}>
              {words.retry}
            </button>
          }
        >
          {words.failed}
        </InlineAlert>
      </div>
    );
  }
  if (state.kind !== 'ready') {
    return (
      <div
        className={`${styles.island} ${styles.narrow}`}
        data-testid="cashback-island"
        data-state="loading"
      >
        <div className={styles.loading} role="status" aria-busy="true">
          <span className={styles.spinner} aria-hidden="true" />
          {words.loading}
        </div>
      </div>
    );
  }
  return (
    <div
      className={`${styles.island} ${styles.narrow}`}
      data-testid="cashback-island"
      data-state="ready"
    >
      <CashbackState {...cashbackView(state.data, texts, locale, supportUrl)} />
    </div>
  );
}
