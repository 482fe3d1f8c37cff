import { ListingType } from '@rooms/domain';
import { getT } from '@rooms/i18n';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import {
  formatRent,
  listingTypeKey,
  MapListingCard,
  mapListingItem,
  MapListingList,
  mapListingSourceOfDetails,
} from './map-listing-list';

import type { MapListingItem, MapListingSource } from './map-listing-list';

const studio: MapListingItem = {
  id: 514,
  href: '/huren/studio-groningen/rivierenhof/studio-514',
  price: '€ 780',
  priceSuffix: 'per maand',
  title: 'Studio · 23 m²',
  address: 'Rivierenhof, Groningen',
  availability: 'Beschikbaar vanaf 17 nov.',
  photoSrc: '/services/api/image/abc/resize/224-168',
};
const room: MapListingItem = {
  id: 879,
  href: '/huren/kamer-groningen/helperzoom/room-879',
  price: '€ 475',
  priceSuffix: 'per maand',
  title: 'Kamer · 14 m²',
  address: 'Helperzoom, Groningen',
  badge: 'Topadvertentie',
};

const texts = {
  label: 'Woningen in dit deel van de kaart',
  heading: '2 woningen in dit gebied',
  loadingLabel: 'Woningen laden…',
  emptyTitle: 'Geen woningen in dit gebied.',
  emptyHint: 'Zoom uit of verschuif de kaart.',
};

