import { loadBrowserApi } from '../../client/load-browser-api';

import type { RoomsClient } from '@rooms/api-client';
import type { Locale } from '@rooms/i18n';

/*
 * The calls of referrals and cashback (issue 27), over the typed API client. The pages' islands
 * call from the browser (same-origin, the session cookie travels by itself), loading the client
 * on the first call; every call rejects with the §8 `RoomsError` of the answer.
 */

/** One person who joined through the user's link (`GET /premium/referrals`). */
export type Invitation = {
  /** Their first name only. */
  firstName: string;
  /** When the account was created, ISO. */
  joinedAt: string;
  /** A `ReferralStatus` (1–5). */
  status: number;
  /** When the first payment clears (Clearing), ISO. */
  clearsAt: string | null;
  /** When both got the reward (Rewarded), ISO. */
  rewardedAt: string | null;
};

/** What `GET /premium/referrals` answers. */
export type ReferralsOverview = {
  /** The user's referral code (the link's `?ref=`). */
  code: string;
  /** Days of premium a reward gives each side. */
  rewardDays: number;
  /** Newest first, at most 100. */
  invitations: Invitation[];
  /** Days of premium this user earned in total. */
  rewardedDays: number;
};

/** The user's cashback, when a landlord named them (`GET /premium/cashback`). */
export type Cashback = {
  /** A `CashbackStatus` (1–4). */
  status: number;
  /** The refund, euro cents (null without a premium payment). */
  amountCents: number | null;
  listingTitle: string | null;
  /** When the landlord confirmed the rental, ISO. */
  confirmedAt: string;
  refundedAt: string | null;
};

/** What `GET /premium/cashback` answers. */
export type CashbackOverview = {
  /** Percent of the last premium payment refunded. */
  percent: number;
  cashback: Cashback | null;
};

/** A tenant who can be named as the one who rents an advert. */
export type RentalCandidate = {
  conversationID: number;
  tenantFirstName: string;
  /** ISO. */
  lastMessageAt: string;
};

/**
 * The signed-in user's referral code, invitations and days earned (`GET /premium/referrals`;
 * the code is made on the first call).
 *
 * @param locale the page's language
 * @throws RoomsError 401 when signed out, 5xx
 */
export async function fetchReferrals(locale: Locale): Promise<ReferralsOverview> {
  const client = await loadBrowserApi(locale);
  const { data } = await client.GET('/premium/referrals');
  if (data === undefined) throw new Error('empty answer of GET /premium/referrals');
  return data;
}

/**
 * Where the signed-in tenant's cashback stands (`GET /premium/cashback`).
 *
 * @param locale the page's language
 * @throws RoomsError 401 when signed out, 5xx
 */
export async function fetchCashback(locale: Locale): Promise<CashbackOverview> {
  const client = await loadBrowserApi(locale);
  const { data } = await client.GET('/premium/cashback');
  if (data === undefined) throw new Error('empty answer of GET /premium/cashback');
  return data;
}

/**
 * The tenants who have a conversation about one of the landlord's adverts, most recent first
 * (`GET /listing/rental-candidates`): whom the deactivate dialog offers as the new tenant.
 *
 * @param client the landlord's client
 * @param listingID the landlord's advert (another's → RoomsError 404, code 1015)
 */
export async function fetchRentalCandidates(
  client: RoomsClient,
  listingID: number,
): Promise<RentalCandidate[]> {
  const { data } = await client.GET('/listing/rental-candidates', {
    params: { query: { listingID } },
  });
  if (data === undefined) throw new Error('empty answer of GET /listing/rental-candidates');
  return data.candidates;
}
