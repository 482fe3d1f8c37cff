import { PaymentStatus } from '@rooms/domain';
import { getT } from '@rooms/i18n';
import { describe, expect, it } from 'vitest';

import { awaitingWebhook, outcomeView } from './outcome-view';

async function texts(locale: 'nl' | 'en') {
  return { t: await getT(locale, 'premium'), tErrors: await getT(locale, 'errors'), locale };
}

describe('outcomeView', () => {
  it('a paid premium: thanks, until when, back to the reaction, then the search', async () => {
    const view = outcomeView(
      {
        paymentId: 1,
        status: PaymentStatus.Paid,
        productIds: [258],
        entitlementEndsAt: '2026-12-28T10:00:00Z',
      },
      '/en/react-to-listing/12',
      await texts('en'),
    );
    expect(view).toMatchObject({
      message: 'Thank you! Your payment has been received.',
      detail: 'Premium until 28 Dec 2026.',
      tone: 'success',
      poll: false,
    });
    expect(view.links.map((link) => link.href)).toEqual([
      '/en/react-to-listing/12',
      '/en/for-rent/room-netherlands',
    ]);
  });

  it('a failed payment: try again first, keeping where to go afterwards', async () => {
    const view = outcomeView(
      { paymentId: 2, status: PaymentStatus.Failed, productIds: [258] },
      '/react-to-listing/12',
      await texts('nl'),
    );
    expect(view.tone).toBe('error');
    expect(view.message).toBe('Je betaling is mislukt. Er is geen geld afgeschreven.');
    expect(view.links[0]).toEqual({
      label: 'Opnieuw proberen',
      href: '/premium-account-payment/make-payment?selectedProduct=258&selectedProductRatePlan=258&returnTo=%2Freact-to-listing%2F12',
    });
  });

  it('a boost: until when, and on to My adverts; unlimited says so', async () => {
    const en = await texts('en');
    const dated = outcomeView(
      {
        paymentId: 3,
        status: PaymentStatus.Paid,
        productIds: [246],
        listingID: 5,
        entitlementEndsAt: '2026-12-05T00:00:00Z',
      },
      undefined,
      en,
    );
    expect(dated.detail).toBe('Your advert is boosted until 5 Dec 2026.');
    expect(dated.links.map((link) => link.href)).toEqual([
      '/en/my-adverts',
      '/en/for-rent/room-netherlands',
    ]);
    const unlimited = outcomeView(
      { paymentId: 4, status: PaymentStatus.Paid, productIds: [247, 251], entitlementEndsAt: null },
      undefined,
      en,
    );
    expect(unlimited.detail).toBe('Your advert is boosted until it ends.');
    const failed = outcomeView(
      { paymentId: 5, status: PaymentStatus.Refused, productIds: [246] },
      undefined,
      en,
    );
    expect(failed.links[0]).toEqual({ label: 'Try again', href: '/en/my-adverts' });
  });

  it('processing polls; a business code is said with the errors text', async () => {
    const en = await texts('en');
    expect(
      outcomeView(
        { paymentId: 6, status: PaymentStatus.Processing, productIds: [258] },
        undefined,
        en,
      ),
    ).toMatchObject({
      tone: 'pending',
      poll: true,
      detail: undefined,
    });
    expect(
      outcomeView(
        { paymentId: 7, status: PaymentStatus.Cancelled, code: 1135, productIds: [258] },
        undefined,
        en,
      ).message,
    ).toBe(en.tErrors('1135' as 'unknown'));
  });
});

describe('awaitingWebhook', () => {
  it('says "checking" and polls while the browser saw success and the database a failure', async () => {
    const en = await texts('en');
    const stale = outcomeView(
      { paymentId: 8, status: PaymentStatus.Failed, code: 1116, productIds: [258] },
      undefined,
      en,
    );
    expect(awaitingWebhook(stale, 'succeeded', en.t)).toEqual({
      message: 'We are checking your payment…',
      detail: undefined,
      tone: 'pending',
      poll: true,
      links: [],
    });
    expect(awaitingWebhook(stale, 'failed', en.t)).toBe(stale);
    expect(awaitingWebhook(stale, undefined, en.t)).toBe(stale);
    const paid = outcomeView(
      { paymentId: 8, status: PaymentStatus.Paid, productIds: [258] },
      undefined,
      en,
    );
    expect(awaitingWebhook(paid, 'succeeded', en.t)).toBe(paid);
  });
});
