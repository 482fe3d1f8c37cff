import { getT } from '@rooms/i18n';
import { describe, expect, it } from 'vitest';

import { productView } from './product-view';

import type { PremiumProduct } from './premium-types';

const MONTHLY: PremiumProduct = {
  id: 258,
  kind: 1,
  priceCents: 2495,
  vatCents: 433,
  durationDays: 30,
  renews: true,
  pricePerMonthCents: 2495,
};

describe('productView', () => {
  it('says the price, the price per month and that it renews until stopped', async () => {
    const view = productView(MONTHLY, await getT('en', 'premium'), 'en');
    expect(view).toEqual({
      id: 258,
      name: 'Premium monthly',
      price: '€24.95',
      perMonth: '€24.95 per month',
      term: 'Renews every month until you stop it. Stop any time, no notice period.',
      vat: 'Including €4.33 VAT',
      renews: true,
    });
  });

  it('three-monthly renewal, one-off and unlimited products in Dutch', async () => {
    const t = await getT('nl', 'premium');
    expect(
      productView(
        { ...MONTHLY, id: 261, durationDays: 90, priceCents: 5995, pricePerMonthCents: 1998 },
        t,
        'nl',
      ),
    ).toMatchObject({
      name: 'Premium per 3 maanden',
      perMonth: '€\u00a019,98 per maand',
      term: 'Wordt elke 3 maanden verlengd tot je stopt. Altijd stopbaar, zonder opzegtermijn.',
    });
    expect(
      productView({ ...MONTHLY, id: 260, durationDays: 180, renews: false }, t, 'nl').term,
    ).toBe('Loopt 180 dagen en stopt vanzelf: geen verlenging.');
    const unlimited = productView(
      { ...MONTHLY, id: 247, kind: 3, durationDays: null, renews: false, pricePerMonthCents: null },
      t,
      'nl',
    );
    expect(unlimited.perMonth).toBeUndefined();
    expect(unlimited.term).toBe('Loopt tot de advertentie stopt: geen verlenging.');
  });

  it('names an unknown product by its id', async () => {
    expect(productView({ ...MONTHLY, id: 999 }, await getT('en', 'premium'), 'en').name).toBe(
      '999',
    );
  });
});
