import { getT } from '@rooms/i18n';
import { listingCardProps } from '@rooms/ui/listing-card';
import { RentCheckBadge } from '@rooms/ui/rent-check-badge';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';

import {
  CARD_TITLE_SLOT,
  cardName,
  fillCardTitle,
  searchCards,
  searchCardTexts,
} from './search-cards';

import type { ListingCardData } from '@rooms/ui/listing-card';

const LISTING: ListingCardData = {
  id: 879,
  listingType: 1,
  cityName: 'Groningen',
  citySlug: 'groningen',
  streetName: 'Multatulistraat',
  streetSlug: 'multatulistraat',
  rentCents: 47500,
  serviceCostsCents: 3350,
  surfaceM2: 18,
  furnishing: 4,
  availableFrom: '2026-12-08',
  availableTo: null,
  coverImageKey: 'abc',
  isTopAdvert: true,
};

describe('fillCardTitle', () => {
  it('puts the name where the slot is, literally, and leaves texts without a slot alone', () => {
    expect(fillCardTitle(`Favoriet: ${CARD_TITLE_SLOT}`, 'Vismarkt, Groningen')).toBe(
      'Favoriet: Vismarkt, Groningen',
    );
    // `$&` would mean "the match" to String.replace; the name must come out as typed.
    expect(fillCardTitle(`${CARD_TITLE_SLOT} (${CARD_TITLE_SLOT})`, '$& A')).toBe('$& A ($& A)');
    expect(fillCardTitle('Sluiten', 'Vismarkt')).toBe('Sluiten');
  });
});

describe('searchCards', () => {
  it('keeps what differs per card, as listingCardProps words it, and the image key', async () => {
    const t = await getT('en', 'search');
    const options = { locale: 'en', t, today: '2026-11-01' } as const;
    const [card] = searchCards([LISTING], options);
    const full = listingCardProps(LISTING, options);
    expect(card).toEqual({
      id: 879,
      href: full.href,
      title: 'Multatulistraat',
      subtitle: 'Groningen',
      typeLabel: 'Room',
      image: 'abc',
      price: '€475',
      extraCosts: '+ €33.50 service costs',
      facts: ['18 m²', 'Furnished'],
      availability: 'Available from 8 Dec 2026',
      badge: 'Top advert · paid',
    });
  });

  it('leaves out the costs and badge a card does not have', async () => {
    const t = await getT('nl', 'search');
    const [card] = searchCards([{ ...LISTING, serviceCostsCents: 0, isTopAdvert: false }], {
      locale: 'nl',
      t,
    });
    expect(card).not.toHaveProperty('extraCosts');
    expect(card).not.toHaveProperty('badge');
    expect(card).not.toHaveProperty('rentWithinEstimate');
    expect(card).not.toHaveProperty('confirmed');
  });

  it("carries the day of the landlord's last confirmation as a finished text", async () => {
    const t = await getT('nl', 'search');
    const [card] = searchCards([{ ...LISTING, confirmedAt: '2026-11-25T08:00:00Z' }], {
      locale: 'nl',
      t,
    });
    expect(card?.confirmed).toBe('Bevestigd 25 nov');
  });

  it('marks the cards whose rent is within the legal estimate, and only those', async () => {
    const t = await getT('nl', 'search');
    const cards = searchCards(
      [
        { ...LISTING, id: 1, isRentWithinLegalEstimate: true },
        { ...LISTING, id: 2, isRentWithinLegalEstimate: false },
        { ...LISTING, id: 3 },
      ],
      { locale: 'nl', t },
    );
    expect(cards.map((card) => card.rentWithinEstimate)).toEqual([true, undefined, undefined]);
    expect(cards[1]).not.toHaveProperty('rentWithinEstimate');
  });
});

describe('searchCardTexts', () => {
  it("gives each card's heart its own name, in both languages", async () => {
    for (const [locale, label, signIn] of [
      [
        'nl',
        'Favoriet: Vismarkt, Groningen',
        'Log in om Vismarkt, Groningen als favoriet te bewaren',
      ],
      ['en', 'Favourite: Vismarkt, Groningen', null],
    ] as const) {
      const texts = searchCardTexts(await getT(locale, 'search'), await getT(locale, 'listing'));
      const name = cardName({ title: 'Vismarkt', subtitle: 'Groningen' });
      expect(fillCardTitle(texts.favorite.label, name)).toBe(label);
      const listingT = await getT(locale, 'listing');
      expect(fillCardTitle(texts.favorite.signIn, name)).toBe(
        signIn ?? listingT('favorite.signInFor', { title: name }),
      );
      expect(texts.priceNote).toBe((await getT(locale, 'search'))('card.perMonth'));
      expect(texts.favorite.error).toBe(listingT('favorite.error'));
      expect(texts).not.toHaveProperty('rentCheckBadge');
    }
  });

  it('carries the rent check badge rendered on the server, once for every card', async () => {
    const badge = createElement(RentCheckBadge, {
      label: 'Huur binnen het wettelijk maximum (schatting)',
    });
    const texts = searchCardTexts(await getT('nl', 'search'), await getT('nl', 'listing'), badge);
    expect(texts.rentCheckBadge).toBe(badge);
  });
});
