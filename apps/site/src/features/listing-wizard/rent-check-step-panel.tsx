'use client';

import { ROOM_RENT_TABLE_2026, roomRentEstimate, roomRentFactsFromListing } from '@rooms/domain';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { RentCheckPanel, rentCheckPanelProps } from '@rooms/ui/rent-check-panel';

import type { WizardDetails } from './wizard-calls';
import type { EnergyLabelWord } from '@rooms/domain';

/** Props of {@link RentCheckStepPanel}. */
export interface RentCheckStepPanelProps {
  /** The draft's saved fields (null before the draft exists). */
  readonly details: WizardDetails | null;
  /**
   * The rent as typed now, euro cents; null while empty and NaN while it is no amount (both:
   * nothing to compare yet).
   */
  readonly rentCents: number | null;
  /** The "utilities included" box as ticked now. */
  readonly utilitiesIncluded: boolean;
}

/**
 * The legal rent check in the wizard's rent step: the points system's estimate of the room's
 * maximum basic rent from the facts saved in earlier steps, compared with the rent as the
 * landlord types it. Facts asked in later steps (kitchen, bathroom, toilet, energy label,
 * housemates) are counted as the later steps' forms start (shared, unknown label, nobody) and a
 * note says the estimate changes once they are filled in. Advice only: it never blocks saving or
 * publishing. Nothing for adverts that are not rooms or student rooms.
 */
export function RentCheckStepPanel({
  details,
  rentCents,
  utilitiesIncluded,
}: RentCheckStepPanelProps) {
  const locale = useLocale();
  const { t } = useTranslation('rentCheck');
  const facts = roomRentFactsFromListing({
    listingType: details?.listingType ?? 0,
    surfaceM2: details?.surfaceM2 ?? null,
    // The details step's form starts with these unticked and the label unknown.
    isKitchenPrivate: details?.isKitchenPrivate ?? false,
    isBathroomPrivate: details?.isBathroomPrivate ?? false,
    isToiletPrivate: details?.isToiletPrivate ?? false,
    currentResidents: details?.currentResidents ?? 0,
    energyLabel: (details?.energyLabel ?? 'Unknown') as EnergyLabelWord,
  });
  if (facts === null) return null;
  const estimate = roomRentEstimate(facts, ROOM_RENT_TABLE_2026);
  const laterStepsMissing =
    details === null ||
    details.isKitchenPrivate === null ||
    details.energyLabel === null ||
    details.currentResidents === null;
  const props = rentCheckPanelProps({
    estimate,
    askedRentCents: rentCents !== null && Number.isFinite(rentCents) ? rentCents : null,
    utilitiesIncluded,
    locale,
    t,
  });
  const notes = [
    ...(estimate !== null && laterStepsMissing ? [t('wizard.later')] : []),
    t('wizard.advice'),
  ];
  return <RentCheckPanel {...props} notes={notes} live />;
}
