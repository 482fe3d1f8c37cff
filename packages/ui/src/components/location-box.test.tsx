import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { LocationBox, suggestionText } from './location-box';

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
  render(
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
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('placeholder')).toBe('For example Groningen');
    const listbox = screen.getByRole('listbox', { hidden: true });
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(listbox.hidden).toBe(true);
  });

  it('announces and shows that it is looking while suggestions load', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
    );
    const { input } = renderBox();
    // A text no other test asks for: answers are cached per text.
    fireEvent.change(input, { target: { value: 'groot' } });
    expect(screen.getByRole('status').textContent).toBe('Looking for places…');
    expect(screen.getByRole('progressbar', { name: 'Looking for places…' })).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => {
      answer(new Response(JSON.stringify({ items: [GRONINGEN] })));
    });
    expect(await screen.findByRole('option', { name: /Groningen/ })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Suggestions: 1.');
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
    // Past the end the highlight wraps to the first suggestion, and back with ArrowUp.
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(
      within(listbox).getAllByRole('option')[0]!.id,
    );
    fireEvent.keyDown(input, { key: 'ArrowUp' });
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

  it('closes the suggestions on Escape and opens them again with ArrowDown', async () => {
    const { input } = renderBox();
    fireEvent.change(input, { target: { value: 'gro' } });
    await screen.findAllByRole('option');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('option')).toBeNull();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option')[0]!.getAttribute('aria-selected')).toBe('true');
  });

  it('highlights the suggestion under the mouse', async () => {
    const { input } = renderBox();
    fireEvent.change(input, { target: { value: 'gro' } });
    const options = await screen.findAllByRole('option');
    fireEvent.mouseMove(options[1]!);
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
  });

  it('says when nothing matches, outside the collapsed list, until Escape', async () => {
    const { input } = renderBox();
    fireEvent.change(input, { target: { value: 'xyz' } });
    expect(await screen.findByText('No places found.', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('No places found.');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByText('No places found.', { selector: 'p' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('closes when the focus leaves the box', async () => {
    const { input } = renderBox();
    fireEvent.change(input, { target: { value: 'gro' } });
    await screen.findAllByRole('option');
    fireEvent.blur(input, { relatedTarget: document.body });
    expect(input.getAttribute('aria-expanded')).toBe('false');
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
    const { rerender } = render(
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
      <form>
        <LocationBox texts={TEXTS} onSelect={() => {}} name="location" />
      </form>
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
