import {
  DEFAULT_LISTING_SEARCH_FILTERS,
  Furnishing,
  OwnerType,
  SearchListingType,
} from '@rooms/domain';
import { getT } from '@rooms/i18n';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { FilterSelect, SearchFilters } from './search-filters';
import { searchFiltersLabels } from './search-filters-labels';

import type { SearchFiltersLabels } from './search-filters-labels';

let labels: SearchFiltersLabels;

beforeAll(async () => {
  labels = searchFiltersLabels(await getT('en', 'search'), 'en');
});

const GRONINGEN = {
  ...DEFAULT_LISTING_SEARCH_FILTERS,
  searchCategories: [SearchListingType.Room],
  citySlug: 'groningen',
};

/** The option texts of a labelled native select. */
function optionTexts(label: string): string[] {
  return within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

/** Picks the option with the given text in a labelled native select. */
function pick(label: string, text: string) {
  const select = screen.getByLabelText(label) as HTMLSelectElement;
  const option = within(select).getByRole('option', { name: text }) as HTMLOptionElement;
  fireEvent.change(select, { target: { value: option.value } });
}

describe('SearchFilters', () => {
  it('shows type, distance, rent and size as the primary part and reports changes', () => {
    const onChange = vi.fn();
    render(
      <SearchFilters filters={GRONINGEN} onChange={onChange} labels={labels} part="primary" />,
    );
    expect(
      (screen.getByLabelText('Type of home') as HTMLSelectElement).selectedOptions[0]?.text,
    ).toBe('Room');
    expect(optionTexts('Type of home')[0]).toBe('All types of homes');
    expect((screen.getByLabelText('Distance') as HTMLSelectElement).selectedOptions[0]?.text).toBe(
      'Within 10 km',
    );
    expect(screen.queryByRole('group')).toBeNull();

    pick('Type of home', 'Studio');
    expect(onChange).toHaveBeenLastCalledWith({ searchCategories: [SearchListingType.Studio] });
    pick('Maximum rent', 'Up to €600');
    expect(onChange).toHaveBeenLastCalledWith({ maxRent: 600 });
    pick('Maximum rent', 'No maximum');
    expect(onChange).toHaveBeenLastCalledWith({ maxRent: null });
    pick('Distance', 'Within 2 km');
    expect(onChange).toHaveBeenLastCalledWith({ radius: 2 });
    pick('Minimum size', 'From 20 m²');
    expect(onChange).toHaveBeenLastCalledWith({ minSize: 20 });
  });

  it('disables the distance without a city', () => {
    render(
      <SearchFilters
        filters={{ ...GRONINGEN, citySlug: '' }}
        onChange={vi.fn()}
        labels={labels}
        part="primary"
      />,
    );
    expect((screen.getByLabelText('Distance') as HTMLSelectElement).disabled).toBe(true);
  });

  it('shows the other filters in labelled groups and reports changes in option order', () => {
    const onChange = vi.fn();
    render(
      <SearchFilters
        filters={{ ...GRONINGEN, furnishings: [Furnishing.Uncarpeted] }}
        onChange={onChange}
        labels={labels}
        part="secondary"
      />,
    );
    expect(screen.queryByLabelText('Type of home')).toBeNull();
    const furnishing = screen.getByRole('group', { name: 'Furnishing' });
    expect(within(furnishing).getByRole('checkbox', { name: 'Uncarpeted' })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.click(within(furnishing).getByRole('checkbox', { name: 'Furnished' }));
    expect(onChange).toHaveBeenLastCalledWith({
      furnishings: [Furnishing.Furnished, Furnishing.Uncarpeted],
    });
    fireEvent.click(within(furnishing).getByRole('checkbox', { name: 'Uncarpeted' }));
    expect(onChange).toHaveBeenLastCalledWith({ furnishings: [] });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Private kitchen' }));
    expect(onChange).toHaveBeenLastCalledWith({ isKitchenPrivate: true });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pets allowed' }));
    expect(onChange).toHaveBeenLastCalledWith({ isPetsInsideAllowed: true });
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Offered by' })).getByRole('checkbox', {
        name: 'Estate agent',
      }),
    );
    expect(onChange).toHaveBeenLastCalledWith({ ownerTypes: [OwnerType.RealEstateAgent] });
    pick('Maximum housemates', 'Up to 4');
    expect(onChange).toHaveBeenLastCalledWith({ roommateNumberMax: 'four' });
    pick('Number of people', '2 people');
    expect(onChange).toHaveBeenLastCalledWith({ suitableForNumberOfPersons: 2 });
  });

  it("reads the date in the language's format when the field is left, and marks bad dates", () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <SearchFilters filters={GRONINGEN} onChange={onChange} labels={labels} part="secondary" />,
    );
    const date = screen.getByLabelText('Available on or before') as HTMLInputElement;
    expect(date.type).toBe('text');
    expect(screen.getByText('dd/mm/yyyy').id).toBe(date.getAttribute('aria-describedby'));
    fireEvent.change(date, { target: { value: '1/2/2027' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(date);
    expect(onChange).toHaveBeenLastCalledWith({ availableFrom: '2027-02-01' });
    expect(date.value).toBe('01/02/2027');

    fireEvent.change(date, { target: { value: '31/02/2027' } });
    fireEvent.keyDown(date, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledOnce();
    expect(date.getAttribute('aria-invalid')).toBe('true');

    // A search loaded with another date shows it.
    rerender(
      <SearchFilters
        filters={{ ...GRONINGEN, availableFrom: '2026-12-24' }}
        onChange={onChange}
        labels={labels}
        part="secondary"
      />,
    );
    expect(date.value).toBe('24/12/2026');
    expect(date.getAttribute('aria-invalid')).toBe('false');
    fireEvent.change(date, { target: { value: '' } });
    fireEvent.blur(date);
    expect(onChange).toHaveBeenLastCalledWith({ availableFrom: null });
  });

  it('reports the age when the field is left, clamped to 16–99', () => {
    const onChange = vi.fn();
    render(
      <SearchFilters filters={GRONINGEN} onChange={onChange} labels={labels} part="secondary" />,
    );
    const age = screen.getByLabelText('Your age');
    fireEvent.change(age, { target: { value: '1' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(age, { target: { value: '12' } });
    fireEvent.blur(age);
    expect(onChange).toHaveBeenLastCalledWith({ suitableForAge: 16 });
    expect((age as HTMLInputElement).value).toBe('16');
    expect(screen.getByText('Between 16 and 99')).toBeTruthy();
  });

  it('stacks everything in the drawer part', () => {
    render(<SearchFilters filters={GRONINGEN} onChange={vi.fn()} labels={labels} part="all" />);
    expect(screen.getByLabelText('Type of home')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'House rules' })).toBeTruthy();
  });
});

describe('FilterSelect', () => {
  const options = [
    { value: 'a', label: 'Alpha' },
    { value: 'b', label: 'Beta' },
    { value: 'c', label: 'Gamma' },
  ] as const;

  it('writes only the chosen option into the server HTML, keeping its index as value', () => {
    const html = renderToString(
      <FilterSelect label="Letter" value="b" options={options} onChange={() => undefined} />,
    );
    expect(html.match(/<option/g)).toHaveLength(1);
    expect(html).toContain('<option value="1" selected="">Beta</option>');
  });

  it('lists every option once rendered in the browser', () => {
    const onChange = vi.fn();
    render(<FilterSelect label="Letter" value="b" options={options} onChange={onChange} />);
    expect(within(screen.getByLabelText('Letter')).getAllByRole('option')).toHaveLength(3);
    fireEvent.change(screen.getByLabelText('Letter'), { target: { value: '2' } });
    expect(onChange).toHaveBeenCalledWith('c');
  });
});
