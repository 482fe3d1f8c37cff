import { PaymentStatus } from '@rooms/domain';
import { describe, expect, it } from 'vitest';

import { canMove, nextStatus, statusOfInvoice, statusOfPaymentIntent } from './payment-state.js';

const S = PaymentStatus;

describe('canMove', () => {
  it('moves forward: started → processing → paid → refund', () => {
    expect(canMove(S.StartedNotSent, S.Processing)).toBe(true);
    expect(canMove(S.Processing, S.Paid)).toBe(true);
    expect(canMove(S.Paid, S.Refund)).toBe(true);
    expect(canMove(S.Paid, S.Chargeback)).toBe(true);
  });

  it('never moves back: a paid payment stays paid whatever late event comes', () => {
    for (const to of [S.StartedNotSent, S.Processing, S.Failed, S.Cancelled, S.PendingInput]) {
      expect(canMove(S.Paid, to)).toBe(false);
    }
    expect(canMove(S.Processing, S.StartedNotSent)).toBe(false);
  });

  it('refund and chargeback are final', () => {
    for (const to of Object.values(S)) {
      expect(canMove(S.Refund, to)).toBe(false);
      expect(canMove(S.Chargeback, to)).toBe(false);
    }
  });

  it('a failure may be retried, and a processing SEPA debit may still fail', () => {
    expect(canMove(S.Failed, S.Processing)).toBe(true);
    expect(canMove(S.Failed, S.Paid)).toBe(true);
    expect(canMove(S.Processing, S.Failed)).toBe(true);
    expect(nextStatus(S.Paid, S.Failed)).toBe(S.Paid);
  });
});

describe('statusOfPaymentIntent and statusOfInvoice', () => {
  it('read Stripe’s objects', () => {
    expect(statusOfPaymentIntent({ status: 'succeeded', last_payment_error: null })).toBe(S.Paid);
    expect(statusOfPaymentIntent({ status: 'processing', last_payment_error: null })).toBe(
      S.Processing,
    );
    expect(
      statusOfPaymentIntent({ status: 'requires_payment_method', last_payment_error: {} as never }),
    ).toBe(S.Failed);
    expect(
      statusOfPaymentIntent({ status: 'requires_payment_method', last_payment_error: null }),
    ).toBe(S.StartedNotSent);
    expect(statusOfPaymentIntent({ status: 'canceled', last_payment_error: null })).toBe(
      S.Cancelled,
    );
    expect(statusOfInvoice({ status: 'paid' }, null)).toBe(S.Paid);
    expect(statusOfInvoice({ status: 'void' }, null)).toBe(S.Cancelled);
    expect(
      statusOfInvoice({ status: 'open' }, { status: 'processing', last_payment_error: null }),
    ).toBe(S.Processing);
  });
});
