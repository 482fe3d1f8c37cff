import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CityGrid } from './city-grid';

const cities = [
  {
    name: 'Den Haag',
    href: '/huren/huurwoningen-den-haag',
    detail: 'Zuid-Holland',
    count: '237 advertenties',
  },
  { name: 'Utrecht', href: '/huren/huurwoningen-utrecht' },
];

describe('CityGrid', () => {
  it('renders a labelled section with one link per city, named by city, detail and count', () => {
    render(<CityGrid heading="Populaire steden" subtitle="De grootste steden." cities={cities} />);
    const section = screen.getByRole('region', { name: 'Populaire steden' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/huren/huurwoningen-den-haag',
      '/huren/huurwoningen-utrecht',
    ]);
    expect(links[0]?.textContent?.replace(/\s+/g, ' ').trim()).toBe(
      'Den Haag Zuid-Holland 237 advertenties',
    );
    expect(links[1]?.textContent?.trim()).toBe('Utrecht');
    expect(screen.getByText('De grootste steden.')).toBeTruthy();
  });

  it('shows the more link only when given', () => {
    const { rerender } = render(<CityGrid heading="Steden" cities={cities} />);
    expect(screen.getAllByRole('link')).toHaveLength(2);
    rerender(
      <CityGrid
        heading="Steden"
        cities={cities}
        moreLink={{ label: 'Alle steden', href: '/sitemap/static' }}
      />,
    );
    expect(screen.getByRole('link', { name: /Alle steden/ }).getAttribute('href')).toBe(
      '/sitemap/static',
    );
  });
});
