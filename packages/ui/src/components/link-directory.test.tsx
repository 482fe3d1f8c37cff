import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { LinkDirectory } from './link-directory';

const groups = [
  {
    heading: 'A',
    links: [
      {
        label: 'Amsterdam',
        href: '/huren/kamer-amsterdam',
        detail: '143 advertenties',
        secondary: {
          label: 'straten',
          href: '/sitemap/kamer/amsterdam',
          accessibleLabel: 'Straten in Amsterdam',
        },
      },
      { label: 'Almere', href: '/huren/kamer-almere' },
    ],
  },
  {
    heading: 'Voorstraat',
    href: '/huren/kamer-delft/voorstraat',
    links: [{ label: 'Kamer 7', href: '/x/room-7' }],
  },
];

describe('LinkDirectory', () => {
  it('renders each group as a section with its heading and links in order', () => {
    render(<LinkDirectory groups={groups} />);
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['A', 'Voorstraat']);
    const first = headings[0]?.closest('section') as HTMLElement;
    expect(
      within(first)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Amsterdam', '/huren/kamer-amsterdam'],
      ['straten', '/sitemap/kamer/amsterdam'],
      ['Almere', '/huren/kamer-almere'],
    ]);
    expect(within(first).getByText('143 advertenties')).toBeTruthy();
  });

  it('gives a short secondary link a full accessible name and links a heading when asked', () => {
    render(<LinkDirectory groups={groups} headingLevel="h3" layout="flow" />);
    expect(screen.getByRole('link', { name: 'Straten in Amsterdam' })).toBeTruthy();
    const heading = screen.getByRole('heading', { level: 3, name: 'Voorstraat' });
    expect(within(heading).getByRole('link').getAttribute('href')).toBe(
      '/huren/kamer-delft/voorstraat',
    );
  });
});
