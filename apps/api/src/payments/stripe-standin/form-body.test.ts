import { describe, expect, it } from 'vitest';

import { decodeForm } from './form-body.js';

describe('decodeForm (Stripe bracket notation)', () => {
  it('decodes nested objects, indexed arrays and [] arrays as the SDK and Stripe docs write them', () => {
    const text = [
      'customer=cus_1',
      'items[0][price]=price_1',
      'items[0][quantity]=2',
      'items[1][price]=price_2',
      'metadata[rooms_user_id]=7',
      'payment_settings[payment_method_types][0]=ideal',
      'payment_settings[payment_method_types][1]=card',
      'lookup_keys[]=rooms_258',
      'lookup_keys[]=rooms_261',
      'expand[0]=latest_invoice.confirmation_secret',
      'description=a%20b%26c%3D',
    ].join('&');
    expect(decodeForm(text)).toEqual({
      customer: 'cus_1',
      items: [{ price: 'price_1', quantity: '2' }, { price: 'price_2' }],
      metadata: { rooms_user_id: '7' },
      payment_settings: { payment_method_types: ['ideal', 'card'] },
      lookup_keys: ['rooms_258', 'rooms_261'],
      expand: ['latest_invoice.confirmation_secret'],
      description: 'a b&c=',
    });
  });

  it('keeps objects whose keys are not 0..n-1 as objects, and an empty value as the empty string', () => {
    expect(decodeForm('metadata[1]=a&metadata[3]=b&metadata=')).toEqual({ metadata: '' });
    expect(decodeForm('metadata[1]=a&metadata[3]=b')).toEqual({ metadata: { '1': 'a', '3': 'b' } });
    expect(decodeForm('metadata=')).toEqual({ metadata: '' });
  });

  it('skips malformed, prototype-reaching and too deep keys', () => {
    const decoded = decodeForm(
      'a[b=1&[x]=2&__proto__[polluted]=1&c[constructor][y]=1&d[1][2][3][4][5][6][7][8]=1&ok=1',
    );
    expect(decoded).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
