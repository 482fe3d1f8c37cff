import { SearchListingType } from '@rooms/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SearchHero } from './search-hero';

import type * as searchPath from './search-path';

type SearchPathModule = typeof searchPath;

// jsdom only navigates to hashes: the real search address, behind a '#'.
vi.mock('./search-path', async (original) => {
  const real = await original<SearchPathModule>();
  return {
    ...real,
    placeSearchPath: (...args: Parameters<typeof real.placeSearchPath>) =>
      `#${real.placeSearchPath(...args)}`,
  };
});

const props = {
  headline: 'Vind je kamer',
  subtitle: 'Kamers en appartementen in heel Nederland',
  action: '/huren/kamer-nederland',
  inputName: 'location',
  inputLabel: 'Plaats',
  placeholder: 'Stad of wijk',
  submitLabel: 'Zoeken',
  categoriesLabel: 'Categorieën',
  categories: [
    { label: 'Kamer', href: '/huren/kamer-nederland' },
    { label: 'Studio', href: '/huren/studio-nederland' },
  ],
};

describe('SearchHero', () => {
  it('renders the headline as the page heading and the subtitle', () => {
    render(<SearchHero {...props} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Vind je kamer' })).toBeTruthy();
    expect(screen.getByText('Kamers en appartementen in heel Nederland')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Vind je kamer' })).toBeTruthy();
  });

  it('is a GET search form to the given action, sending the typed location under the given name', () => {
    render(<SearchHero {...props} />);
    const form = screen.getByRole('search') as HTMLFormElement;
    expect(form.tagName).toBe('FORM');
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/huren/kamer-nederland');

    const input = screen.getByRole('textbox', { name: 'Plaats' }) as HTMLInputElement;
    expect(input.form).toBe(form);
    fireEvent.change(input, { target: { value: 'Groningen' } });
    expect(new FormData(form).get('location')).toBe('Groningen');

    const button = screen.getByRole('button', { name: 'Zoeken' }) as HTMLButtonElement;
    expect(button.type).toBe('submit');
    expect(button.form).toBe(form);
  });

  it('submits the form when the button is pressed', () => {
    render(<SearchHero {...props} />);
    const form = screen.getByRole('search') as HTMLFormElement;
    let submitted: FormData | undefined;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted = new FormData(form);
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Plaats' }), {
      target: { value: 'Utrecht' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(submitted?.get('location')).toBe('Utrecht');
  });

  it('prefills the field and shows the placeholder', () => {
    render(<SearchHero {...props} defaultValue="Delft" />);
    const input = screen.getByRole('textbox', { name: 'Plaats' }) as HTMLInputElement;
    expect(input.value).toBe('Delft');
    expect(input.placeholder).toBe('Stad of wijk');
  });

  it('renders the categories as links inside a labelled navigation', () => {
    render(<SearchHero {...props} />);
    const nav = screen.getByRole('navigation', { name: 'Categorieën' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Kamer', '/huren/kamer-nederland'],
      ['Studio', '/huren/studio-nederland'],
    ]);
  });

  it('shows the secondary call to action as a link', () => {
    render(
      <SearchHero
        {...props}
        secondaryAction={{ label: 'Verhuur je kamer', href: '/kamer-verhuren' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Verhuur je kamer' }).getAttribute('href')).toBe(
      '/kamer-verhuren',
    );
  });

  it('omits subtitle and categories when not given', () => {
    render(<SearchHero {...props} subtitle={undefined} categories={[]} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByText('Kamers en appartementen in heel Nederland')).toBeNull();
  });
});

const SUGGESTIONS = {
  locale: 'nl',
  category: SearchListingType.Room,
  suggestionsUrl: '/suggest',
  texts: {
    loading: 'Laden…',
    noResults: 'Niets gevonden',
    city: 'Plaats',
    street: 'Straat in {city}',
    found: 'Suggesties: {count}',
  },
} as const;

describe('SearchHero with location suggestions', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.location.hash = '';
  });

  it('renders the form and the combobox on the server, for pages without JavaScript', () => {
    const html = renderToString(<SearchHero {...props} locationSuggestions={SUGGESTIONS} />);
    const page = document.createElement('div');
    page.innerHTML = html;
    const form = page.querySelector('form[role="search"]') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/huren/kamer-nederland');
    const input = form.querySelector('input[role="combobox"]') as HTMLInputElement;
    expect(input.name).toBe('location');
    expect(page.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Plaats');
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe('Zoeken');
  });

  it("suggests places in the field and opens the chosen place's search", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              items: [
                { type: 'city', name: 'Groningen', cityName: 'Groningen', citySlug: 'groningen' },
              ],
            }),
          ),
        ),
      ),
    );
    render(<SearchHero {...props} locationSuggestions={SUGGESTIONS} />);
    const form = screen.getByRole('search') as HTMLFormElement;
    const input = screen.getByRole('combobox', { name: 'Plaats' }) as HTMLInputElement;
    expect(input.form).toBe(form);
    expect(input.name).toBe('location');
    expect(input.placeholder).toBe('Stad of wijk');
    fireEvent.change(input, { target: { value: 'gron' } });
    fireEvent.click(await screen.findByRole('option', { name: /Groningen/ }));
    expect(window.location.hash).toBe('#/huren/kamer-groningen');
  });
});
