/**
 * Legal rent check for rooms (issue 28, "Legal rent check"): an ESTIMATE of the points and the
 * maximum basic rent (kale huur, without service costs) of a room — onzelfstandige woonruimte —
 * under the Dutch points system (woningwaarderingsstelsel onzelfstandige woonruimte, Besluit
 * huurprijzen woonruimte (Bhw) bijlage I onder B), as the Huurcommissie applies it from
 * 1 January 2026 ("Beleidsboek Waarderingsstelsel onzelfstandige woonruimte", versie januari 2026,
 * cited below as BB2026 with its section). A room is always in the regulated (social) sector, so
 * this maximum binds whatever the contract says (BB2025 §2.2, BB2026 §2.14.2).
 *
 * Pure: no I/O. The per-item points come from {@link ROOM_POINTS_2026} and the points-to-rent
 * table is passed in ({@link ROOM_RENT_TABLE_2026} for 2026); both mirror `data/rent-check/`.
 *
 * What is estimated and why. The official count needs facts an advert does not have (aanrecht
 * length, kitchen and bathroom appliances, every room's heating, the WOZ value, …). Where a fact is
 * missing the estimate counts the LEAST the known facts guarantee (never an invented typical
 * value), and says so with an {@link RoomRentAssumption} code. The estimate is therefore usually
 * below the official maximum: an asked rent 'within' it is within the law with near certainty, an
 * asked rent 'above' it may still be lawful once the missing facts are counted. Never block
 * publishing on it; always show it as an estimate with its assumptions.
 *
 * Units: surfaces in m², points as the law counts them (quarter points per rubric, whole points in
 * total), money in whole euro cents per month.
 */
import { FacilityShare, ListingType } from '../enums/listing';

import { ROOM_POINTS_2026 as P } from './room-points-2026';

import type { EnergyLabelWord } from '../listing-wizard/wizard-rules';
import type { RoomRentTable } from './room-rent-table-2026';

/** Length of the kitchen counter (aanrecht, incl. sink and hob; BB2026 §2.5.2). */
export type KitchenCounterLength = 'under1m' | '1to2m' | '2to3m' | 'over3m' | 'over5m';
/** What the bathroom has for washing (BB2026 §2.6.1). */
export type BathKind = 'shower' | 'bath' | 'bathAndShower';
/**
 * Heating of the rooms: 'fixed' = every own and shared room has a fixed heating (radiator, floor
 * heating; a mobile heater does not count, BB2026 §2.3.1); 'none' = none has.
 */
export type RoomHeating = 'fixed' | 'none';
/**
 * The address's WOZ value per m² against the average of its COROP region (BB2026 §2.11.2):
 * 'above' more than 10 % above, 'average' within 10 %, 'below' more than 10 % below.
 */
export type WozBand = 'above' | 'average' | 'below';

