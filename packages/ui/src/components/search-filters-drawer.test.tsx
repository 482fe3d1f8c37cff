import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithTheme } from '../test-utils';

import { SearchFiltersButton, SearchFiltersDrawer } from './search-filters-drawer';

describe('SearchFiltersButton', () => {
  it('shows the number of active filters and names it for screen readers', () => {
    const onClick = vi.fn();
    renderWithTheme(
      <SearchFiltersButton
        label="Filters"
        accessibleLabel="Filters, 3 active"
        count={3}
        onClick={onClick}
        expanded={false}
        controls="drawer"
      />,
    );
    const button = screen.getByRole('button', { name: 'Filters, 3 active' });
    expect(button.textContent).toContain('3');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe('drawer');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('has no badge without active filters', () => {
    renderWithTheme(
      <SearchFiltersButton
        label="Filters"
        accessibleLabel="Filters, 0 active"
        count={0}
        onClick={vi.fn()}
        expanded={false}
      />,
    );
    expect(screen.getByRole('button', { name: 'Filters' }).textContent).toBe('Filters');
  });
});

describe('SearchFiltersDrawer', () => {
  const props = {
    title: 'Filters',
    closeLabel: 'Close filters',
    showLabel: 'Show results',
    clearLabel: 'Clear filters',
  };

  it('is a labelled dialog with close, clear and show-results buttons', () => {
    const onClose = vi.fn();
    const onClear = vi.fn();
    renderWithTheme(
      <SearchFiltersDrawer {...props} open onClose={onClose} onClear={onClear}>
        <p>filter fields</p>
      </SearchFiltersDrawer>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(dialog.textContent).toContain('filter fields');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close filters' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing when closed and hides "clear" when nothing can be cleared', () => {
    const { rerender } = renderWithTheme(
      <SearchFiltersDrawer {...props} open={false} onClose={vi.fn()}>
        <p>filter fields</p>
      </SearchFiltersDrawer>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <SearchFiltersDrawer {...props} open onClose={vi.fn()}>
        <p>filter fields</p>
      </SearchFiltersDrawer>,
    );
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });
});
