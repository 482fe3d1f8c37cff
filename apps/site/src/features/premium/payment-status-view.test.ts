import { BusinessResultCode, PaymentStatus } from '@rooms/domain';
import { LOCALES, RESOURCES } from '@rooms/i18n';
import { describe, expect, it } from 'vitest';

import { PAYMENT_CODES, paymentStatusMessage, STATUS_RULES } from './payment-status-view';

describe('paymentStatusMessage', () => {
  it('has a message in both languages for every PaymentStatus of §3', () => {
    const statuses = Object.values(PaymentStatus);
    expect(Object.keys(STATUS_RULES).map(Number).sort()).toEqual([...statuses].sort());
    for (const status of statuses) {
      const message = paymentStatusMessage(status);
      expect(message.source).toBe('status');
      if (message.source !== 'status') continue;
      for (const locale of LOCALES)
        expect(RESOURCES[locale].premium.status.message[message.key]).toMatch(/\S/);
    }
  });

  it('has a text in both languages for every payment code 1115–1135', () => {
    expect(PAYMENT_CODES).toHaveLength(10);
    for (const code of PAYMENT_CODES) {
      const message = paymentStatusMessage(PaymentStatus.Failed, code);
      expect(message).toMatchObject({ source: 'code', code });
      for (const locale of LOCALES)
        expect((RESOURCES[locale].errors as Record<string, string>)[String(code)]).toMatch(/\S/);
    }
  });

  it('polls only while a payment may still change by itself', () => {
    expect(paymentStatusMessage(PaymentStatus.Processing)).toMatchObject({
      tone: 'pending',
      poll: true,
    });
    expect(paymentStatusMessage(PaymentStatus.StartedNotSent).poll).toBe(true);
    expect(paymentStatusMessage(PaymentStatus.Paid)).toMatchObject({
      tone: 'success',
      poll: false,
    });
    expect(paymentStatusMessage(PaymentStatus.Failed)).toMatchObject({
      tone: 'error',
      poll: false,
    });
    expect(paymentStatusMessage(PaymentStatus.Refund).tone).toBe('error');
    expect(
      paymentStatusMessage(PaymentStatus.Processing, BusinessResultCode.PaymentStillProcessing),
    ).toMatchObject({ tone: 'pending', poll: true });
    expect(
      paymentStatusMessage(PaymentStatus.Failed, BusinessResultCode.PaymentPending),
    ).toMatchObject({ tone: 'pending', poll: false });
  });

  it('reads an active membership as no failure, and ignores codes of other areas', () => {
    expect(
      paymentStatusMessage(PaymentStatus.Error, BusinessResultCode.UserHasActiveMembership).tone,
    ).toBe('success');
    expect(paymentStatusMessage(PaymentStatus.Paid, 1015)).toMatchObject({
      source: 'status',
      key: 'paid',
    });
  });

  it('reads an unknown status as a technical failure', () => {
    expect(paymentStatusMessage(77)).toMatchObject({
      key: 'technicalFailure',
      tone: 'error',
      poll: false,
    });
  });
});
