import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { FacilityShare, ListingType } from '../enums/listing';
import { ENERGY_LABEL_WORDS } from '../listing-wizard/wizard-rules';

import {
  RoomRentAssumption as A,
  maxRentCentsForPoints,
  rentCheckVerdict,
  roomRentEstimate,
  roomRentFactsFromListing,
  roundToQuarterPoint,
} from './room-rent-estimate';
import { ROOM_RENT_TABLE_2026 as TABLE } from './room-rent-table-2026';

import type { RoomRentFacts, WozBand } from './room-rent-estimate';

// BB2025 = Huurcommissie, Beleidsboek onzelfstandige woonruimte januari 2025 (text);
// BB2026 = the same, versie januari 2026 (PDF); see data/rent-check/README.md.

/** A room of which every optional fact is known and worth nothing, so one rubric can be tested. */
const bare: RoomRentFacts = {
  ownRoomM2: 10,
  sharers: 1,
  kitchen: FacilityShare.None,
  bathroom: FacilityShare.None,
  toilet: FacilityShare.None,
  energyLabel: 'D',
  sharedSpaceM2: 0,
  sharedRoomCount: 0,
  ownOtherSpaceM2: 0,
  sharedOtherSpaceM2: 0,
  heating: 'none',
  washbasinInRoom: false,
  privateOutdoorM2: 0,
  sharedOutdoorM2: 0,
  wozBand: 'below',
};

function estimate(facts: Partial<RoomRentFacts>) {
  const result = roomRentEstimate({ ...bare, ...facts }, TABLE);
  if (result === null) throw new Error('no estimate');
  return result;
}

describe('rounding (BB2026 §2.1.6-2.1.7)', () => {
  it('rounds a rubric to a quarter point, an eighth up', () => {
    // BB2026 p.9: 4.81 → 4.75 (less than an eighth above 4.75).
    expect(roundToQuarterPoint(4.81)).toBe(4.75);
    // BB2026 §2.1.6: 0.125 → 0.25.
    expect(roundToQuarterPoint(0.125)).toBe(0.25);
    // BB2025 rubric 9 example: 9.5625 / 4 = 2.390625 → 2.50.
    expect(roundToQuarterPoint(2.390625)).toBe(2.5);
    // BB2025 rubric 8 example: 5.14375 → 5.25.
    expect(roundToQuarterPoint(5.14375)).toBe(5.25);
    expect(roundToQuarterPoint(-1.5)).toBe(-1.5);
    expect(roundToQuarterPoint(-0.6)).toBe(-0.5);
  });

  it('rounds floor areas to whole m², 0.5 up (BB2026 §2.2.1.1: 15.43 → 15, 28.51 → 29)', () => {
    expect(estimate({ ownRoomM2: 15.43 }).breakdown.rooms).toBe(15);
    expect(estimate({ ownRoomM2: 28.51 }).breakdown.rooms).toBe(29);
  });
});

