import { SearchListingType } from '@rooms/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithTheme } from '../test-utils';

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
    renderWithTheme(<SearchHero {...props} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Vind je kamer' })).toBeTruthy();
    expect(screen.getByText('Kamers en appartementen in heel Nederland')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Vind je kamer' })).toBeTruthy();
  });

  it('is a GET search form to the given action, sending the typed location under the given name', () => {
    renderWithTheme(<SearchHero {...props} />);
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
    renderWithTheme(<SearchHero {...props} />);
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
    renderWithTheme(<SearchHero {...props} defaultValue="Delft" />);
    const input = screen.getByRole('textbox', { name: 'Plaats' }) as HTMLInputElement;
    expect(input.value).toBe('Delft');
    expect(input.placeholder).toBe('Stad of wijk');
  });

  it('renders the categories as links inside a labelled navigation', () => {
    renderWithTheme(<SearchHero {...props} />);
    const nav = screen.getByRole('navigation', { name: 'Categorieën' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Kamer', '/huren/kamer-nederland'],
      ['Studio', '/huren/studio-nederland'],
    ]);
  });

  it('shows the secondary call to action as a link', () => {
    renderWithTheme(
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
    renderWithTheme(<SearchHero {...props} subtitle={undefined} categories={[]} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByText('Kamers en appartementen in heel Nederland')).toBeNull();
  });
});

describe('SearchHero with location suggestions', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.location.hash = '';
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
    renderWithTheme(
      <SearchHero
        {...props}
        locationSuggestions={{
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
        }}
      />,
    );
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