describe('MapListingList', () => {
  it('is a labelled region with a live heading and one link per listing, in order', () => {
    render(<MapListingList {...texts} items={[studio, room]} />);
    const region = screen.getByRole('region', { name: texts.label });
    const heading = within(region).getByRole('heading', { level: 2, name: texts.heading });
    expect(heading.getAttribute('aria-live')).toBe('polite');
    const list = within(region).getByRole('list', { name: texts.heading });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([studio.href, room.href]);
    expect(links[0]?.textContent).toContain('€ 780');
    expect(links[0]?.textContent).toContain('Studio · 23 m²');
    expect(links[0]?.textContent).toContain('Rivierenhof, Groningen');
    expect(links[0]?.textContent).toContain('Beschikbaar vanaf 17 nov.');
    expect(links[1]?.textContent).toContain('Topadvertentie');
  });

  it('marks the selected listing as current and scrolls it into view', () => {
    const scrolled: string[] = [];
    const original = HTMLElement.prototype.scrollIntoView;
    HTMLElement.prototype.scrollIntoView = function scrollIntoView() {
      scrolled.push(this.getAttribute('data-listing-id') ?? '');
    };
    try {
      const { rerender } = render(
        <MapListingList {...texts} items={[studio, room]} selectedId={null} />,
      );
      expect(screen.queryByRole('link', { current: true })).toBeNull();
      rerender(<MapListingList {...texts} items={[studio, room]} selectedId={879} />);
      expect(screen.getByRole('link', { current: true }).getAttribute('href')).toBe(room.href);
      expect(scrolled).toEqual(['879']);
    } finally {
      HTMLElement.prototype.scrollIntoView = original;
    }
  });

  it('reports hover and keyboard focus of a card so the map can highlight the marker', () => {
    const onHighlight = vi.fn();
    render(<MapListingList {...texts} items={[studio, room]} onHighlight={onHighlight} />);
    const link = screen.getAllByRole('link')[1] as HTMLElement;
    fireEvent.mouseEnter(link);
    fireEvent.mouseLeave(link);
    fireEvent.focus(link);
    fireEvent.blur(link);
    expect(onHighlight.mock.calls).toEqual([[879], [null], [879], [null]]);
  });

  it('shows a "show more" button only with a handler, disabled while loading more', () => {
    const onMore = vi.fn();
    const { rerender } = render(
      <MapListingList {...texts} items={[studio]} moreLabel="Meer woningen tonen" />,
    );
    expect(screen.queryByRole('button', { name: 'Meer woningen tonen' })).toBeNull();
    rerender(
      <MapListingList
        {...texts}
        items={[studio]}
        moreLabel="Meer woningen tonen"
        onMore={onMore}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Meer woningen tonen' }));
    expect(onMore).toHaveBeenCalledTimes(1);
    rerender(
      <MapListingList
        {...texts}
        items={[studio]}
        moreLabel="Meer woningen tonen"
        onMore={onMore}
        loadingMore
      />,
    );
    expect(
      (screen.getByRole('button', { name: 'Meer woningen tonen' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('announces loading instead of showing cards', () => {
    render(<MapListingList {...texts} items={[studio]} loading />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Woningen laden…');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('helps when the area is empty, with the given action', () => {
    render(
      <MapListingList
        {...texts}
        items={[]}
        emptyAction={<button type="button">Uitzoomen</button>}
      />,
    );
    expect(screen.getByText('Geen woningen in dit gebied.')).toBeTruthy();
    expect(screen.getByText('Zoom uit of verschuif de kaart.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Uitzoomen' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a notice above the cards', () => {
    render(<MapListingList {...texts} items={[studio]} notice={<p>Alleen de nieuwste 2000</p>} />);
    expect(screen.getByText('Alleen de nieuwste 2000')).toBeTruthy();
  });
});

describe('MapListingCard', () => {
  it('uses the photo with an empty alt (the text says it all) and the fallback without one', () => {
    const { container } = render(
      <>
        <MapListingCard item={studio} />
        <MapListingCard item={room} />
      </>,
    );
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['', '']);
    expect(images[0]?.getAttribute('src')).toBe(studio.photoSrc);
    expect(images[1]?.getAttribute('src')).toBe('/images/no-user-image.webp');
  });

  it('renders an action beside the link', () => {
    render(<MapListingCard item={studio} action={<button type="button">Sluiten</button>} />);
    const link = screen.getByRole('link');
    const button = screen.getByRole('button', { name: 'Sluiten' });
    expect(link.contains(button)).toBe(false);
  });
});

const source: MapListingSource = {
  id: 514,
  listingType: ListingType.Studio,
  citySlug: 'groningen',
  cityName: 'Groningen',
  streetSlug: 'rivierenhof',
  streetName: 'Rivierenhof',
  rentCents: 78_000,
  surfaceM2: 23,
  availableFrom: '2026-11-17',
  coverImageKey: null,
  isTopAdvert: false,
};

describe('mapListingItem', () => {
  it('makes a Dutch card: rent, type and surface, address, availability, detail link', async () => {
    const t = await getT('nl', 'map');
    expect(mapListingItem(source, { locale: 'nl', t, today: '2026-10-01' })).toEqual({
      id: 514,
      href: '/huren/studio-groningen/rivierenhof/studio-514',
      price: '€\u00a0780',
      priceSuffix: 'per maand',
      title: 'Studio · 23 m²',
      address: 'Rivierenhof, Groningen',
      availability: 'Beschikbaar vanaf 17 nov 2026',
      photoSrc: null,
    });
  });

  it('makes an English card with photo, badge and "available now" from the first day', async () => {
    const t = await getT('en', 'map');
    const item = mapListingItem(
      { ...source, listingType: ListingType.Room, coverImageKey: 'k/1 a.jpg', isTopAdvert: true },
      { locale: 'en', t, today: '2026-11-17' },
    );
    expect(item).toMatchObject({
      href: '/en/for-rent/room-groningen/rivierenhof/room-514',
      price: '€780',
      priceSuffix: 'per month',
      title: 'Room · 23 m²',
      availability: 'Available now',
      photoSrc: '/services/api/image/k%2F1%20a.jpg/resize/224-168',
      badge: 'Top advert · paid',
    });
  });

  it('says the day of the last confirmation when the card carries it', async () => {
    const [nl, en] = await Promise.all([getT('nl', 'map'), getT('en', 'map')]);
    const confirmed = { ...source, confirmedAt: '2026-11-25T09:00:00Z' };
    expect(mapListingItem(confirmed, { locale: 'nl', t: nl, today: '2026-10-01' }).confirmed).toBe(
      'Bevestigd 25 nov',
    );
    expect(mapListingItem(confirmed, { locale: 'en', t: en, today: '2026-10-01' }).confirmed).toBe(
      'Confirmed 25 Nov',
    );
  });

  it('links every type under the category of its type', async () => {
    const t = await getT('nl', 'map');
    const href = (listingType: number) =>
      mapListingItem({ ...source, listingType }, { locale: 'nl', t, today: '2026-10-01' }).href;
    expect(href(ListingType.Antikraak)).toBe(
      '/huren/anti-kraak-groningen/rivierenhof/anti-squat-514',
    );
    expect(href(ListingType.StudentResidence)).toBe(
      '/huren/studentenwoning-groningen/rivierenhof/studenthouse-514',
    );
  });
});

describe('listingTypeKey and formatRent', () => {
  it('names each type and treats an unknown one as a room', () => {
    expect(listingTypeKey(ListingType.Antikraak)).toBe('antiSquat');
    expect(listingTypeKey(ListingType.StudentResidence)).toBe('studentHousing');
    expect(listingTypeKey(99)).toBe('room');
  });

  it('formats whole euros the Dutch and the English way', () => {
    expect(formatRent(78_000, 'nl')).toBe('€\u00a0780');
    expect(formatRent(194_500, 'nl')).toBe('€\u00a01.945');
    expect(formatRent(194_500, 'en')).toBe('€1,945');
    expect(formatRent(78_049, 'en')).toBe('€780');
  });
});

describe('mapListingSourceOfDetails', () => {
  it('takes place, rent and the cover photo from the details', () => {
    expect(
      mapListingSourceOfDetails({
        id: 514,
        listingType: 4,
        rentCents: 78_000,
        surfaceM2: 23,
        availableFrom: '2026-11-17',
        isTopAdvert: false,
        city: { name: 'Groningen', slug: 'groningen' },
        street: { name: 'Rivierenhof', slug: 'rivierenhof' },
        photos: [
          { imageKey: 'first', isCover: false },
          { imageKey: 'cover', isCover: true },
        ],
      }),
    ).toEqual({ ...source, coverImageKey: 'cover' });
  });
});
