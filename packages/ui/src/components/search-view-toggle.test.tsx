import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SearchViewToggle } from './search-view-toggle';

describe('SearchViewToggle', () => {
  it('renders one link per view in a labelled group, marking the current one', () => {
    render(
      <SearchViewToggle
        label="Show results as"
        linkAttributes={{ 'data-search-link': 'stay' }}
        options={[
          { label: 'List', href: '/en/for-rent/room-groningen', current: true, icon: 'list' },
          {
            label: 'Map',
            href: '/en/for-rent/room-groningen?searchView=map',
            current: false,
            icon: 'map',
          },
        ]}
      />,
    );
    const group = screen.getByRole('group', { name: 'Show results as' });
    const list = within(group).getByRole('link', { name: 'List' });
    const map = within(group).getByRole('link', { name: 'Map' });
    expect(list.getAttribute('aria-current')).toBe('true');
    expect(map.getAttribute('aria-current')).toBeNull();
    expect(map.getAttribute('href')).toBe('/en/for-rent/room-groningen?searchView=map');
    expect(map.getAttribute('data-search-link')).toBe('stay');
  });
});
