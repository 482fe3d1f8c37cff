import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { LanguageSwitch, withCurrentQuery } from './language-switch';

describe('withCurrentQuery', () => {
  it("puts the page's current query and hash on the other language's path", () => {
    expect(
      withCurrentQuery('/en/for-rent/room-groningen?searchView=map', {
        search: '?searchView=map&bbox=1,2,3,4',
        hash: '#results',
      }),
    ).toBe('/en/for-rent/room-groningen?searchView=map&bbox=1,2,3,4#results');
    expect(withCurrentQuery('/huren/kamer-groningen?pageNo=2', { search: '', hash: '' })).toBe(
      '/huren/kamer-groningen',
    );
    expect(withCurrentQuery('https://rooms.test/en', { search: '?a=1', hash: '' })).toBe(
      'https://rooms.test/en?a=1',
    );
  });
});

describe('LanguageSwitch', () => {
  it('follows the query the page has when clicked, not the one it was rendered with', () => {
    window.history.replaceState(null, '', '/huren/kamer-groningen?searchView=map&zoom=14');
    render(
      <LanguageSwitch
        currentLocale="nl"
        href="/en/for-rent/room-groningen?searchView=map"
        label="English"
      />,
    );
    const link = screen.getByRole('link', { name: 'English' });
    fireEvent.click(link);
    expect(link.getAttribute('href')).toBe('/en/for-rent/room-groningen?searchView=map&zoom=14');
    window.history.replaceState(null, '', '/');
  });

  it('links to the given address of the English page with hreflang and lang', () => {
    render(
      <LanguageSwitch currentLocale="nl" href="/en/for-rent/room-groningen" label="English" />,
    );
    const link = screen.getByRole('link', { name: 'English' });
    expect(link.getAttribute('href')).toBe('/en/for-rent/room-groningen');
    expect(link.getAttribute('hreflang')).toBe('en');
    expect(link.getAttribute('lang')).toBe('en');
  });

  it('targets Dutch from an English page', () => {
    render(<LanguageSwitch currentLocale="en" href="/" label="Nederlands" />);
    const link = screen.getByRole('link', { name: 'Nederlands' });
    expect(link.getAttribute('href')).toBe('/');
    expect(link.getAttribute('hreflang')).toBe('nl');
    expect(link.getAttribute('lang')).toBe('nl');
  });

  it('honours an explicit target language', () => {
    render(<LanguageSwitch currentLocale="nl" targetLocale="nl" href="/" label="Nederlands" />);
    expect(screen.getByRole('link').getAttribute('hreflang')).toBe('nl');
  });

  it('shows the code in the compact variant but keeps the language name as accessible name', () => {
    render(<LanguageSwitch currentLocale="nl" href="/en" label="English" variant="compact" />);
    const link = screen.getByRole('link', { name: 'English' });
    expect(link.textContent).toBe('EN');
  });

  it('describes the link with the hint without replacing its name', () => {
    render(
      <LanguageSwitch
        currentLocale="nl"
        href="/en"
        label="English"
        description="Bekijk deze pagina in het Engels"
      />,
    );
    const link = screen.getByRole('link', { name: 'English' });
    expect(link.getAttribute('title')).toBe('Bekijk deze pagina in het Engels');
    expect(screen.getByRole('link', { description: 'Bekijk deze pagina in het Engels' })).toBe(
      link,
    );
  });

  it('has no hint without a description', () => {
    render(<LanguageSwitch currentLocale="en" href="/" label="Nederlands" />);
    expect(screen.getByRole('link', { name: 'Nederlands' }).hasAttribute('title')).toBe(false);
  });
});