describe('worked examples of the Huurcommissie', () => {
  it('energy: own 20 m², shared living room 40 m² among 4, label A → 19.5 (BB2026 §2.4.4)', () => {
    // (20 + 40 / 4) × 0.65 = 30 × 0.65 = 19.50; rubric 1 is 30 points.
    const result = estimate({ ownRoomM2: 20, sharedSpaceM2: 40, sharers: 4, energyLabel: 'A' });
    expect(result.breakdown.energy).toBe(19.5);
    expect(result.breakdown.rooms).toBe(30);
  });

  it('energy: own 10 m², shared 40 m² among 4, label A → 13 (BB2025 §4.1)', () => {
    // (10 + 40 / 4) × 0.65 = 20 × 0.65 = 13.
    expect(
      estimate({ ownRoomM2: 10, sharedSpaceM2: 40, sharers: 4, energyLabel: 'A' }).breakdown.energy,
    ).toBe(13);
  });

  it('other spaces: own 4 m², shared 25 m² among 3 → 9.25 (BB2025 §2.4)', () => {
    // 4 × 0.75 = 3; 25 × 0.75 = 18.75, / 3 = 6.25; 3 + 6.25 = 9.25.
    expect(
      estimate({ ownOtherSpaceM2: 4, sharedOtherSpaceM2: 25, sharers: 3 }).breakdown.otherSpaces,
    ).toBe(9.25);
  });

  it('kitchen: counter 2-3 m shared by 4 → 7 / 4 = 1.75 (BB2026 §2.5.3 without its 3 extras)', () => {
    // The Huurcommissie's example adds 3 points of appliances: (7 + 3) / 4 = 2.5. Appliances are
    // not estimated, so the estimate keeps the counter's 7 / 4 = 1.75.
    const result = estimate({ kitchen: FacilityShare.Shared, kitchenCounter: '2to3m', sharers: 4 });
    expect(result.breakdown.kitchen).toBe(1.75);
    expect(result.assumptions).toContain(A.KitchenExtrasNotCounted);
  });

  it('sanitary: shared shower among 4 and own toilet → 3.75 (BB2025 §6.2 without its extras)', () => {
    // Shower 3 / 4 = 0.75; own toilet in a toilet room 3; 3.75. The Huurcommissie adds the
    // shower enclosure and towel radiator (2 / 4 = 0.5) for 4.25; extras are not estimated.
    const result = estimate({
      bathroom: FacilityShare.Shared,
      bath: 'shower',
      toilet: FacilityShare.Own,
      toiletInBathroom: false,
      sharers: 4,
    });
    expect(result.breakdown.sanitary).toBe(3.75);
  });

  it('sanitary: bath and shower shared by 4 → 6 / 4 = 1.5 (BB2026 §2.7 example)', () => {
    expect(
      estimate({ bathroom: FacilityShare.Shared, bath: 'bathAndShower', sharers: 4 }).breakdown
        .sanitary,
    ).toBe(1.5);
  });

  it('outdoor: 10 m² private → 2 + 10 × 0.35 = 5.5 (BB2026 §2.8.1)', () => {
    expect(estimate({ privateOutdoorM2: 10 }).breakdown.outdoor).toBe(5.5);
  });

  it('outdoor: 30 m² shared garden among 4 → 5.625 → 5.75 (BB2026 §2.8.4 example)', () => {
    // 0.75 × 30 = 22.5, / 4 = 5.625; by §2.1.6 an eighth rounds up, so 5.75. The beleidsboek
    // prints "5,60" here, which no rounding rule gives: read as a misprint.
    expect(estimate({ sharedOutdoorM2: 30, sharers: 4 }).breakdown.outdoor).toBe(5.75);
  });

  it('outdoor is capped at 15 points (BB2026 §2.8)', () => {
    expect(estimate({ privateOutdoorM2: 100 }).breakdown.outdoor).toBe(15);
  });

  it('a room of 95 points may ask at most € 795.90 (BB2026 Bijlage 2)', () => {
    expect(maxRentCentsForPoints(95, TABLE)).toBe(79590);
    expect(maxRentCentsForPoints(0, TABLE)).toBe(0);
    expect(maxRentCentsForPoints(250, TABLE)).toBe(161363);
  });

  it('above 250 points adds the 249-250 step per point (BB2026 §2.1.8)', () => {
    // 250 points € 1,613.63, 249 points € 1,608.36: step € 5.27; 255 points = 1,613.63 + 5 × 5.27.
    expect(maxRentCentsForPoints(255, TABLE)).toBe(161363 + 5 * 527);
    expect(maxRentCentsForPoints(-3, TABLE)).toBe(0);
    expect(maxRentCentsForPoints(94.5, TABLE)).toBe(79590);
  });
});