/** Why the estimate differs from an official count; shown to the user with the estimate. */
export const RoomRentAssumption = {
  /** A space or facility is shared but fewer than 2 sharers were given: 2 are counted. */
  SharersAssumedTwo: 'sharers_assumed_two',
  /** Sharers = current residents + 1, one household each (listing mapping). */
  SharersFromResidents: 'sharers_from_residents',
  /** The advert says "not private": counted as shared, not as absent (listing mapping). */
  NotPrivateCountedAsShared: 'not_private_counted_as_shared',
  /** Shared living space unknown: only what the shared kitchen guarantees is counted. */
  SharedSpaceUnknown: 'shared_space_unknown',
  /** A shared kitchen is counted as one shared room of 4 m², the least a room (vertrek) has. */
  SharedKitchenMinimumRoom: 'shared_kitchen_minimum_room',
  /** Number of shared rooms unknown: one heated shared room is counted. */
  SharedRoomCountAssumedOne: 'shared_room_count_assumed_one',
  /** Storage, attic, laundry and other spaces (overige ruimten) unknown: not counted. */
  OtherSpacesNotCounted: 'other_spaces_not_counted',
  /** Heating unknown: the own room and the shared rooms are counted as heated (fixed heating). */
  HeatingAssumedFixed: 'heating_assumed_fixed',
  /** Label A may be A+ … A++++ (more points per m²): counted as plain A. */
  LabelACountedAsA: 'label_a_counted_as_a',
  /** No energy label: the build year's points are counted (BB2026 §2.4.5). */
  EnergyFromBuildYear: 'energy_from_build_year',
  /** No energy label and no build year: counted as built in 1976 or earlier (−0.15 per m²). */
  EnergyUnknownCountedOldest: 'energy_unknown_counted_oldest',
  /** Aanrecht length unknown: counted as 1 to 2 m (4 points), the least a kitchen with points has. */
  KitchenCounterAssumedShort: 'kitchen_counter_assumed_short',
  /** Built-in kitchen appliances (hob, oven, fridge, hood …) unknown: not counted. */
  KitchenExtrasNotCounted: 'kitchen_extras_not_counted',
  /** Bath or shower unknown: counted as a shower (3 points). */
  BathAssumedShower: 'bath_assumed_shower',
  /** Bathroom extras (shower enclosure, towel radiator, mixer tap …) unknown: not counted. */
  SanitaryExtrasNotCounted: 'sanitary_extras_not_counted',
  /** Toilet location unknown: counted as a standing toilet in the bathroom (2 points). */
  ToiletAssumedInBathroom: 'toilet_assumed_in_bathroom',
  /** Toilet location unknown, but it cannot be in the bathroom: counted in a toilet room (3). */
  ToiletAssumedSeparate: 'toilet_assumed_separate',
  /** Washbasins unknown: none counted (a washbasin is 1 point). */
  WashbasinsNotCounted: 'washbasins_not_counted',
  /** Balcony, garden or roof terrace unknown: not counted. */
  OutdoorSpaceNotCounted: 'outdoor_space_not_counted',
  /** WOZ value unknown: the lowest WOZ points (10) are counted, as the law does without a WOZ value. */
  WozAssumedLowest: 'woz_assumed_lowest',
  /** Own kitchen, bathroom and toilet: with its own front door it is a self-contained home (other system). */
  MayBeSelfContained: 'may_be_self_contained',
  /**
   * Always listed: rubrics not estimated — disability adaptations (7), spaces shared with other
   * addresses (9), parking (10), care home, video doorbell and charger (12), the window deductions
   * (13), cooling, and the monument surcharges on the rent.
   */
  RubricsNotModelled: 'rubrics_not_modelled',
} as const;
/** One of the {@link RoomRentAssumption} codes. */
export type RoomRentAssumption = (typeof RoomRentAssumption)[keyof typeof RoomRentAssumption];

/**
 * The facts of a room for the estimate. Only `ownRoomM2` is required to be usable; every optional
 * fact left out is counted at the least it can be (see {@link RoomRentAssumption}).
 */
