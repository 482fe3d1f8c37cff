import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { HowItWorksSteps } from './how-it-works-steps';

const steps = [
  { title: 'Zoeken', text: 'Kies een stad.' },
  { title: 'Reageren', text: 'Stuur een bericht.' },
  { title: 'Tekenen', text: 'Lees het contract.' },
];

describe('HowItWorksSteps', () => {
  it('renders the steps in order as an ordered list under the heading', () => {
    render(<HowItWorksSteps heading="Woning zoeken" steps={steps} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Woning zoeken' })).toBeTruthy();
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1ZoekenKies een stad.',
      '2ReagerenStuur een bericht.',
      '3TekenenLees het contract.',
    ]);
    expect(items[0]?.querySelector('[aria-hidden="true"]')?.textContent).toBe('1');
  });

  it('uses the requested heading level and shows the action link', () => {
    render(
      <HowItWorksSteps
        heading="Verhuren"
        headingLevel="h2"
        steps={steps}
        action={{ label: 'Meer over verhuren', href: '/verhuur/hoe-werkt-het' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Verhuren' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Meer over verhuren' }).getAttribute('href')).toBe(
      '/verhuur/hoe-werkt-het',
    );
  });
});
