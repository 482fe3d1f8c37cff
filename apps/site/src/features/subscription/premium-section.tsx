'use client';

import { isRoomsError } from '@rooms/domain';
import { buttonClassName } from '@rooms/ui/button-link';
import { formatEuroCents } from '@rooms/ui/search-format';
import { useState } from 'react';

import { DisabledUntilHydrated } from '../../client/disabled-until-hydrated';
import { formatDate } from '../../client/long-date';

import { fill } from './fill';
import { changeRenewal, withdrawSubscription } from './subscription-api';
import styles from './subscription.module.css';

import type { SubscriptionOverview } from './subscription-api';
import type { SubscriptionTexts } from './subscription-texts';
import type { Locale } from '@rooms/i18n';

/** Props of {@link PremiumSection}. */
export interface PremiumSectionProps {
  readonly locale: Locale;
  readonly initial: SubscriptionOverview;
  readonly texts: SubscriptionTexts;
  /** The products page (`/premium-account-payment`), linked when there is no subscription. */
  readonly premiumPath: string;
}

/**
 * The Premium section of `/my-account` (issue 27 "Fair subscriptions"): the premium end, the
 * renewing subscription with its renewal date and amount, "Stop my subscription" (one step, any
 * time before the renewal; the paid period stays), "Resume", and while the EU withdrawal period
 * runs a withdrawal button with a confirmation step. Every answer of the API replaces the shown
 * state; a failure keeps it and says so.
 */
export function PremiumSection({ locale, initial, texts, premiumPath }: PremiumSectionProps) {
  const [overview, setOverview] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [confirming, setConfirming] = useState(false);
  const { subscription, premiumUntil } = overview;
  const date = (iso: string | null) => (iso === null ? '' : formatDate(iso, locale));

  const act = async (run: () => Promise<string>) => {
    if (busy) return;
    setBusy(true);
    setMessage('');
    try {
      setMessage(await run());
    } catch (error) {
      setMessage(
        isRoomsError(error) && error.code === 'withdrawal_period_over'
          ? texts.withdraw.over
          : texts.section.failed,
      );
    } finally {
      setBusy(false);
    }
  };

  const renewal = (action: 'stop' | 'resume') =>
    act(async () => {
      const next = await changeRenewal(locale, action);
      setOverview(next);
      const end = date(next.subscription?.currentPeriodEnd ?? null);
      return fill(action === 'stop' ? texts.section.stopped : texts.section.resumed, { date: end });
    });

  const withdraw = () =>
    act(async () => {
      const next = await withdrawSubscription(locale);
      setOverview(next);
      setConfirming(false);
      return fill(texts.withdraw.done, { amount: formatEuroCents(next.refundedCents, locale) });
    });

  return (
    <div data-testid="premium-section">
      <div className={styles.facts}>
        <p data-testid="premium-until">
          {premiumUntil === null
            ? texts.section.noPremium
            : fill(texts.section.premiumUntil, { date: date(premiumUntil) })}
        </p>
        {subscription === null ? (
          <p>
            {texts.section.none} <a href={premiumPath}>{texts.section.buy}</a>
          </p>
        ) : (
          <p data-testid="subscription-state">
            {subscription.status !== 'active'
              ? texts.section.pastDue
              : fill(
                  subscription.cancelAtPeriodEnd ? texts.section.endsOn : texts.section.renewsOn,
                  {
                    date: date(subscription.currentPeriodEnd),
                    amount: formatEuroCents(subscription.amountCents, locale),
                  },
                )}
          </p>
        )}
      </div>
      {subscription !== null && (
        <DisabledUntilHydrated>
          <div className={styles.actions}>
            {subscription.status === 'active' &&
              (subscription.cancelAtPeriodEnd ? (
                <button
                  type="button"
                  aria-disabled={busy}
                  onClick={() => void renewal('resume')}
                  className={buttonClassName({ variant: 'contained', className: styles.button })}
                >
                  {texts.section.resume}
                </button>
              ) : (
                <button
                  type="button"
                  aria-disabled={busy}
                  onClick={() => void renewal('stop')}
                  className={buttonClassName({ variant: 'outlined', className: styles.button })}
                >
                  {texts.section.stop}
                </button>
              ))}
          </div>
          {subscription.withdrawableUntil !== null && (
            <>
              <p className={styles.hint}>
                {fill(texts.withdraw.intro, {
                  date: date(subscription.withdrawableUntil),
                  amount: formatEuroCents(subscription.amountCents, locale),
                })}
              </p>
              {confirming ? (
                <div className={styles.confirm} role="group" aria-labelledby="withdraw-question">
                  <p id="withdraw-question">
                    {fill(texts.withdraw.question, {
                      amount: formatEuroCents(subscription.amountCents, locale),
                    })}
                  </p>
                  <div className={styles.actions}>
                    <button
                      type="button"
                      aria-disabled={busy}
                      onClick={() => void withdraw()}
                      className={buttonClassName({ variant: 'outlined', className: styles.danger })}
                    >
                      {texts.withdraw.confirm}
                    </button>
                    <button
                      type="button"
                      onClick={() => setConfirming(false)}
                      className={buttonClassName({ variant: 'outlined', className: styles.button })}
                    >
                      {texts.withdraw.cancel}
                    </button>
                  </div>
                </div>
              ) : (
                <div className={styles.actions}>
                  <button
                    type="button"
                    onClick={() => setConfirming(true)}
                    className={buttonClassName({ variant: 'outlined', className: styles.danger })}
                  >
                    {texts.withdraw.button}
                  </button>
                </div>
              )}
            </>
          )}
        </DisabledUntilHydrated>
      )}
      <p role="status" className={styles.status} data-testid="subscription-message">
        {message}
      </p>
    </div>
  );
}
