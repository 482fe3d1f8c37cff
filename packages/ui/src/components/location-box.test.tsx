import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithTheme } from '../test-utils';

import { LocationBox, suggestionText } from './location-box';
import { RoomsThemeProvider } from './rooms-theme-provider';


import type { LocationSuggestion } from './location-box';
import type { Root } from 'react-dom/client';

const TEXTS = {
  label: 'City or street',
  placeholder: 'For example Groningen',
  loading: 'Looking for places…',
  noResults: 'No places found.',
  city: 'City',
  street: 'Street in {city}',
  found: 'Suggestions: {count}.',
};

const GRONINGEN: LocationSuggestion = {
  type: 'city',
  name: 'Groningen',
  cityName: 'Groningen',
  citySlug: 'groningen',
};
const STREET: LocationSuggestion = {
  type: 'street',
  name: 'Groningenstraat',
  cityName: 'Amsterdam',
  citySlug: 'amsterdam',
  streetSlug: 'groningenstraat',
};

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn((url: string) => {
    const query = new URL(url, 'http://x').searchParams.get('query') ?? '';
    const items = query.toLowerCase().startsWith('gro') ? [GRONINGEN, STREET] : [];
    return Promise.resolve(new Response(JSON.stringify({ items }), { status: 200 }));
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderBox(onSelect = vi.fn()) {
  renderWithTheme(
    <form>
      <LocationBox texts={TEXTS} onSelect={onSelect} name="location" suggestionsUrl="/suggest" />
    </form>,
  );
  return { onSelect, input: screen.getByRole('combobox', { name: 'City or street' }) };
}

describe('LocationBox', () => {
  it('is a labelled combobox in the form, collapsed at first', () => {
    const { input } = renderBox();
    expect((input as HTMLInputElement).name).toBe('location');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('placeholder')).toBe('For example Groningen');
  });

  it('asks for suggestions after 2 characters and lists cities and streets', async () => {
    const { input } = renderBox();
    fireEvent.change(input, { target: { value: 'g' } });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: 'gro' } });
    const options = await screen.findAllByRole('option');
    expect(fetchMock).toHaveBeenCalledWith('/suggest?query=gro', expect.anything());
    expect(options.map((option) => option.textContent)).toEqual([
      'GroningenCity',
      'GroningenstraatStreet in Amsterdam',
    ]);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Suggestions: 2.');
  });

  it('chooses with the arrow keys and Enter, without submitting the form', async () => {
    const { input, onSelect } = renderBox();
    const submit = vi.fn((event: Event) => event.preventDefault());
    input.closest('form')!.addEventListener('submit', submit);
    fireEvent.change(input, { target: { value: 'gron' } });
    await screen.findAllByRole('option');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const listbox = screen.getByRole('listbox');
    const selected = within(listbox).getByRole('option', { selected: true });
    expect(input.getAttribute('aria-activedescendant')).toBe(selected.id);
    expect(selected.textContent).toContain('Groningenstraat');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith(STREET);
    expect((input as HTMLInputElement).value).toBe('Groningenstraat, Amsterdam');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(submit).not.toHaveBeenCalled();
  });

  it('takes the first suggestion on Enter when none is highlighted, and chooses on click', async () => {
    const { input, onSelect } = renderBox();
    fireEvent.change(input, { target: { value: 'groningen' } });
    await screen.findAllByRole('option');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSelect).toHaveBeenLastCalledWith(GRONINGEN);

    fireEvent.change(input, { target: { value: 'gro' } });
    fireEvent.click((await screen.findAllByRole('option'))[1]!);
    expect(onSelect).toHaveBeenLastCalledWith(STREET);
  });

  it('says when nothing matches and closes on Escape', async () => {
    const { input } = renderBox();
    fireEvent.change(input, { target: { value: 'xyz' } });
    expect(await screen.findByText('No places found.', { selector: 'li' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('No places found.');
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('false'));
  });

  it('leaves Enter to the form when no suggestions are shown', () => {
    const { input, onSelect } = renderBox();
    fireEvent.change(input, { target: { value: 'Delft' } });
    const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    input.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(onSelect).not.toHaveBeenCalled();
  });
});

describe('LocationBox text from outside', () => {
  it('shows a new default value, e.g. after the page loaded another place', () => {
    const { rerender } = renderWithTheme(
      <LocationBox texts={TEXTS} onSelect={vi.fn()} defaultValue="Groningen" />,
    );
    const input = screen.getByRole('combobox') as HTMLInputElement;
    expect(input.value).toBe('Groningen');
    rerender(<LocationBox texts={TEXTS} onSelect={vi.fn()} defaultValue="Vismarkt, Groningen" />);
    expect(input.value).toBe('Vismarkt, Groningen');
  });
});

describe('suggestionText', () => {
  it('names a city alone and a street with its city', () => {
    expect(suggestionText(GRONINGEN)).toBe('Groningen');
    expect(suggestionText(STREET)).toBe('Groningenstraat, Amsterdam');
  });
});

describe('LocationBox before hydration', () => {
  it('keeps text typed into the server-rendered field once React takes over', async () => {
    const ui = (
      <RoomsThemeProvider>
        <form>
          <LocationBox texts={TEXTS} onSelect={() => {}} name="location" />
        </form>
      </RoomsThemeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const input = container.querySelector('input') as HTMLInputElement;
    // Typed while the page's script was still loading.
    input.value = 'Groningen';
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, ui, { onRecoverableError: () => {} });
    });
    // Any later render (here: Escape closes the list) must not put the empty default back.
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Escape' });
    });
    expect(input.value).toBe('Groningen');
    expect(new FormData(container.querySelector('form') as HTMLFormElement).get('location')).toBe(
      'Groningen',
    );
    act(() => root?.unmount());
    container.remove();
  });
});
