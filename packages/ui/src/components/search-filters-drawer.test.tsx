import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { SearchFiltersButton, SearchFiltersDrawer } from './search-filters-drawer';

// jsdom has no modal dialogs: open and close set the `open` attribute, as browsers do.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

/** Text as lower-case words separated by single spaces, punctuation dropped. */
function words(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

describe('SearchFiltersButton', () => {
  it('shows the number of active filters and names it for screen readers', () => {
    const onClick = vi.fn();
    render(
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
    expect(screen.getByTestId('count-badge').textContent).toBe('3');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe('drawer');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('shows its label and count as words its accessible name contains (WCAG 2.5.3)', () => {
    render(
      <SearchFiltersButton
        label="Filters"
        accessibleLabel="Filters, 3 active"
        count={3}
        onClick={vi.fn()}
        expanded={false}
      />,
    );
    const button = screen.getByRole('button', { name: 'Filters, 3 active' });
    // What a sighted user reads (the badge's hidden text is empty), as axe compares it: words.
    expect(words(button.textContent ?? '')).toBe('filters 3');
    expect(words('Filters, 3 active')).toContain(words(button.textContent ?? ''));
  });

  it('has no badge without active filters', () => {
    render(
      <SearchFiltersButton
        label="Filters"
        accessibleLabel="Filters, 0 active"
        count={0}
        onClick={vi.fn()}
        expanded={false}
      />,
    );
    expect(screen.getByRole('button', { name: 'Filters' }).textContent).toBe('Filters');
    expect(screen.queryByTestId('count-badge')).toBeNull();
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
    render(
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

  it('is hidden, without its filters, when closed and hides "clear" when nothing can be cleared', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <SearchFiltersDrawer {...props} open={false} onClose={onClose}>
        <p>filter fields</p>
      </SearchFiltersDrawer>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('filter fields')).toBeNull();
    rerender(
      <SearchFiltersDrawer {...props} open onClose={onClose}>
        <p>filter fields</p>
      </SearchFiltersDrawer>,
    );
    expect(screen.getByRole('dialog', { name: 'Filters' }).hasAttribute('open')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    // Closed by its owner: no second report.
    rerender(
      <SearchFiltersDrawer {...props} open={false} onClose={onClose}>
        <p>filter fields</p>
      </SearchFiltersDrawer>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('tells its owner when the browser closes it (Escape) or the backdrop is tapped', () => {
    const onClose = vi.fn();
    render(
      <SearchFiltersDrawer {...props} open onClose={onClose}>
        <p>filter fields</p>
      </SearchFiltersDrawer>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Filters' }) as HTMLDialogElement;
    fireEvent.click(screen.getByText('filter fields'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledOnce();
    dialog.close();
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
