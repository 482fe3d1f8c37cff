import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Pagination, paginationItems } from './pagination';

describe('paginationItems', () => {
  it('keeps first, last and the neighbours of the current page, with gaps between', () => {
    expect(paginationItems(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(paginationItems(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(paginationItems(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(paginationItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('clamps the page and handles tiny lists', () => {
    expect(paginationItems(99, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(1, 0)).toEqual([1]);
    expect(paginationItems(1, 1, 2)).toEqual([1]);
  });
});

function renderPagination(page: number, pageCount: number) {
  return render(
    <Pagination
      page={page}
      pageCount={pageCount}
      hrefForPage={(p) => `/huren/kamer-groningen?pageNo=${p}`}
      label="Resultaatpagina's"
      previousLabel="Vorige"
      nextLabel="Volgende"
      pageLabel={(p) => `Pagina ${p}`}
      currentPageLabel={(p) => `Pagina ${p}, huidige pagina`}
      linkAttributes={{ 'data-search-link': 'top' }}
    />,
  );
}

describe('Pagination', () => {
  it('renders page links in a labelled navigation, marking the current page', () => {
    renderPagination(5, 20);
    const nav = screen.getByRole('navigation', { name: "Resultaatpagina's" });
    const current = within(nav).getByRole('link', { name: 'Pagina 5, huidige pagina' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Pagina 20' }).getAttribute('href')).toBe(
      '/huren/kamer-groningen?pageNo=20',
    );
    expect(within(nav).queryByRole('link', { name: 'Pagina 10' })).toBeNull();
    const previous = within(nav).getByRole('link', { name: 'Vorige' });
    expect(previous.getAttribute('href')).toBe('/huren/kamer-groningen?pageNo=4');
    expect(previous.getAttribute('rel')).toBe('prev');
    const next = within(nav).getByRole('link', { name: 'Volgende' });
    expect(next.getAttribute('href')).toBe('/huren/kamer-groningen?pageNo=6');
    expect(next.getAttribute('rel')).toBe('next');
    expect(next.getAttribute('data-search-link')).toBe('top');
  });

  it('disables previous on the first page and next on the last', () => {
    const { unmount } = renderPagination(1, 3);
    expect(screen.queryByRole('link', { name: 'Vorige' })).toBeNull();
    expect(screen.getByText('Vorige').closest('[aria-disabled="true"]')).toBeTruthy();
    unmount();
    renderPagination(3, 3);
    expect(screen.queryByRole('link', { name: 'Volgende' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Vorige' })).toBeTruthy();
  });

  it('renders nothing for a single page', () => {
    const { container } = renderPagination(1, 1);
    expect(container.querySelector('nav')).toBeNull();
  });
});
