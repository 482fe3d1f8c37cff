import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { KeyFigures } from './key-figures';

const figures = [
  { id: 'tenants', value: '1.234', label: 'huurders zoeken', note: 'In heel Nederland' },
  { id: 'days', value: '16 dagen', label: 'gemiddeld tot verhuurd' },
];

describe('KeyFigures', () => {
  it('renders each figure as a term with its value, inside a labelled section and live region', () => {
    render(<KeyFigures heading="Zoveel vraag is er nu" figures={figures} />);
    const section = screen.getByRole('region', { name: 'Zoveel vraag is er nu' });
    const terms = within(section).getAllByRole('term');
    const values = within(section).getAllByRole('definition');
    expect(terms.map((t) => t.textContent)).toEqual([
      'huurders zoekenIn heel Nederland',
      'gemiddeld tot verhuurd',
    ]);
    expect(values.map((v) => v.textContent)).toEqual(['1.234', '16 dagen']);
    const list = section.querySelector('dl');
    expect(list?.getAttribute('aria-live')).toBe('polite');
    expect(list?.getAttribute('aria-busy')).toBe('false');
  });

  it('marks the figures busy, shows the control and an error message', () => {
    render(
      <KeyFigures
        heading="Cijfers"
        busy
        error="De cijfers konden niet worden geladen."
        control={
          <label>
            Stad{' '}
            <select>
              <option>Delft</option>
            </select>
          </label>
        }
        figures={[{ id: 'tenants', value: null, label: 'huurders zoeken' }]}
      />,
    );
    expect(document.querySelector('dl')?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Stad' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('De cijfers konden niet worden geladen.');
    expect(screen.getByRole('definition').textContent).toBe('–');
  });

  it('shows an empty placeholder, not a dash, while a value is unknown without an error', () => {
    render(
      <KeyFigures heading="Cijfers" figures={[{ id: 'days', value: null, label: 'dagen' }]} />,
    );
    const value = screen.getByRole('definition');
    expect(value.textContent).toBe('');
    expect(value.children).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