export interface RoomRentFacts {
  /** Floor area of the tenant's own room(s) (privévertrekken) in m²; > 0, else no estimate. */
  ownRoomM2: number | null | undefined;
  /**
   * Number of rooms (households) that share the shared spaces and facilities, the advertised room
   * included; the same count is used for every shared item (BB2026 §2.1.4-2.1.5). 0 or 1 while
   * something is shared is counted as 2.
   */
  sharers: number;
  /** The kitchen: own, shared with the sharers, or none. */
  kitchen: FacilityShare;
  /** The bathroom (shower or bath): own, shared, or none. */
  bathroom: FacilityShare;
  /** The toilet: own, shared, or none. */
  toilet: FacilityShare;
  /** Energy label of the whole address ('A' … 'G', or 'Unknown' when none is valid). */
  energyLabel: EnergyLabelWord;
  /** Build year of the building; used only when the energy label is 'Unknown'. */
  buildYear?: number;
  /** Total floor area of the shared rooms (living room, kitchen, …; gemeenschappelijke vertrekken) in m². */
  sharedSpaceM2?: number;
  /** How many shared rooms there are (for the heating points). */
  sharedRoomCount?: number;
  /** Own storage, attic or other space (privé overige ruimten) in m². */
  ownOtherSpaceM2?: number;
  /** Shared storage, laundry or other space (gemeenschappelijke overige ruimten) in m². */
  sharedOtherSpaceM2?: number;
  /** Fixed heating in the rooms. */
  heating?: RoomHeating;
  /** Length of the kitchen counter. */
  kitchenCounter?: KitchenCounterLength;
  /** What the bathroom has. */
  bath?: BathKind;
  /** Whether the toilet is in the bathroom (true) or in a toilet room of its own (false). */
  toiletInBathroom?: boolean;
  /** Whether the own room has a washbasin. */
  washbasinInRoom?: boolean;
  /** Private outdoor space (balcony, garden, terrace) in m²; 0 when none. */
  privateOutdoorM2?: number;
  /** Outdoor space shared by the sharers of this address in m²; 0 when none. */
  sharedOutdoorM2?: number;
  /** WOZ value per m² of the address against its region. */
  wozBand?: WozBand;
  /** The landlord lives there and the room or its sanitary is reachable only through his room. */
  accessOnlyThroughLandlordRoom?: boolean;
  /** Assumptions already made while gathering these facts (e.g. by {@link roomRentFactsFromListing}). */
  sourceAssumptions?: readonly RoomRentAssumption[];
}

/** Points per rubric of an estimate, each rounded to a quarter point as the law does. */
export interface RoomRentBreakdown {
  /** Rubric 1, floor area of own and shared rooms. */
  rooms: number;
  /** Rubric 2, other spaces (storage, attic …). */
  otherSpaces: number;
  /** Rubric 3, heating. */
  heating: number;
  /** Rubric 4, energy performance. */
  energy: number;
  /** Rubric 5, kitchen. */
  kitchen: number;
  /** Rubric 6, sanitary. */
  sanitary: number;
  /** Rubric 8, outdoor space. */
  outdoor: number;
  /** Rubric 11, WOZ value. */
  woz: number;
  /** Rubric 13, deductions (0 or negative). */
  deductions: number;
}

/** An estimate of a room's points and maximum basic rent. */
export interface RoomRentEstimate {
  /** Whole points after the final rounding (BB2026 §2.1.7), at least 0. */
  points: number;
  /** Maximum basic rent (kale huur, without service costs) in euro cents per month. */
  maxRentCents: number;
  /** The points per rubric before the final rounding. */
  breakdown: RoomRentBreakdown;
  /** Every assumption made, in a fixed order without duplicates; never empty. */
  assumptions: RoomRentAssumption[];
  /** First day of the table used, 'YYYY-MM-DD'. */
  tableValidFrom: string;
  /** Always true: this is an estimate, not the Huurcommissie's count. */
  isEstimate: true;
}

/** The least floor area of a room (vertrek), in m² (BB2026 §2.2.1.2). */
const MIN_ROOM_M2 = 4;
/** Under this rubric-1 area (m²) 4 points are deducted (BB2026 §2.13). */
const SMALL_ROOM_M2 = 8;
/** At most this many points for outdoor space (BB2026 §2.8). */
const OUTDOOR_MAX_POINTS = 15;
/** From this many sharers a counter over 5 m gives 13 points (BB2026 §2.5.2). */
const LONG_COUNTER_MIN_SHARERS = 8;

/**
 * Rounds a rubric's points to a quarter point, an eighth rounding up (BB2026 §2.1.6: 0.125 → 0.25,
 * 4.81 → 4.75).
 */
export function roundToQuarterPoint(points: number): number {
  return Math.floor(points * 4 + 0.5 + 1e-9) / 4;
}

/** Rounds a floor area to whole m², 0.5 up (BB2026 §2.2.1.1: 28.51 → 29, 15.43 → 15). */
function roundArea(m2: number): number {
  return Math.floor(m2 + 0.5 + 1e-9);
}

/** A non-negative finite number, else 0. */
function nonNegative(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : 0;
}

