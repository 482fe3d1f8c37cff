import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { LISTING_PHOTO_FALLBACK_SRC } from './listing-photo';
import { TenantCard } from './tenant-card';

const props = {
  href: '/offer-a-home/tenant/12/roommates',
  name: 'Anna',
  linkLabel: 'Bekijk het profiel van Anna',
  subtitle: '21 tot 24 · Student',
  budget: 'Budget tot € 750 per maand',
  moveIn: 'Verhuist vanaf 1 feb 2027',
  cities: 'Zoekt in Groningen, Haren',
  lastActive: 'Laatst actief 20 nov 2026',
  photoAlt: 'Foto van Anna',
};

describe('TenantCard', () => {
  it('shows the first name as a link to the profile and every fact', () => {
    render(
      <TenantCard
        {...props}
        photo={{ src: '/p/150.webp' }}
        favorite={<button type="button">Favoriet</button>}
      />,
    );
    const link = screen.getByRole('link', { name: 'Bekijk het profiel van Anna' });
    expect(link.getAttribute('href')).toBe('/offer-a-home/tenant/12/roommates');
    expect(link.textContent).toBe('Anna');
    for (const text of [
      props.subtitle,
      props.budget,
      props.moveIn,
      props.cities,
      props.lastActive,
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    const img = screen.getByRole('img', { name: 'Foto van Anna' });
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['150', '150']);
    expect(screen.getByRole('button', { name: 'Favoriet' })).toBeTruthy();
  });

  it('shows the fallback image without a photo and when the photo fails', () => {
    const { unmount } = render(<TenantCard {...props} photo={null} />);
    expect(screen.getByRole('img').getAttribute('src')).toBe(LISTING_PHOTO_FALLBACK_SRC);
    unmount();
    render(<TenantCard {...props} photo={{ src: '/p/broken.webp' }} />);
    const img = screen.getByRole('img');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(LISTING_PHOTO_FALLBACK_SRC);
  });
});
