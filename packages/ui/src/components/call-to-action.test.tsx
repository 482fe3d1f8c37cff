import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CallToAction } from './call-to-action';

describe('CallToAction', () => {
  it('renders a labelled section with heading, text and both actions as links', () => {
    render(
      <CallToAction
        heading="Heb je een kamer te huur?"
        text="Een advertentie plaatsen is gratis."
        primary={{ label: 'Advertentie plaatsen', href: '/maken-advertentie' }}
        secondary={{ label: 'Zo werkt verhuren', href: '/verhuur/hoe-werkt-het' }}
      />,
    );
    const section = screen.getByRole('region', { name: 'Heb je een kamer te huur?' });
    expect(within(section).getByText('Een advertentie plaatsen is gratis.')).toBeTruthy();
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Advertentie plaatsen', '/maken-advertentie'],
      ['Zo werkt verhuren', '/verhuur/hoe-werkt-het'],
    ]);
  });

  it('renders only the primary action when no secondary is given', () => {
    render(
      <CallToAction
        tone="light"
        heading="Begin met zoeken"
        text="Duizenden kamers."
        primary={{ label: 'Zoeken', href: '/huren/kamer-nederland' }}
      />,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
