import { loadBrowserApi } from '../../client/load-browser-api';

import type { Locale } from '@rooms/i18n';

/*
 * The browser's calls of the subscription lifecycle (issue 27), over the typed API client
 * (same-origin, the session cookie travels by itself), loaded on the first call. Every call
 * rejects with the §8 `RoomsError` of the answer.
 */

/** What `GET /premium/subscription` and the actions answer. */
export type SubscriptionOverview = {
  subscription: {
    id: number;
    productId: number;
    status: string;
    currentPeriodEnd: string | null;
    cancelAtPeriodEnd: boolean;
    withdrawableUntil: string | null;
    amountCents: number;
  } | null;
  premiumUntil: string | null;
};

/** One line of `GET /premium/invoices`. */
export type Invoice = {
  paymentId: number;
  productIds: number[];
  amountCents: number;
  vatCents: number;
  status: number;
  createdAt: string;
  paidAt: string | null;
};

/**
 * Stops or resumes the renewal (`POST /premium/subscription/stop|resume`), with the stop link's
 * token when given (no session needed), else as the signed-in user.
 *
 * @throws RoomsError 400 `stop_link_invalid`, 401, 404, 409, 502
 */
export async function changeRenewal(
  locale: Locale,
  action: 'stop' | 'resume',
  token?: string,
): Promise<SubscriptionOverview> {
  const client = await loadBrowserApi(locale);
  const body = token === undefined ? {} : { token };
  const { data } =
    action === 'stop'
      ? await client.POST('/premium/subscription/stop', { body })
      : await client.POST('/premium/subscription/resume', { body });
  if (data === undefined) throw new Error(`empty answer of POST /premium/subscription/${action}`);
  return data;
}

/**
 * EU withdrawal (`POST /premium/subscription/withdraw`), after the user confirmed it.
 *
 * @returns the overview after it and the refunded amount (euro cents)
 * @throws RoomsError 409 `withdrawal_period_over`, 401, 404, 502
 */
export async function withdrawSubscription(
  locale: Locale,
): Promise<SubscriptionOverview & { refundedCents: number }> {
  const client = await loadBrowserApi(locale);
  const { data } = await client.POST('/premium/subscription/withdraw', { body: { confirm: true } });
  if (data === undefined) throw new Error('empty answer of POST /premium/subscription/withdraw');
  return data;
}