describe('roomRentEstimate, whole rooms computed by hand', () => {
  it('a typical advert: 14 m², 4 sharing kitchen, bathroom and toilet, label C', () => {
    // Rubric 1: shared space unknown, shared kitchen = one room of 4 m²: 14 + 4 / 4 = 15.
    // Rubric 3: heating assumed, own room 2 + one shared room 2 / 4 = 2.5.
    // Rubric 4: 15 × 0.35 = 5.25. Rubric 5: counter assumed 1-2 m, 4 / 4 = 1.
    // Rubric 6: toilet assumed in the shared bathroom 2 / 4 = 0.5, shower 3 / 4 = 0.75 → 1.25.
    // Rubric 11: WOZ unknown → 10. Total 15 + 2.5 + 5.25 + 1 + 1.25 + 10 = 35 → € 356.69.
    const result = roomRentEstimate(
      {
        ownRoomM2: 14,
        sharers: 4,
        kitchen: FacilityShare.Shared,
        bathroom: FacilityShare.Shared,
        toilet: FacilityShare.Shared,
        energyLabel: 'C',
      },
      TABLE,
    );
    expect(result).toEqual({
      points: 35,
      maxRentCents: 35669,
      breakdown: {
        rooms: 15,
        otherSpaces: 0,
        heating: 2.5,
        energy: 5.25,
        kitchen: 1,
        sanitary: 1.25,
        outdoor: 0,
        woz: 10,
        deductions: 0,
      },
      assumptions: [
        A.SharedSpaceUnknown,
        A.SharedKitchenMinimumRoom,
        A.SharedRoomCountAssumedOne,
        A.OtherSpacesNotCounted,
        A.HeatingAssumedFixed,
        A.KitchenCounterAssumedShort,
        A.KitchenExtrasNotCounted,
        A.BathAssumedShower,
        A.SanitaryExtrasNotCounted,
        A.ToiletAssumedInBathroom,
        A.WashbasinsNotCounted,
        A.OutdoorSpaceNotCounted,
        A.WozAssumedLowest,
        A.RubricsNotModelled,
      ],
      tableValidFrom: '2026-01-01',
      isEstimate: true,
    });
  });

  it('a room with every fact the estimate can use', () => {
    // Rubric 1: 20 + 40 / 4 = 30. Rubric 3: 2 + 2 × 2 / 4 = 3. Rubric 4: 30 × 0.65 = 19.5.
    // Rubric 5: 7 / 4 = 1.75. Rubric 6: toilet room 3 / 4 + shower 3 / 4 + own washbasin 1 = 2.5.
    // Rubric 8: 30 × 0.75 / 4 = 5.625 → 5.75. Rubric 11: 12.
    // Total 30 + 3 + 19.5 + 1.75 + 2.5 + 5.75 + 12 = 74.5 → 75 points → € 690.38.
    const result = estimate({
      ownRoomM2: 20,
      sharedSpaceM2: 40,
      sharedRoomCount: 2,
      sharers: 4,
      kitchen: FacilityShare.Shared,
      kitchenCounter: '2to3m',
      bathroom: FacilityShare.Shared,
      bath: 'shower',
      toilet: FacilityShare.Shared,
      toiletInBathroom: false,
      washbasinInRoom: true,
      heating: 'fixed',
      energyLabel: 'A',
      sharedOutdoorM2: 30,
      wozBand: 'average',
    });
    expect(result.points).toBe(75);
    expect(result.maxRentCents).toBe(69038);
    expect(result.breakdown).toEqual({
      rooms: 30,
      otherSpaces: 0,
      heating: 3,
      energy: 19.5,
      kitchen: 1.75,
      sanitary: 2.5,
      outdoor: 5.75,
      woz: 12,
      deductions: 0,
    });
    expect(result.assumptions).toEqual([
      A.LabelACountedAsA,
      A.KitchenExtrasNotCounted,
      A.SanitaryExtrasNotCounted,
      A.RubricsNotModelled,
    ]);
  });
});

describe('cross-check with an independent implementation', () => {
  it('matches woonstadrotterdam/woningwaardering test 15004000185 (54 points, € 550.19)', () => {
    // Their printed count (tests/data/onzelfstandige_woonruimten/output/15004000185.txt, 2026):
    // rubric 1: own 20.04 → 20 m², shared kitchen 7.50 + bathroom 1.70 = 9.20 → 9 m² among 2
    // = 4.5; 20 + 4.5 = 24.5 → 25. Heating: own bedroom 2. Energy: no label, built 1998,
    // 24.5 × 0.35 = 8.575 → 8.5. Kitchen: counter 2.22 m, 7 / 2 = 3.5. Sanitary: standing
    // toilet in a toilet room 3 / 2 + shower 3 / 2 = 3. WOZ within 10 % of Groot-Rijnmond: 12.
    // 25 + 2 + 8.5 + 3.5 + 3 + 12 = 54 points → € 550.19 (2026 table).
    const result = estimate({
      ownRoomM2: 20.04,
      sharedSpaceM2: 9.2,
      sharedRoomCount: 0,
      sharers: 2,
      heating: 'fixed',
      energyLabel: 'Unknown',
      buildYear: 1998,
      kitchen: FacilityShare.Shared,
      kitchenCounter: '2to3m',
      bathroom: FacilityShare.Shared,
      bath: 'shower',
      toilet: FacilityShare.Shared,
      toiletInBathroom: false,
      wozBand: 'average',
    });
    expect(result.breakdown).toEqual({
      rooms: 25,
      otherSpaces: 0,
      heating: 2,
      energy: 8.5,
      kitchen: 3.5,
      sanitary: 3,
      outdoor: 0,
      woz: 12,
      deductions: 0,
    });
    expect(result.points).toBe(54);
    expect(result.maxRentCents).toBe(55019);
  });

  it('rounds the rubric-1 sum to whole m² but prices energy on the unrounded m²', () => {
    // 10 + 5 / 2 = 12.5 → 13 points; energy label D 12.5 × 0.2 = 2.5.
    const result = estimate({ ownRoomM2: 10, sharedSpaceM2: 5, sharers: 2 });
    expect(result.breakdown.rooms).toBe(13);
    expect(result.breakdown.energy).toBe(2.5);
  });
});

