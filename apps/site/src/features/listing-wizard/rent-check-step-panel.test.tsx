import { ListingType } from '@rooms/domain';
import { getT, pageResources } from '@rooms/i18n';
import { I18nProvider } from '@rooms/i18n/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { RentCheckStepPanel } from './rent-check-step-panel';

import type { RentCheckStepPanelProps } from './rent-check-step-panel';
import type { WizardDetails } from './wizard-calls';
import type { Locale } from '@rooms/i18n';

/** A room draft after the surface step: the later steps' facts are still empty. */
function draft(overrides: Partial<WizardDetails> = {}): WizardDetails {
  return {
    listingID: 7,
    listingType: ListingType.Room,
    surfaceM2: 16,
    isKitchenPrivate: null,
    isBathroomPrivate: null,
    isToiletPrivate: null,
    currentResidents: null,
    energyLabel: null,
    ...overrides,
  } as WizardDetails;
}

/** The panel's server HTML with the wizard rent page's texts. */
function html(locale: Locale, props: Partial<RentCheckStepPanelProps> = {}): string {
  return renderToString(
    <I18nProvider locale={locale} resources={pageResources(locale, ['wizard', 'rentCheck'])}>
      <RentCheckStepPanel details={draft()} rentCents={null} utilitiesIncluded={false} {...props} />
    </I18nProvider>,
  );
}

/** The outcome the panel shows (`data-state`). */
function stateOf(markup: string): string | undefined {
  return /data-state="([a-z]+)"/.exec(markup)?.[1];
}

describe('RentCheckStepPanel', () => {
  it('asks for the rent first, then follows it as typed: within, then above', async () => {
    for (const locale of ['nl', 'en'] as const) {
      const t = await getT(locale, 'rentCheck');
      const empty = html(locale);
      expect(stateOf(empty)).toBe('unknown');
      expect(empty).toContain(t('wizard.needsRent'));
      expect(stateOf(html(locale, { rentCents: Number.NaN }))).toBe('unknown');
      const low = html(locale, { rentCents: 20_000 });
      expect(stateOf(low)).toBe('within');
      expect(low).toContain(t('badge'));
      expect(stateOf(html(locale, { rentCents: 150_000 }))).toBe('above');
      expect(low).toContain('aria-live="polite"');
    }
  });

  it('says the later steps change it, and that it is advice only', async () => {
    const t = await getT('en', 'rentCheck');
    const early = html('en', { rentCents: 40_000 });
    expect(early).toContain(t('wizard.advice'));
    expect(early).toContain(t('wizard.later'));
    const complete = html('en', {
      rentCents: 40_000,
      details: draft({
        isKitchenPrivate: false,
        isBathroomPrivate: true,
        isToiletPrivate: true,
        currentResidents: 3,
        energyLabel: 'B',
      }),
    });
    expect(complete).toContain(t('wizard.advice'));
    expect(complete).not.toContain(t('wizard.later'));
  });

  it('waits for the surface, and gives no verdict with utilities included', async () => {
    const t = await getT('nl', 'rentCheck');
    const noSurface = html('nl', { rentCents: 40_000, details: draft({ surfaceM2: null }) });
    expect(stateOf(noSurface)).toBe('pending');
    expect(noSurface).toContain(t('wizard.needsSurface'));
    const utilities = html('nl', { rentCents: 100, utilitiesIncluded: true });
    expect(stateOf(utilities)).toBe('unknown');
    expect(utilities).toContain(t('utilitiesIncluded').replace(/'/g, '&#x27;'));
  });

  it('shows nothing for adverts that are not rooms', () => {
    for (const listingType of [ListingType.Apartment, ListingType.Studio, ListingType.Antikraak]) {
      expect(html('en', { rentCents: 40_000, details: draft({ listingType }) })).toBe('');
    }
  });
});
