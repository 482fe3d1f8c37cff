import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { LandlordCard } from './landlord-card';

describe('LandlordCard', () => {
  it('names the landlord, their role and links to their profile', () => {
    render(
      <LandlordCard
        heading="Verhuurder"
        name="Lisa"
        role="Makelaar"
        profileHref="/offer-a-home/tenant/428/displayroomadvert"
        profileLabel="Bekijk het profiel van Lisa"
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Verhuurder' })).toBeTruthy();
    expect(screen.getByText('Lisa')).toBeTruthy();
    expect(screen.getByText('Makelaar')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Bekijk het profiel van Lisa' });
    expect(link.getAttribute('href')).toBe('/offer-a-home/tenant/428/displayroomadvert');
    // Without a photo the initial stands in.
    expect(screen.getByText('L')).toBeTruthy();
  });

  it('shows the photo when there is one', () => {
    const { container } = render(
      <LandlordCard
        heading="Landlord"
        name="Sander"
        role="Private landlord"
        photo={{ src: '/p/64.webp', srcSet: '/p/64.webp 1x, /p/150.webp 2x' }}
        profileHref="/en/offer-a-home/tenant/183/displayroomadvert"
        profileLabel="View profile of Sander"
      />,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/p/64.webp');
    expect(img?.getAttribute('srcset')).toBe('/p/64.webp 1x, /p/150.webp 2x');
  });

  it('says how fast the landlord replies only when given', () => {
    const { rerender } = render(
      <LandlordCard
        heading="Verhuurder"
        name="Lisa"
        role="Makelaar"
        profileHref="/p"
        profileLabel="Profiel"
        replyTime={{
          summary: 'Reageert meestal binnen 6 uur',
          detail: '60% van 12 reacties beantwoord in de afgelopen 90 dagen',
        }}
      />,
    );
    expect(screen.getByText('Reageert meestal binnen 6 uur')).toBeTruthy();
    expect(
      screen.getByText('60% van 12 reacties beantwoord in de afgelopen 90 dagen'),
    ).toBeTruthy();
    rerender(
      <LandlordCard
        heading="Verhuurder"
        name="Lisa"
        role="Makelaar"
        profileHref="/p"
        profileLabel="Profiel"
      />,
    );
    expect(screen.queryByText('Reageert meestal binnen 6 uur')).toBeNull();
  });
});