describe('roomRentEstimate, edge cases and defaults', () => {
  it('gives no estimate without a positive own floor area', () => {
    for (const ownRoomM2 of [null, undefined, 0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(roomRentEstimate({ ...bare, ownRoomM2 }, TABLE)).toBeNull();
    }
  });

  it('counts 2 sharers when something is shared but 0 or 1 were given', () => {
    for (const sharers of [0, 1, Number.NaN]) {
      const result = estimate({ kitchen: FacilityShare.Shared, kitchenCounter: '1to2m', sharers });
      expect(result.breakdown.kitchen).toBe(2); // 4 / 2
      expect(result.assumptions).toContain(A.SharersAssumedTwo);
    }
  });

  it('needs no sharers when nothing is shared', () => {
    const result = estimate({ kitchen: FacilityShare.Own, kitchenCounter: 'over3m', sharers: 0 });
    expect(result.breakdown.kitchen).toBe(10);
    expect(result.assumptions).not.toContain(A.SharersAssumedTwo);
  });

  it('flags a room with own kitchen, bathroom and toilet as maybe self-contained', () => {
    const result = estimate({
      kitchen: FacilityShare.Own,
      bathroom: FacilityShare.Own,
      toilet: FacilityShare.Own,
    });
    expect(result.assumptions).toContain(A.MayBeSelfContained);
    // Own toilet and own bathroom: the toilet may be in it, 2 points; shower 3.
    expect(result.breakdown.sanitary).toBe(5);
    expect(result.assumptions).toContain(A.ToiletAssumedInBathroom);
  });

  it('counts a toilet that cannot be in the bathroom in a toilet room', () => {
    const result = estimate({
      toilet: FacilityShare.Own,
      bathroom: FacilityShare.Shared,
      sharers: 3,
    });
    expect(result.assumptions).toContain(A.ToiletAssumedSeparate);
    expect(result.breakdown.sanitary).toBe(4); // 3 + 3 / 3
  });

  it('uses the build year without a label, and the oldest years without either', () => {
    // Own 10 m², nothing shared: rubric 1 = 10 m².
    expect(estimate({ energyLabel: 'Unknown', buildYear: 2010 }).breakdown.energy).toBe(6.5);
    expect(estimate({ energyLabel: 'Unknown', buildYear: 2001 }).breakdown.energy).toBe(5);
    expect(estimate({ energyLabel: 'Unknown', buildYear: 1995 }).breakdown.energy).toBe(3.5);
    expect(estimate({ energyLabel: 'Unknown', buildYear: 1990 }).breakdown.energy).toBe(2);
    expect(estimate({ energyLabel: 'Unknown', buildYear: 1980 }).breakdown.energy).toBe(-0.5);
    expect(estimate({ energyLabel: 'Unknown', buildYear: 1978 }).breakdown.energy).toBe(-1);
    expect(estimate({ energyLabel: 'Unknown', buildYear: 1930 }).breakdown.energy).toBe(-1.5);
    const unknown = estimate({ energyLabel: 'Unknown' });
    expect(unknown.breakdown.energy).toBe(-1.5);
    expect(unknown.assumptions).toContain(A.EnergyUnknownCountedOldest);
    expect(estimate({ energyLabel: 'Unknown', buildYear: 1995 }).assumptions).toContain(
      A.EnergyFromBuildYear,
    );
  });

  it('gives each label its points per m² (BB2026 §2.4.4)', () => {
    const perM2 = { A: 0.65, B: 0.5, C: 0.35, D: 0.2, E: -0.05, F: -0.1, G: -0.15 };
    for (const [label, points] of Object.entries(perM2)) {
      const energyLabel = label as keyof typeof perM2;
      expect(estimate({ ownRoomM2: 20, energyLabel }).breakdown.energy).toBeCloseTo(20 * points);
    }
  });

  it('deducts 4 points under 8 m² and 4 when only reachable through the landlord', () => {
    expect(estimate({ ownRoomM2: 7 }).breakdown.deductions).toBe(-4);
    expect(estimate({ ownRoomM2: 8 }).breakdown.deductions).toBe(0);
    // 6 m² own + 4 m² shared among 2 = 8 m² of rubric 1: no deduction.
    expect(estimate({ ownRoomM2: 6, sharedSpaceM2: 4, sharers: 2 }).breakdown.deductions).toBe(0);
    expect(
      estimate({ ownRoomM2: 7, accessOnlyThroughLandlordRoom: true }).breakdown.deductions,
    ).toBe(-8);
  });

  it('handles heating, WOZ bands, long counters and washbasins', () => {
    expect(estimate({ heating: 'fixed' }).breakdown.heating).toBe(2);
    expect(estimate({ heating: 'fixed', sharedRoomCount: 3, sharers: 4 }).breakdown.heating).toBe(
      3.5,
    );
    expect(estimate({ wozBand: 'above' }).breakdown.woz).toBe(14);
    expect(estimate({ wozBand: undefined }).assumptions).toContain(A.WozAssumedLowest);
    const long = { kitchen: FacilityShare.Shared, kitchenCounter: 'over5m' } as const;
    expect(estimate({ ...long, sharers: 8 }).breakdown.kitchen).toBe(1.75); // 13 / 8 = 1.625
    expect(estimate({ ...long, sharers: 4 }).breakdown.kitchen).toBe(2.5); // 10 / 4
    expect(
      estimate({ kitchen: FacilityShare.Own, kitchenCounter: 'under1m' }).breakdown.kitchen,
    ).toBe(0);
    expect(estimate({ bathroom: FacilityShare.Own, bath: 'bath' }).breakdown.sanitary).toBe(5);
    expect(estimate({ washbasinInRoom: true }).breakdown.sanitary).toBe(1);
  });

  it('documents the defaults of missing optional facts', () => {
    const result = roomRentEstimate(
      {
        ownRoomM2: 12,
        sharers: 3,
        kitchen: FacilityShare.Own,
        bathroom: FacilityShare.None,
        toilet: FacilityShare.None,
        energyLabel: 'B',
        sharedSpaceM2: 30,
      },
      TABLE,
    );
    expect(result?.assumptions).toEqual([
      A.SharedRoomCountAssumedOne,
      A.OtherSpacesNotCounted,
      A.HeatingAssumedFixed,
      A.KitchenCounterAssumedShort,
      A.KitchenExtrasNotCounted,
      A.WashbasinsNotCounted,
      A.OutdoorSpaceNotCounted,
      A.WozAssumedLowest,
      A.RubricsNotModelled,
    ]);
    // Only the shared rooms are shared; the 3 sharers given divide them.
    expect(result?.breakdown.rooms).toBe(22); // 12 + 30 / 3
  });

  it('extrapolates a huge surface above 250 points', () => {
    const result = estimate({ ownRoomM2: 1000, energyLabel: 'A' });
    // 1000 + 650 (energy) + 10 (WOZ) = 1660 points.
    expect(result.points).toBe(1660);
    expect(result.maxRentCents).toBe(161363 + (1660 - 250) * 527);
  });
});

describe('rentCheckVerdict', () => {
  const est = estimate({ ownRoomM2: 14 }); // 14 + 2.75 (energy 14 × 0.2 = 2.8) + 10 = 26.75 → 27
  it('is within up to the maximum and above past it', () => {
    expect(est.points).toBe(27);
    expect(est.maxRentCents).toBe(27510);
    expect(rentCheckVerdict(27510, est)).toEqual({
      verdict: 'within',
      marginCents: 0,
      marginPercent: 0,
    });
    expect(rentCheckVerdict(20000, est)).toEqual({
      verdict: 'within',
      marginCents: -7510,
      marginPercent: -27.3,
    });
    expect(rentCheckVerdict(55020, est)).toEqual({
      verdict: 'above',
      marginCents: 27510,
      marginPercent: 100,
    });
  });

  it('gives nothing without an estimate or a valid asked rent', () => {
    expect(rentCheckVerdict(50000, null)).toBeNull();
    expect(rentCheckVerdict(-1, est)).toBeNull();
    expect(rentCheckVerdict(Number.NaN, est)).toBeNull();
  });

  it('has no percentage against a maximum of 0', () => {
    const zero = { ...est, maxRentCents: 0 };
    expect(rentCheckVerdict(100, zero)).toEqual({
      verdict: 'above',
      marginCents: 100,
      marginPercent: null,
    });
  });
});

describe('roomRentFactsFromListing', () => {
  const listing = {
    listingType: ListingType.Room,
    surfaceM2: 14,
    isKitchenPrivate: false,
    isBathroomPrivate: false,
    isToiletPrivate: false,
    currentResidents: 3,
    energyLabel: 'C',
  } as const;

  it('maps a room advert and passes its assumptions on', () => {
    const facts = roomRentFactsFromListing(listing);
    expect(facts).toEqual({
      ownRoomM2: 14,
      sharers: 4,
      kitchen: FacilityShare.Shared,
      bathroom: FacilityShare.Shared,
      toilet: FacilityShare.Shared,
      energyLabel: 'C',
      sourceAssumptions: [A.SharersFromResidents, A.NotPrivateCountedAsShared],
    });
    const result = roomRentEstimate(facts!, TABLE);
    // Same room as the typical advert above: 35 points.
    expect(result?.points).toBe(35);
    expect(result?.assumptions.slice(0, 2)).toEqual([
      A.SharersFromResidents,
      A.NotPrivateCountedAsShared,
    ]);
  });

  it('maps student residences, and an all-private one without sharing assumptions', () => {
    const facts = roomRentFactsFromListing({
      ...listing,
      listingType: ListingType.StudentResidence,
      isKitchenPrivate: true,
      isBathroomPrivate: true,
      isToiletPrivate: true,
    });
    expect(facts?.sourceAssumptions).toEqual([]);
    expect(facts?.kitchen).toBe(FacilityShare.Own);
  });

  it('leaves self-contained and anti-squat listings out, and a draft without surface has no estimate', () => {
    for (const listingType of [ListingType.Apartment, ListingType.Studio, ListingType.Antikraak]) {
      expect(roomRentFactsFromListing({ ...listing, listingType })).toBeNull();
    }
    const draft = roomRentFactsFromListing({ ...listing, surfaceM2: null, currentResidents: 0 });
    expect(draft?.sharers).toBe(1);
    expect(roomRentEstimate(draft!, TABLE)).toBeNull();
  });
});

describe('properties', () => {
  const labels = fc.constantFrom(...ENERGY_LABEL_WORDS);
  const share = fc.constantFrom(FacilityShare.Own, FacilityShare.Shared, FacilityShare.None);
  const facts = fc.record({
    ownRoomM2: fc.double({ min: 0.5, max: 400, noNaN: true }),
    sharers: fc.integer({ min: 0, max: 20 }),
    kitchen: share,
    bathroom: share,
    toilet: share,
    energyLabel: labels,
    sharedSpaceM2: fc.option(fc.integer({ min: 0, max: 200 }), { nil: undefined }),
    sharedOutdoorM2: fc.option(fc.integer({ min: 0, max: 200 }), { nil: undefined }),
    wozBand: fc.option(fc.constantFrom<WozBand>('above', 'average', 'below'), { nil: undefined }),
  });

  it('always estimates a positive floor area, in whole points, from the table', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const result = roomRentEstimate(f, TABLE);
        expect(result).not.toBeNull();
        expect(result!.isEstimate).toBe(true);
        expect(Number.isInteger(result!.points)).toBe(true);
        expect(result!.points).toBeGreaterThanOrEqual(0);
        expect(result!.maxRentCents).toBe(maxRentCentsForPoints(result!.points, TABLE));
        expect(result!.assumptions).toContain(A.RubricsNotModelled);
        expect(new Set(result!.assumptions).size).toBe(result!.assumptions.length);
      }),
    );
  });

  it('never gives fewer points for a larger own room', () => {
    fc.assert(
      fc.property(facts, fc.integer({ min: 1, max: 50 }), (f, extra) => {
        const small = roomRentEstimate(f, TABLE)!;
        const large = roomRentEstimate({ ...f, ownRoomM2: f.ownRoomM2 + extra }, TABLE)!;
        expect(large.points).toBeGreaterThanOrEqual(small.points);
      }),
    );
  });

  it('says within exactly when the asked rent is at most the maximum', () => {
    fc.assert(
      fc.property(facts, fc.integer({ min: 0, max: 500_000 }), (f, asked) => {
        const result = roomRentEstimate(f, TABLE)!;
        const verdict = rentCheckVerdict(asked, result)!;
        expect(verdict.verdict === 'within').toBe(asked <= result.maxRentCents);
        expect(verdict.marginCents).toBe(asked - result.maxRentCents);
      }),
    );
  });
});
