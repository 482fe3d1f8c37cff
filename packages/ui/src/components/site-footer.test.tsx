import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SiteFooter } from './site-footer';

const links = [
  { label: 'Over ons', href: '/over-ons' },
  { label: 'Algemene voorwaarden', href: '/algemene-voorwaarden' },
  { label: 'Support', href: 'https://help.example/nl', external: true },
];

describe('SiteFooter', () => {
  it('renders the links in order inside a labelled navigation, and the copyright line', () => {
    render(
      <SiteFooter
        appName="Rooms"
        navigationLabel="Voettekst"
        links={links}
        copyright="© 2026 Rooms"
      />,
    );
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Voettekst' });
    const rendered = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('rel')]);
    expect(rendered).toEqual([
      ['Over ons', '/over-ons', null],
      ['Algemene voorwaarden', '/algemene-voorwaarden', null],
      ['Support', 'https://help.example/nl', 'noopener'],
    ]);
    expect(screen.getByText('© 2026 Rooms')).toBeTruthy();
  });

  it('shows social links under their heading only when given', () => {
    const { rerender } = render(
      <SiteFooter
        appName="Rooms"
        navigationLabel="Footer"
        links={links}
        socialLabel="Social"
        copyright="©"
      />,
    );
    expect(screen.queryByRole('heading', { name: 'Social' })).toBeNull();
    rerender(
      <SiteFooter
        appName="Rooms"
        navigationLabel="Footer"
        links={links}
        socialLabel="Social"
        socialLinks={[{ label: 'Instagram', href: 'https://instagram.example/rooms' }]}
        copyright="©"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Social' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Instagram' }).getAttribute('rel')).toBe('noopener');
  });
});
