import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ListingPricePanel } from './listing-price-panel';

describe('ListingPricePanel', () => {
  it('shows the rent, the cost lines, notes, availability and actions in a named region', () => {
    const { container } = render(
      <ListingPricePanel
        heading="Huur en kosten"
        price="€ 640"
        priceNote="per maand"
        lines={[
          { label: 'Servicekosten', value: '€ 27' },
          { label: 'Borg', value: '€ 640' },
          { label: 'Totaal per maand', value: '€ 667', total: true },
        ]}
        notes={['Exclusief gas, water en licht']}
        availability="Beschikbaar vanaf 23 jan 2027"
        actions={<button type="button">Reageer</button>}
      />,
    );
    const region = screen.getByRole('region', { name: 'Huur en kosten' });
    expect(screen.getByRole('heading', { level: 2, name: 'Huur en kosten' })).toBeTruthy();
    expect(region.textContent).toContain('€ 640');
    expect(region.textContent).toContain('per maand');
    const rows = [...container.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(rows).toEqual([
      ['Servicekosten', '€ 27'],
      ['Borg', '€ 640'],
      ['Totaal per maand', '€ 667'],
    ]);
    expect(screen.getByText('Exclusief gas, water en licht')).toBeTruthy();
    expect(screen.getByText('Beschikbaar vanaf 23 jan 2027')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reageer' })).toBeTruthy();
  });

  it('leaves out the cost table when there are no lines', () => {
    const { container } = render(
      <ListingPricePanel
        heading="Rent and costs"
        price="€475"
        priceNote="per month"
        lines={[]}
        availability="Available now"
      />,
    );
    expect(container.querySelector('dl')).toBeNull();
    expect(screen.getByText('Available now')).toBeTruthy();
  });
});
