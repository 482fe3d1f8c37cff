import {
  ListingType,
  ROOM_RENT_TABLE_2026,
  roomRentEstimate,
  roomRentFactsFromListing,
} from '@rooms/domain';
import { getT } from '@rooms/i18n';
import { formatEuroCents } from '@rooms/ui/search-format';
import { describe, expect, it } from 'vitest';

import { listingFixture } from './listing-fixture';
import { listingRentCheck } from './listing-rent-check';

/** The estimate of the fixture's room (12 m², shared kitchen and bathroom, 4 residents). */
function fixtureMaximum(): number {
  const facts = roomRentFactsFromListing({ ...listingFixture(), energyLabel: 'Unknown' });
  const estimate = facts === null ? null : roomRentEstimate(facts, ROOM_RENT_TABLE_2026);
  if (estimate === null) throw new Error('the fixture is a room with a surface');
  return estimate.maxRentCents;
}

describe('listingRentCheck', () => {
  it("compares a room's asked rent with the estimate from the advert's own fields", async () => {
    const t = await getT('en', 'rentCheck');
    const maximum = fixtureMaximum();
    const within = listingRentCheck(listingFixture({ rentCents: maximum }), 'en', t);
    expect(within).toMatchObject({ state: 'within', badge: t('badge') });
    const above = listingRentCheck(listingFixture({ rentCents: maximum + 100 }), 'en', t);
    expect(above).toMatchObject({
      state: 'above',
      message: t('above', { amount: formatEuroCents(maximum, 'en') }),
    });
    expect(above?.badge).toBeUndefined();
  });

  it('gives no verdict when the rent includes utilities', async () => {
    const t = await getT('nl', 'rentCheck');
    const check = listingRentCheck(
      listingFixture({ rentCents: 100, utilitiesIncluded: true }),
      'nl',
      t,
    );
    expect(check).toMatchObject({ state: 'unknown', detail: t('utilitiesIncluded') });
  });

  it('uses the energy label, and counts a word it does not know as no label', async () => {
    const t = await getT('en', 'rentCheck');
    const withLabel = listingRentCheck(listingFixture({ energyLabel: 'A' }), 'en', t);
    expect(withLabel?.assumptions?.items).toContain(t('assumptions.label_a_counted_as_a'));
    const odd = listingRentCheck(listingFixture({ energyLabel: 'A++' }), 'en', t);
    expect(odd?.assumptions?.items).toContain(t('assumptions.energy_unknown_counted_oldest'));
  });

  it('checks student rooms too, and nothing else', async () => {
    const t = await getT('en', 'rentCheck');
    expect(
      listingRentCheck(listingFixture({ listingType: ListingType.StudentResidence }), 'en', t),
    ).not.toBeNull();
    for (const listingType of [ListingType.Apartment, ListingType.Studio, ListingType.Antikraak]) {
      expect(listingRentCheck(listingFixture({ listingType }), 'en', t)).toBeNull();
    }
  });
});
