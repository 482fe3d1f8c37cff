import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ContentPage } from './content-page';

const sections = [
  {
    id: 'borg',
    heading: 'Borg',
    paragraphs: [
      'De borg is maximaal twee maanden kale huur.',
      'Je krijgt hem binnen 14 dagen terug.',
    ],
    list: ['Geen sleutelgeld.', 'Schriftelijk contract.'],
    closing: ['Vraag het na bij de Huurcommissie.'],
  },
  {
    id: 'cookies',
    heading: 'Cookies',
    table: {
      caption: 'Noodzakelijke cookies',
      head: ['Cookie', 'Doel', 'Bewaartermijn'],
      rows: [['rooms_session', 'Ingelogd blijven.', '30 dagen']],
    },
  },
];

describe('ContentPage', () => {
  it('renders the title as the only h1 with eyebrow, intro and date', () => {
    render(
      <ContentPage
        eyebrow="Juridisch"
        title="Cookiebeleid"
        intro="Zo gebruiken we cookies."
        updated="Laatst bijgewerkt: 1 november 2026"
        sections={sections}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Cookiebeleid',
    ]);
    expect(screen.getByText('Juridisch')).toBeTruthy();
    expect(screen.getByText('Zo gebruiken we cookies.')).toBeTruthy();
    expect(screen.getByText('Laatst bijgewerkt: 1 november 2026')).toBeTruthy();
  });

  it('renders each section as a labelled region with an anchored h2, paragraphs, list and closing in order', () => {
    render(<ContentPage title="T" intro="I" sections={sections} />);
    const region = screen.getByRole('region', { name: 'Borg' });
    const heading = within(region).getByRole('heading', { level: 2, name: 'Borg' });
    expect(heading.id).toBe('borg');
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Geen sleutelgeld.', 'Schriftelijk contract.']);
    const text = region.textContent ?? '';
    expect(text.indexOf('kale huur')).toBeLessThan(text.indexOf('14 dagen'));
    expect(text.indexOf('Schriftelijk contract.')).toBeLessThan(text.indexOf('Huurcommissie'));
  });

  it('renders a table with caption and column headers inside a focusable scroll region', () => {
    render(<ContentPage title="T" intro="I" sections={sections} />);
    const table = screen.getByRole('table', { name: 'Noodzakelijke cookies' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Cookie', 'Doel', 'Bewaartermijn']);
    expect(within(table).getByRole('cell', { name: 'rooms_session' })).toBeTruthy();
    const scroller = screen.getByRole('region', { name: 'Noodzakelijke cookies' });
    expect(scroller.getAttribute('tabindex')).toBe('0');
  });

  it('links every section from the table of contents only when asked', () => {
    const { rerender } = render(<ContentPage title="T" intro="I" sections={sections} />);
    expect(screen.queryByRole('navigation', { name: 'Op deze pagina' })).toBeNull();
    rerender(<ContentPage title="T" intro="I" sections={sections} tocLabel="Op deze pagina" />);
    const toc = screen.getByRole('navigation', { name: 'Op deze pagina' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Borg', '#borg'],
      ['Cookies', '#cookies'],
    ]);
  });

  it('renders lead content, children and related links', () => {
    render(
      <ContentPage
        title="T"
        intro="I"
        sections={sections}
        lead={<p>Cijfers</p>}
        related={{
          heading: 'Lees ook',
          links: [
            { label: 'Over ons', href: '/over-ons' },
            { label: 'Helpcentrum', href: 'https://help.example/nl', external: true },
          ],
        }}
      >
        <p>Plaats je advertentie</p>
      </ContentPage>,
    );
    const text = document.body.textContent ?? '';
    expect(text.indexOf('Cijfers')).toBeLessThan(text.indexOf('Borg'));
    expect(text.indexOf('Cookies')).toBeLessThan(text.indexOf('Plaats je advertentie'));
    const related = screen.getByRole('navigation', { name: 'Lees ook' });
    expect(within(related).getByRole('link', { name: 'Over ons' }).getAttribute('href')).toBe(
      '/over-ons',
    );
    expect(within(related).getByRole('link', { name: 'Helpcentrum' }).getAttribute('rel')).toBe(
      'noopener',
    );
  });
});