/** Points per m² of rubric 1 for the energy performance (BB2026 §2.4.4, §2.4.5). */
function energyPointsPerM2(
  label: EnergyLabelWord,
  buildYear: number | undefined,
  note: (a: RoomRentAssumption) => void,
): number {
  switch (label) {
    case 'A':
      note(RoomRentAssumption.LabelACountedAsA);
      return P.energy_label_a;
    case 'B':
      return P.energy_label_b;
    case 'C':
      return P.energy_label_c;
    case 'D':
      return P.energy_label_d;
    case 'E':
      return P.energy_label_e;
    case 'F':
      return P.energy_label_f;
    case 'G':
      return P.energy_label_g;
    default:
      break;
  }
  if (buildYear === undefined || !Number.isFinite(buildYear)) {
    note(RoomRentAssumption.EnergyUnknownCountedOldest);
    return P.build_year_1976_or_older;
  }
  note(RoomRentAssumption.EnergyFromBuildYear);
  if (buildYear >= 2002) return P.build_year_2002_or_later;
  if (buildYear >= 2000) return P.build_year_2000_2001;
  if (buildYear >= 1992) return P.build_year_1992_1999;
  if (buildYear >= 1984) return P.build_year_1984_1991;
  if (buildYear >= 1979) return P.build_year_1979_1983;
  if (buildYear >= 1977) return P.build_year_1977_1978;
  return P.build_year_1976_or_older;
}

/** Points for the aanrecht length (BB2026 §2.5.2). */
function counterPoints(length: KitchenCounterLength, sharers: number): number {
  switch (length) {
    case 'under1m':
      return P.kitchen_counter_under_1m;
    case '1to2m':
      return P.kitchen_counter_1_to_2m;
    case '2to3m':
      return P.kitchen_counter_2_to_3m;
    case 'over3m':
      return P.kitchen_counter_over_3m;
    case 'over5m':
      return sharers >= LONG_COUNTER_MIN_SHARERS
        ? P.kitchen_counter_over_5m_8_units
        : P.kitchen_counter_over_3m;
  }
}

/** Points for the bath or shower (BB2026 §2.6.1). */
function bathPoints(kind: BathKind): number {
  switch (kind) {
    case 'shower':
      return P.shower;
    case 'bath':
      return P.bath;
    case 'bathAndShower':
      return P.bath_and_shower;
  }
}

/**
 * The maximum basic rent for a number of points in a year's table (Bhw; BB2026 Bijlage 2 and
 * §2.1.8): the table's amount for 0 to 250 points; above 250 the amount at 250 plus, per point
 * over 250, the step between 249 and 250 points. Points are whole (rounded half up first); 0 or
 * less gives the amount at 0 points.
 *
 * @param points whole points of the room
 * @param table the year's table ({@link ROOM_RENT_TABLE_2026})
 * @returns euro cents per month
 */
export function maxRentCentsForPoints(points: number, table: RoomRentTable): number {
  const amounts = table.maxRentCentsByPoints;
  const top = amounts.length - 1;
  const whole = Math.max(0, Math.floor(points + 0.5));
  if (whole <= top) return amounts[whole] as number;
  const step = (amounts[top] as number) - (amounts[top - 1] as number);
  return (amounts[top] as number) + (whole - top) * step;
}

/**
 * Estimates a room's points and maximum basic rent (kale huur) under the points system for rooms
 * (Bhw bijlage I onder B, as BB2026 applies it): rubrics 1 (rooms: own m² + shared m² / sharers),
 * 2 (other spaces, 0.75 per m²), 3 (heating: 2 per heated room), 4 (energy: points per m² of rubric
 * 1 by label or build year), 5 (kitchen by aanrecht length), 6 (toilet, washbasin, shower/bath),
 * 8 (outdoor space, at most 15), 11 (WOZ, 10/12/14) and 13 (−4 under 8 m²; −4 when only reachable
 * through the landlord's room); shared items are divided by the sharers, each rubric is rounded to
 * a quarter point, the total to whole points. Missing facts count at their least, each listed in
 * `assumptions`.
 *
 * @param facts the room's facts; `ownRoomM2` must be a positive number
 * @param table the year's points-to-rent table ({@link ROOM_RENT_TABLE_2026})
 * @returns the estimate, or null when the own room's floor area is missing or not positive
 */
