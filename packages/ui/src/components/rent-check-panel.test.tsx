import {
  ListingType,
  ROOM_RENT_TABLE_2026,
  RoomRentAssumption,
  roomRentEstimate,
  roomRentFactsFromListing,
} from '@rooms/domain';
import { getT } from '@rooms/i18n';
import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import {
  HUURCOMMISSIE_RENT_CHECK_URL,
  RentCheckPanel,
  rentCheckPanelProps,
} from './rent-check-panel';
import { formatEuroCents } from './search-format';

import type { RoomRentEstimate } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';

/** A 14 m² room sharing kitchen, bathroom and toilet with 3 residents, label C. */
function roomEstimate(): RoomRentEstimate {
  const facts = roomRentFactsFromListing({
    listingType: ListingType.Room,
    surfaceM2: 14,
    isKitchenPrivate: false,
    isBathroomPrivate: false,
    isToiletPrivate: false,
    currentResidents: 3,
    energyLabel: 'C',
  });
  const estimate = facts === null ? null : roomRentEstimate(facts, ROOM_RENT_TABLE_2026);
  if (estimate === null) throw new Error('a room with a surface has an estimate');
  return estimate;
}

async function props(
  locale: Locale,
  askedRentCents: number | null,
  options: { utilitiesIncluded?: boolean; estimate?: RoomRentEstimate | null } = {},
) {
  return rentCheckPanelProps({
    estimate: options.estimate === undefined ? roomEstimate() : options.estimate,
    askedRentCents,
    utilitiesIncluded: options.utilitiesIncluded ?? false,
    locale,
    t: await getT(locale, 'rentCheck'),
  });
}

describe('rentCheckPanelProps and RentCheckPanel', () => {
  const estimate = roomEstimate();

  it('shows the positive badge when the asked rent is within the estimate', async () => {
    const t = await getT('en', 'rentCheck');
    render(<RentCheckPanel {...await props('en', estimate.maxRentCents)} />);
    const panel = screen.getByRole('region', { name: t('heading') });
    expect(panel.getAttribute('data-state')).toBe('within');
    expect(within(panel).getByTestId('rent-check-badge').textContent).toBe(
      'Rent within the legal maximum (estimate)',
    );
    expect(panel.textContent).toContain(
      t('maximum', { amount: formatEuroCents(estimate.maxRentCents, 'en') }),
    );
    expect(within(panel).queryByTestId('rent-check-note')).toBeNull();
  });

  it('shows a neutral note (no alert, no badge) with the maximum when the rent is above', async () => {
    render(<RentCheckPanel {...await props('en', estimate.maxRentCents + 1)} />);
    const panel = screen.getByTestId('rent-check');
    expect(panel.getAttribute('data-state')).toBe('above');
    const note = within(panel).getByTestId('rent-check-note');
    expect(note.textContent).toBe(
      `The asked rent is above our estimate of the legal maximum for this room (${formatEuroCents(estimate.maxRentCents, 'en')}). Our estimate counts only what the advert tells us; check it with the Huurcommissie's huurprijscheck.`,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(panel).queryByTestId('rent-check-badge')).toBeNull();
  });

  it('gives no verdict when the rent includes utilities, however low it is', async () => {
    const t = await getT('nl', 'rentCheck');
    const shown = await props('nl', 100, { utilitiesIncluded: true });
    expect(shown.state).toBe('unknown');
    render(<RentCheckPanel {...shown} />);
    const panel = screen.getByTestId('rent-check');
    expect(panel.textContent).toContain(t('utilitiesIncluded'));
    expect(panel.textContent).toContain(
      t('maximum', { amount: formatEuroCents(estimate.maxRentCents, 'nl') }),
    );
    expect(within(panel).queryByTestId('rent-check-badge')).toBeNull();
    expect(within(panel).queryByTestId('rent-check-note')).toBeNull();
  });

  it('asks for the surface without an estimate, and for the rent without one typed', async () => {
    const t = await getT('en', 'rentCheck');
    const pending = await props('en', 50_000, { estimate: null });
    expect(pending).toMatchObject({ state: 'pending', message: t('wizard.needsSurface') });
    expect(pending.explanation).toBeUndefined();
    const noRent = await props('en', null);
    expect(noRent).toMatchObject({ state: 'unknown', detail: t('wizard.needsRent') });
  });

  it('always says it is an estimate: points, the table date and the assumptions in a closed disclosure', async () => {
    for (const locale of ['nl', 'en'] as const) {
      const t = await getT(locale, 'rentCheck');
      const { container } = render(<RentCheckPanel {...await props(locale, 40_000)} />);
      const text = container.textContent ?? '';
      expect(text).toContain(`${estimate.points} `);
      expect(text).toContain(locale === 'nl' ? '1 jan 2026' : '1 Jan 2026');
      const details = container.querySelector('details');
      expect(details?.open).toBe(false);
      expect(details?.querySelector('summary')?.textContent).toBe(t('assumptionsSummary'));
      const items = [...(details?.querySelectorAll('li') ?? [])].map((li) => li.textContent);
      expect(items).toEqual(estimate.assumptions.map((code) => t(`assumptions.${code}`)));
      expect(items).toContain(t('assumptions.rubrics_not_modelled'));
      container.remove();
    }
  });

  it("links to the Huurcommissie's own check in a new tab, named with that", async () => {
    render(<RentCheckPanel {...await props('en', estimate.maxRentCents + 10_000)} />);
    const link = screen.getByRole('link', {
      name: "The Huurcommissie's huurprijscheck (opens in a new tab)",
    });
    expect(link.getAttribute('href')).toBe(HUURCOMMISSIE_RENT_CHECK_URL);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
  });

  it('announces a changing outcome politely only when asked (the wizard)', async () => {
    const shown = await props('en', 40_000);
    const { container, rerender } = render(<RentCheckPanel {...shown} />);
    expect(container.querySelector('[aria-live]')).toBeNull();
    rerender(<RentCheckPanel {...shown} live notes={['Advice only.']} />);
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toContain(shown.message);
    expect(container.textContent).toContain('Advice only.');
  });

  it('has a plain sentence for every assumption in Dutch and English', async () => {
    for (const locale of ['nl', 'en'] as const) {
      const t = await getT(locale, 'rentCheck');
      for (const code of Object.values(RoomRentAssumption)) {
        const text = t(`assumptions.${code}`);
        expect(text).not.toContain('assumptions.');
        expect(text).toMatch(/\.$/);
      }
    }
  });

  it('renders on the server without MUI', async () => {
    const html = renderToStaticMarkup(<RentCheckPanel {...await props('nl', 90_000)} />);
    expect(html).not.toMatch(/Mui|css-[a-z0-9]+/);
    expect(html).toContain('<details');
    expect(html).toContain('rel="noopener"');
  });
});
