import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SearchEmptyState } from './search-empty-state';

describe('SearchEmptyState', () => {
  it('shows a heading, a text and the ways out as links', () => {
    render(
      <SearchEmptyState
        title="Geen woningen gevonden"
        text="Probeer een van deze opties:"
        actions={[
          { label: 'Zoek binnen 20 km', href: '/huren/kamer-groningen?radius=20' },
          { label: 'Alle filters wissen', href: '/huren/kamer-groningen' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Geen woningen gevonden' })).toBeTruthy();
    expect(screen.getByText('Probeer een van deze opties:')).toBeTruthy();
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Zoek binnen 20 km', '/huren/kamer-groningen?radius=20'],
      ['Alle filters wissen', '/huren/kamer-groningen'],
    ]);
  });

  it('has no list without actions', () => {
    render(<SearchEmptyState title="Leeg" text="Niets" actions={[]} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Leeg' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