export function roomRentEstimate(
  facts: RoomRentFacts,
  table: RoomRentTable,
): RoomRentEstimate | null {
  const own = facts.ownRoomM2;
  if (own === null || own === undefined || !Number.isFinite(own) || own <= 0) return null;

  const noted = new Set<RoomRentAssumption>(facts.sourceAssumptions ?? []);
  const note = (assumption: RoomRentAssumption): void => {
    noted.add(assumption);
  };

  const kitchen = facts.kitchen;
  const bathroom = facts.bathroom;
  const toilet = facts.toilet;
  const sharedSpaceGiven =
    facts.sharedSpaceM2 !== undefined && Number.isFinite(facts.sharedSpaceM2);
  const sharedOtherGiven = nonNegative(facts.sharedOtherSpaceM2) > 0;
  const sharesSomething =
    kitchen === FacilityShare.Shared ||
    bathroom === FacilityShare.Shared ||
    toilet === FacilityShare.Shared ||
    nonNegative(facts.sharedSpaceM2) > 0 ||
    sharedOtherGiven ||
    nonNegative(facts.sharedOutdoorM2) > 0;
  let sharers = Number.isFinite(facts.sharers) ? Math.floor(facts.sharers) : 0;
  if (sharesSomething && sharers < 2) {
    note(RoomRentAssumption.SharersAssumedTwo);
    sharers = 2;
  }
  sharers = Math.max(1, sharers);

  // Rubric 1: own rooms 1 point per m², shared rooms 1 point per m² / sharers.
  let sharedRoomM2: number;
  if (sharedSpaceGiven) {
    sharedRoomM2 = nonNegative(facts.sharedSpaceM2);
  } else {
    note(RoomRentAssumption.SharedSpaceUnknown);
    sharedRoomM2 = 0;
    if (kitchen === FacilityShare.Shared) {
      note(RoomRentAssumption.SharedKitchenMinimumRoom);
      sharedRoomM2 = MIN_ROOM_M2;
    }
  }
  const ownArea = roundArea(own);
  const sharedArea = roundArea(sharedRoomM2);
  const rubric1Area =
    ownArea * P.room_private_per_m2 + (sharedArea * P.room_shared_per_m2) / sharers;
  // BB2026 §2.2.1.1: each category rounded to whole m², then their sum (shared part divided)
  // rounded to whole m² again; the energy rubric and the 8 m² deduction use the sum unrounded.
  const rooms = roundArea(rubric1Area);

  // Rubric 2: other spaces 0.75 point per m² (shared / sharers).
  if (facts.ownOtherSpaceM2 === undefined && facts.sharedOtherSpaceM2 === undefined) {
    note(RoomRentAssumption.OtherSpacesNotCounted);
  }
  const otherSpaces = roundToQuarterPoint(
    roundArea(nonNegative(facts.ownOtherSpaceM2)) * P.other_space_private_per_m2 +
      (roundArea(nonNegative(facts.sharedOtherSpaceM2)) * P.other_space_shared_per_m2) / sharers,
  );

  // Rubric 3: 2 points per heated room (shared / sharers); heated other spaces not counted.
  if (facts.heating === undefined) note(RoomRentAssumption.HeatingAssumedFixed);
  let heating = 0;
  if (facts.heating !== 'none') {
    let sharedRooms = 0;
    if (facts.sharedRoomCount !== undefined && Number.isFinite(facts.sharedRoomCount)) {
      sharedRooms = Math.max(0, Math.floor(facts.sharedRoomCount));
    } else if (sharedArea > 0) {
      note(RoomRentAssumption.SharedRoomCountAssumedOne);
      sharedRooms = 1;
    }
    heating = roundToQuarterPoint(
      P.heated_room_private + (sharedRooms * P.heated_room_shared) / sharers,
    );
  }

  // Rubric 4: points per m² of rubric 1 by label, else by build year.
  const energy = roundToQuarterPoint(
    rubric1Area * energyPointsPerM2(facts.energyLabel, facts.buildYear, note),
  );

  // Rubric 5: aanrecht length (shared / sharers); appliances not counted.
  let kitchenPoints = 0;
  if (kitchen !== FacilityShare.None) {
    if (facts.kitchenCounter === undefined) note(RoomRentAssumption.KitchenCounterAssumedShort);
    note(RoomRentAssumption.KitchenExtrasNotCounted);
    const points = counterPoints(facts.kitchenCounter ?? '1to2m', sharers);
    kitchenPoints = roundToQuarterPoint(
      kitchen === FacilityShare.Shared ? points / sharers : points,
    );
  }

  // Rubric 6: toilet, bath or shower, washbasin (shared / sharers); extras not counted.
  let sanitary = 0;
  if (toilet !== FacilityShare.None) {
    let inBathroom = facts.toiletInBathroom;
    if (inBathroom === undefined) {
      inBathroom = bathroom === toilet;
      note(
        inBathroom
          ? RoomRentAssumption.ToiletAssumedInBathroom
          : RoomRentAssumption.ToiletAssumedSeparate,
      );
    }
    const points = inBathroom ? P.toilet_in_bathroom : P.toilet_separate_room;
    sanitary += toilet === FacilityShare.Shared ? points / sharers : points;
  }
  if (bathroom !== FacilityShare.None) {
    if (facts.bath === undefined) note(RoomRentAssumption.BathAssumedShower);
    note(RoomRentAssumption.SanitaryExtrasNotCounted);
    const points = bathPoints(facts.bath ?? 'shower');
    sanitary += bathroom === FacilityShare.Shared ? points / sharers : points;
  }
  if (facts.washbasinInRoom === undefined) note(RoomRentAssumption.WashbasinsNotCounted);
  if (facts.washbasinInRoom === true) sanitary += P.washbasin;
  sanitary = roundToQuarterPoint(sanitary);

  // Rubric 8: private 2 + 0.35 per m², shared 0.75 per m² / sharers, at most 15.
  if (facts.privateOutdoorM2 === undefined && facts.sharedOutdoorM2 === undefined) {
    note(RoomRentAssumption.OutdoorSpaceNotCounted);
  }
  const privateOutdoor = nonNegative(facts.privateOutdoorM2);
  const outdoorRaw =
    (privateOutdoor > 0 ? P.outdoor_private_base + privateOutdoor * P.outdoor_private_per_m2 : 0) +
    (nonNegative(facts.sharedOutdoorM2) * P.outdoor_shared_per_m2) / sharers;
  const outdoor = roundToQuarterPoint(Math.min(OUTDOOR_MAX_POINTS, outdoorRaw));

  // Rubric 11: WOZ points; without a WOZ value the law counts the lowest (BB2026 §2.11.1).
  if (facts.wozBand === undefined) note(RoomRentAssumption.WozAssumedLowest);
  const woz =
    facts.wozBand === 'above'
      ? P.woz_above_average
      : facts.wozBand === 'average'
        ? P.woz_average
        : P.woz_below_average;

  // Rubric 13: deductions.
  let deductions = 0;
  if (rubric1Area < SMALL_ROOM_M2) deductions += P.deduction_rooms_under_8m2;
  if (facts.accessOnlyThroughLandlordRoom === true) {
    deductions += P.deduction_access_via_landlord_room;
  }

  if (
    kitchen === FacilityShare.Own &&
    bathroom === FacilityShare.Own &&
    toilet === FacilityShare.Own
  ) {
    note(RoomRentAssumption.MayBeSelfContained);
  }
  note(RoomRentAssumption.RubricsNotModelled);

  const breakdown: RoomRentBreakdown = {
    rooms,
    otherSpaces,
    heating,
    energy,
    kitchen: kitchenPoints,
    sanitary,
    outdoor,
    woz,
    deductions,
  };
  const total = Object.values(breakdown).reduce((sum, value) => sum + value, 0);
  // WOZ points (at least 10) outweigh the deductions (at most −8), so the total is never negative.
  const points = Math.max(0, Math.floor(total + 0.5 + 1e-9));
  const order = Object.values(RoomRentAssumption) as RoomRentAssumption[];
  return {
    points,
    maxRentCents: maxRentCentsForPoints(points, table),
    breakdown,
    assumptions: order.filter((code) => noted.has(code)),
    tableValidFrom: table.validFrom,
    isEstimate: true,
  };
}

