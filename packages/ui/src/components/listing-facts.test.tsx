import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ListingFacts } from './listing-facts';

describe('ListingFacts', () => {
  it('renders a heading and a definition list of label/value pairs in order', () => {
    const { container } = render(
      <ListingFacts
        heading="Over deze woning"
        facts={[
          { label: 'Oppervlakte', value: '12 m²' },
          { label: 'Inrichting', value: 'Gestoffeerd' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Over deze woning' })).toBeTruthy();
    const terms = [...container.querySelectorAll('dt')].map((dt) => dt.textContent);
    const values = [...container.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(terms).toEqual(['Oppervlakte', 'Inrichting']);
    expect(values).toEqual(['12 m²', 'Gestoffeerd']);
  });

  it('marks yes/no facts with a check or a cross, hidden from screen readers', () => {
    const { container } = render(
      <ListingFacts
        heading="Facilities"
        headingLevel={3}
        facts={[
          { label: 'Bathroom', value: 'Private', tone: 'positive' },
          { label: 'Pets inside', value: 'Not allowed', tone: 'negative' },
          { label: 'Internet', value: 'Yes' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Facilities' })).toBeTruthy();
    const tones = [...container.querySelectorAll('dd')].map(
      (dd) => dd.querySelector('svg')?.getAttribute('data-tone') ?? null,
    );
    expect(tones).toEqual(['positive', 'negative', null]);
    for (const svg of container.querySelectorAll('svg')) {
      expect(svg.getAttribute('aria-hidden')).toBe('true');
    }
  });
});
