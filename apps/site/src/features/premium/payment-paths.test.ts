import { describe, expect, it } from 'vitest';

import {
  idFrom,
  makePaymentPath,
  paymentStatusPath,
  returnToFrom,
  withStripeReturn,
} from './payment-paths';

describe('returnToFrom', () => {
  it('keeps a page of this site', () => {
    expect(returnToFrom('/react-to-listing/12')).toBe('/react-to-listing/12');
    expect(returnToFrom(['/en/my-adverts', '/x'])).toBe('/en/my-adverts');
  });

  it('refuses other sites, unknown paths and payment or sign-in pages', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/no/such/page/at/all/here',
      '/en/paymentstatus',
      '/premium-account-payment/make-payment',
      '/gebruiker/inloggen',
      '',
      undefined,
      null,
    ])
      expect(returnToFrom(value), String(value)).toBeUndefined();
  });
});

describe('idFrom', () => {
  it('reads positive plain integers only', () => {
    expect(idFrom('258')).toBe(258);
    expect(idFrom(['241'])).toBe(241);
    for (const value of ['0', '-1', '1e3', '12abc', ' 12', '99999999999', '', undefined])
      expect(idFrom(value), String(value)).toBeUndefined();
  });
});

describe('payment paths', () => {
  it('builds the pay page and the outcome page in both languages', () => {
    expect(makePaymentPath('nl', 258)).toBe(
      '/premium-account-payment/make-payment?selectedProduct=258&selectedProductRatePlan=258',
    );
    expect(makePaymentPath('en', 261, '/en/react-to-listing/5')).toBe(
      '/en/premium-account-payment/make-payment?selectedProduct=261&selectedProductRatePlan=261&returnTo=%2Fen%2Freact-to-listing%2F5',
    );
    expect(paymentStatusPath('nl', 9)).toBe('/betalingsstatus?paymentId=9');
    expect(paymentStatusPath('en', 9, '/en/my-adverts')).toBe(
      '/en/paymentstatus?paymentId=9&returnTo=%2Fen%2Fmy-adverts',
    );
  });

  it('adds Stripe return parameters to a path or an absolute address', () => {
    expect(
      withStripeReturn('/betalingsstatus?paymentId=9', 'pi_1', 'pi_1_secret_x', 'failed'),
    ).toBe(
      '/betalingsstatus?paymentId=9&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=failed',
    );
    expect(withStripeReturn('https://rooms.nl/en/paymentstatus', 'pi_2', 's', 'succeeded')).toBe(
      'https://rooms.nl/en/paymentstatus?payment_intent=pi_2&payment_intent_client_secret=s&redirect_status=succeeded',
    );
  });
});