/** How an asked rent compares with an estimate. */
export interface RentCheckVerdict {
  /** 'within' when the asked basic rent is at most the estimated maximum, else 'above'. */
  verdict: 'within' | 'above';
  /** Asked minus estimated maximum, euro cents per month: positive above, 0 or negative within. */
  marginCents: number;
  /** The margin as a percentage of the estimated maximum, one decimal; null when that is 0. */
  marginPercent: number | null;
}

/**
 * Compares an asked basic rent with an estimate. Pass the basic rent (kale huur) without service
 * costs: an advert whose rent includes utilities has a lower basic rent than it asks, so its
 * verdict leans to 'above'. Since the estimate counts missing facts at their least, 'above' means
 * "above what the known facts guarantee", not "unlawful"; show it as advice, never block on it.
 *
 * @param askedRentCents asked basic rent, euro cents per month
 * @param estimate the room's estimate, or null
 * @returns the verdict and margin, or null without an estimate or a valid asked rent
 */
export function rentCheckVerdict(
  askedRentCents: number,
  estimate: RoomRentEstimate | null,
): RentCheckVerdict | null {
  if (estimate === null || !Number.isFinite(askedRentCents) || askedRentCents < 0) return null;
  const marginCents = Math.round(askedRentCents) - estimate.maxRentCents;
  return {
    verdict: marginCents > 0 ? 'above' : 'within',
    marginCents,
    marginPercent:
      estimate.maxRentCents > 0
        ? Math.round((marginCents / estimate.maxRentCents) * 1000) / 10
        : null,
  };
}

