import { LOCALES, pageResources, RESOURCES } from '@rooms/i18n';
import { I18nProvider } from '@rooms/i18n/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { PaymentPanel } from './payment-panel';

import type { Locale } from '@rooms/i18n';

function serverHtml(locale: Locale, publishableKey?: string): string {
  return renderToString(
    <I18nProvider locale={locale} resources={pageResources(locale, ['premium'])}>
      <PaymentPanel
        publishableKey={publishableKey}
        clientSecret="pi_1_secret_2"
        returnUrl="/en/paymentstatus?paymentId=1"
        amountCents={2495}
      />
    </I18nProvider>,
  );
}

describe('PaymentPanel in the server HTML', () => {
  it.each(LOCALES)(
    'without a Stripe key: the three test buttons in %s, refusing taps until hydrated',
    (locale) => {
      const html = serverHtml(locale);
      const form = RESOURCES[locale].premium.form;
      for (const [label, outcome] of [
        [form.pay, 'succeeded'],
        [form.fail, 'failed'],
        [form.sepaPending, 'processing'],
      ] as const) {
        expect(html).toContain(label);
        expect(html).toMatch(
          new RegExp(`<button[^>]*disabled[^>]*data-testid="standin-${outcome}"`),
        );
      }
      expect(html).toContain(form.standinNotice);
    },
  );

  it('with a Stripe key: a loading state only, Stripe loads in the browser', () => {
    const html = serverHtml('en', 'pk_test_abc');
    expect(html).toContain(RESOURCES.en.premium.form.loading);
    expect(html).not.toContain(RESOURCES.en.premium.form.pay);
  });
});
