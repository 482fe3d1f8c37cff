import { formatEuroCents } from '@rooms/ui/search-format';
import { describe, expect, it } from 'vitest';

import { formatDate } from '../../client/long-date';

import { productLabel } from './subscription-format';

const words = {
  kinds: { 1: 'Tenant premium', 2: 'Landlord premium', 3: 'Top advert', 4: 'Open advert' },
  days: (count: number) => `${count} days`,
  unlimited: 'unlimited',
  renews: 'renews',
};

describe('subscription formatting', () => {
  it('writes euros in each language', () => {
    expect(formatEuroCents(2495, 'en')).toBe('€24.95');
    expect(formatEuroCents(2495, 'nl').replace(/\s/u, ' ')).toBe('€ 24,95');
  });

  it('writes dates in Dutch time', () => {
    // 23:30 UTC on 4 December is already 5 December in Amsterdam.
    expect(formatDate('2026-12-04T23:30:00Z', 'en')).toBe('5 December 2026');
    expect(formatDate('2026-12-04T23:30:00Z', 'nl')).toBe('5 december 2026');
  });

  it('names products with duration and renewal', () => {
    expect(productLabel(258, words)).toBe('Tenant premium · 30 days · renews');
    expect(productLabel(247, words)).toBe('Top advert · unlimited');
    expect(productLabel(1, words)).toBe('#1');
  });
});
