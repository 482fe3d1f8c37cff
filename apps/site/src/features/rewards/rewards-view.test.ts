import { CASHBACK_PERCENT, CashbackStatus, ReferralStatus } from '@rooms/domain';
import { RESOURCES } from '@rooms/i18n';
import { describe, expect, it } from 'vitest';

import { cashbackView, invitationItems, referralLink } from './rewards-view';

import type { Cashback } from './rewards-api';

const EN = RESOURCES.en.rewards;
const NL = RESOURCES.nl.rewards;

describe('referralLink', () => {
  it('is the sign-up page of the page language with the code', () => {
    expect(referralLink('K7QM4TXA', 'nl', 'https://rooms.test')).toBe(
      'https://rooms.test/gebruiker/registreren?ref=K7QM4TXA',
    );
    expect(referralLink('K7QM4TXA', 'en', 'http://localhost:3000')).toBe(
      'http://localhost:3000/en/user/register?ref=K7QM4TXA',
    );
  });
});

describe('invitationItems', () => {
  it('says every state in words with the date that goes with it', () => {
    const joinedAt = '2026-12-03T10:00:00Z';
    const items = invitationItems(
      [
        {
          firstName: 'Pim',
          joinedAt,
          status: ReferralStatus.Joined,
          clearsAt: null,
          rewardedAt: null,
        },
        {
          firstName: 'Sara',
          joinedAt,
          status: ReferralStatus.Clearing,
          clearsAt: '2027-01-28T10:00:00Z',
          rewardedAt: null,
        },
        {
          firstName: 'Noor',
          joinedAt,
          status: ReferralStatus.Rewarded,
          clearsAt: '2026-12-04T10:00:00Z',
          rewardedAt: '2026-12-04T10:00:01Z',
        },
        {
          firstName: 'Ada',
          joinedAt,
          status: ReferralStatus.SelfReferral,
          clearsAt: null,
          rewardedAt: null,
        },
        {
          firstName: 'Bram',
          joinedAt,
          status: ReferralStatus.Reversed,
          clearsAt: null,
          rewardedAt: null,
        },
      ],
      EN,
      'en',
    );
    expect(items.map(({ name, state, detail, tone }) => ({ name, state, detail, tone }))).toEqual([
      { name: 'Pim', state: EN.referrals.status['1'], detail: undefined, tone: 'waiting' },
      {
        name: 'Sara',
        state: EN.referrals.status['2'],
        detail: 'Reward on 28 January 2027',
        tone: 'waiting',
      },
      {
        name: 'Noor',
        state: EN.referrals.status['3'],
        detail: 'Rewarded on 4 December 2026',
        tone: 'rewarded',
      },
      { name: 'Ada', state: EN.referrals.status['4'], detail: undefined, tone: 'none' },
      { name: 'Bram', state: EN.referrals.status['5'], detail: undefined, tone: 'none' },
    ]);
    expect(items[0]?.joined).toBe('Joined on 3 December 2026');
    expect(new Set(items.map((item) => item.key)).size).toBe(items.length);
  });

  it('writes Dutch dates on the Dutch page', () => {
    const [item] = invitationItems(
      [
        {
          firstName: 'Pim',
          joinedAt: '2026-12-03T10:00:00Z',
          status: ReferralStatus.Rewarded,
          clearsAt: null,
          rewardedAt: '2026-12-05T10:00:00Z',
        },
      ],
      NL,
      'nl',
    );
    expect(item).toMatchObject({
      joined: 'Aangemeld op 3 december 2026',
      detail: 'Beloond op 5 december 2026',
    });
  });
});

describe('cashbackView', () => {
  const base: Cashback = {
    status: CashbackStatus.Pending,
    amountCents: 1247,
    listingTitle: 'Room in Groningen',
    confirmedAt: '2026-12-03T10:00:00Z',
    refundedAt: null,
  };
  const view = (cashback: Cashback | null, supportUrl?: string) =>
    cashbackView({ percent: CASHBACK_PERCENT, cashback }, EN, 'en', supportUrl);

  it('says what to do when there is none yet', () => {
    expect(view(null)).toMatchObject({ tone: 'none', message: EN.cashback.none });
    expect(view(null).details?.[0]).toContain(`${CASHBACK_PERCENT}%`);
  });

  it('shows the amount, date and advert of a refund', () => {
    const refunded = view({
      ...base,
      status: CashbackStatus.Refunded,
      refundedAt: '2026-12-04T10:00:00Z',
    });
    expect(refunded.tone).toBe('refunded');
    expect(refunded.message).toBe('€12.47 refunded on 4 December 2026');
    expect(refunded.details).toEqual(['For “Room in Groningen”.', EN.cashback.refundedDetail]);
  });

  it('shows a pending refund and a rental without a premium payment', () => {
    expect(view(base)).toMatchObject({
      tone: 'pending',
      message: 'Your landlord confirmed your rental: we are refunding €12.47.',
    });
    expect(
      view({ ...base, status: CashbackStatus.NoPremiumPayment, amountCents: null }).message,
    ).toContain('3 December 2026');
  });

  it('links to support after a failed refund when the help centre is known', () => {
    const failed = { ...base, status: CashbackStatus.Failed };
    expect(view(failed, 'https://help.example/en')).toMatchObject({
      tone: 'error',
      action: {
        label: EN.cashback.contactSupport,
        href: 'https://help.example/en',
        external: true,
      },
    });
    expect(view(failed).action).toBeUndefined();
  });
});
