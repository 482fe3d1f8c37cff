import { getT } from '@rooms/i18n';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  ListingCard,
  listingCardPhoto,
  listingCardProps,
  ListingCardSkeleton,
} from './listing-card';
import { RentCheckBadge } from './rent-check-badge';

import type { ListingCardData } from './listing-card';

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
  coverImageKey: null,
  isTopAdvert: false,
};

describe('ListingCard', () => {
  it('is an article whose heading links to the advert, with rent, costs and facts', () => {
    render(
      <ListingCard
        href="/en/for-rent/room-groningen/multatulistraat/room-879"
        title="Multatulistraat"
        subtitle="Groningen"
        typeLabel="Room"
        photo={{ src: null }}
        price="€475"
        priceNote="per month"
        extraCosts="+ €33.50 service costs"
        facts={['18 m²', 'Furnished']}
        availability="Available now"
        badge="Top advert"
        favorite={<button type="button">Save</button>}
      />,
    );
    const article = screen.getByRole('article');
    const heading = within(article).getByRole('heading', { level: 2, name: 'Multatulistraat' });
    expect(within(heading).getByRole('link').getAttribute('href')).toBe(
      '/en/for-rent/room-groningen/multatulistraat/room-879',
    );
    expect(within(article).getAllByRole('link')).toHaveLength(1);
    for (const text of [
      'Room',
      'Groningen',
      '€475',
      'per month',
      '+ €33.50 service costs',
      'Available now',
    ]) {
      expect(within(article).getByText(text)).toBeTruthy();
    }
    expect(
      within(article)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['18 m²', 'Furnished']);
    expect(within(article).getByText('Top advert')).toBeTruthy();
    expect(within(article).getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('shows the fallback photo without a cover and can use an h3', () => {
    const { container } = render(
      <ListingCard
        href="/x"
        title="Vismarkt"
        subtitle="Groningen"
        typeLabel="Studio"
        photo={{ src: null }}
        price="€900"
        priceNote="per month"
        facts={[]}
        headingLevel={3}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Vismarkt' })).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/no-user-image.webp');
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('ListingCard rent check', () => {
  it('shows the rent check badge given in its slot under the rent, outside the link', () => {
    const card = (rentCheck?: ReturnType<typeof RentCheckBadge>) => (
      <ListingCard
        href="/huren/kamer-groningen/multatulistraat/kamer-879"
        title="Multatulistraat"
        subtitle="Groningen"
        typeLabel="Kamer"
        photo={{ src: null }}
        price="€ 475"
        priceNote="per maand"
        facts={['18 m²']}
        rentCheck={rentCheck}
      />
    );
    const { rerender } = render(
      card(<RentCheckBadge label="Huur binnen het wettelijk maximum (schatting)" />),
    );
    const badge = screen.getByTestId('rent-check-badge');
    expect(badge.textContent).toBe('Huur binnen het wettelijk maximum (schatting)');
    expect(badge.closest('a')).toBeNull();
    rerender(card());
    expect(screen.queryByTestId('rent-check-badge')).toBeNull();
  });
});

describe('ListingCardSkeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<ListingCardSkeleton />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('listingCardProps', () => {
  it('translates and formats a result in English', async () => {
    const t = await getT('en', 'search');
    const props = listingCardProps(LISTING, { locale: 'en', t, today: '2026-11-01' });
    expect(props).toMatchObject({
      href: '/en/for-rent/room-groningen/multatulistraat/room-879',
      title: 'Multatulistraat',
      subtitle: 'Groningen',
      typeLabel: 'Room',
      price: '€475',
      priceNote: 'per month',
      extraCosts: '+ €33.50 service costs',
      facts: ['18 m²', 'Furnished'],
      availability: 'Available from 8 Dec 2026',
      badge: undefined,
      photo: { src: null, priority: false },
    });
  });

  it('translates and formats a result in Dutch, with photo, badge and an end date', async () => {
    const t = await getT('nl', 'search');
    const props = listingCardProps(
      {
        ...LISTING,
        furnishing: 1,
        serviceCostsCents: 0,
        availableFrom: '2026-10-01',
        availableTo: '2027-03-31',
        coverImageKey: 'abc',
        isTopAdvert: true,
      },
      { locale: 'nl', t, today: '2026-11-01', priority: true },
    );
    expect(props.price).toBe('€\u00a0475');
    expect(props.extraCosts).toBeUndefined();
    expect(props.facts).toEqual(['18 m²', 'Kaal']);
    expect(props.availability).toBe('Direct beschikbaar tot 31 mrt 2027');
    expect(props.badge).toBe('Topadvertentie · betaald');
    expect(props.photo).toMatchObject({
      src: '/services/api/image/abc/resize/341-241',
      srcSet:
        '/services/api/image/abc/resize/341-241 341w, /services/api/image/abc/resize/682-482 682w',
      priority: true,
    });
  });
});

describe('listingCardProps: the last confirmation', () => {
  it('says the day of the last confirmation in Dutch time, without the year', async () => {
    const [nl, en] = await Promise.all([getT('nl', 'search'), getT('en', 'search')]);
    // 23:30 UTC on 24 November is 25 November in Amsterdam.
    const listing = { ...LISTING, confirmedAt: '2026-11-24T23:30:00.000Z' };
    expect(listingCardProps(listing, { locale: 'nl', t: nl }).confirmed).toBe('Bevestigd 25 nov');
    expect(listingCardProps(listing, { locale: 'en', t: en }).confirmed).toBe('Confirmed 25 Nov');
    expect(listingCardProps(LISTING, { locale: 'en', t: en }).confirmed).toBeUndefined();
  });

  it('shows it as a quiet line at the foot of the card', () => {
    render(
      <ListingCard
        href="/x"
        title="Multatulistraat"
        subtitle="Groningen"
        typeLabel="Room"
        photo={{}}
        price="€475"
        priceNote="per month"
        facts={[]}
        confirmed="Confirmed 25 Nov"
      />,
    );
    expect(screen.getByTestId('listing-card-confirmed').textContent).toBe('Confirmed 25 Nov');
  });
});

describe('listingCardPhoto', () => {
  it('gives the cover at 1× and 2× through the image route, or the fallback without one', () => {
    expect(listingCardPhoto('k1', { priority: true, sizes: '100vw' })).toEqual({
      src: '/services/api/image/k1/resize/341-241',
      srcSet:
        '/services/api/image/k1/resize/341-241 341w, /services/api/image/k1/resize/682-482 682w',
      sizes: '100vw',
      priority: true,
    });
    expect(listingCardPhoto(null)).toEqual({
      src: null,
      sizes: '(min-width: 1024px) 300px, (min-width: 600px) 50vw, 100vw',
      priority: false,
    });
  });
});