/** The listing columns the estimate can use today (apps/api `listings`). */
export interface RoomListingColumns {
  /** ListingType of @rooms/domain. */
  listingType: number;
  /** Whole m², null while the wizard step is unsaved. */
  surfaceM2: number | null;
  isKitchenPrivate: boolean;
  isBathroomPrivate: boolean;
  isToiletPrivate: boolean;
  /** Persons living there now, the new tenant not included. */
  currentResidents: number;
  energyLabel: EnergyLabelWord;
}

/**
 * The facts of a room advert from today's listing columns: Room (1) and StudentResidence (16)
 * adverts only (apartments and studios are self-contained homes with another points system,
 * anti-squat is not a tenancy). The surface is taken as the own room's floor area; "not private"
 * as shared (the wizard cannot say "none"); sharers = current residents + 1, one household each.
 * Everything else is left out, so the estimate counts it at its least.
 *
 * @returns the facts (with the assumptions made here in `sourceAssumptions`), or null for
 *   another listing type
 */
export function roomRentFactsFromListing(listing: RoomListingColumns): RoomRentFacts | null {
  if (
    listing.listingType !== ListingType.Room &&
    listing.listingType !== ListingType.StudentResidence
  ) {
    return null;
  }
  const share = (isPrivate: boolean): FacilityShare =>
    isPrivate ? FacilityShare.Own : FacilityShare.Shared;
  const anyShared =
    !listing.isKitchenPrivate || !listing.isBathroomPrivate || !listing.isToiletPrivate;
  return {
    ownRoomM2: listing.surfaceM2,
    sharers: Math.max(0, Math.floor(listing.currentResidents)) + 1,
    kitchen: share(listing.isKitchenPrivate),
    bathroom: share(listing.isBathroomPrivate),
    toilet: share(listing.isToiletPrivate),
    energyLabel: listing.energyLabel,
    sourceAssumptions: anyShared
      ? [RoomRentAssumption.SharersFromResidents, RoomRentAssumption.NotPrivateCountedAsShared]
      : [],
  };
}
