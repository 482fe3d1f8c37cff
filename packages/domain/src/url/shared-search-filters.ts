/**
 * The filter fields that listing search and tenant search share, §3 "Listing search filters"
 * and "Tenant search filters", with their §5 defaults and URL codecs.
 */

import { DEFAULT_PAGE_NO } from '../constants/paging';
import { DEFAULT_MIN_SURFACE, PriceBand, SurfaceBand } from '../enums/bands';
import { enumValues } from '../enums/enum-values';
import { Furnishing } from '../enums/listing';
import { AvailabilityPeriod, Gender, RoommateMax, WorkStatus } from '../enums/search-words';

import {
  booleanCodec,
  integerCodec,
  numberListCodec,
  oneOfCodec,
  wordEnumCodec,
  wordListCodec,
} from './query-codec';

import type { QueryCodecs } from './query-codec';

/** Filter fields shared by listing and tenant search (§3). Money in euro per month, surface in m². */
export interface SharedSearchFilters {
  /** Page number, from 1. */
  readonly pageNo: number;
  /** Maximum rent, euro per month; null for no maximum. */
  readonly maxRent: PriceBand | null;
  /** Minimum surface, m²; M6 (the default) means no real minimum. */
  readonly minSize: SurfaceBand;
  /** Furnishings asked for; empty for any. */
  readonly furnishings: readonly Furnishing[];
  /** Availability periods asked for; empty for any. */
  readonly availabilityPeriods: readonly AvailabilityPeriod[];
  /** Number of persons (1 or more), or null for any. */
  readonly suitableForNumberOfPersons: number | null;
  /** Genders: male and/or female only (§5); empty for any. */
  readonly suitableForGenders: readonly Gender[];
  /** Work statuses; empty for any. */
  readonly suitableForWorkStatuses: readonly WorkStatus[];
  readonly isSmokingInsideAllowed: boolean;
  readonly isPetsInsideAllowed: boolean;
  /** Maximum number of roommates, or null for any. */
  readonly roommateNumberMax: RoommateMax | null;
  /** Genders of the roommates: male, female and/or mixed (§5); empty for any. */
  readonly roommateGenders: readonly Gender[];
}

/** Defaults of the shared fields, §5: page 1, no maximum rent, minimum surface M6, no filters. */
export const SHARED_SEARCH_FILTER_DEFAULTS: SharedSearchFilters = Object.freeze({
  pageNo: DEFAULT_PAGE_NO,
  maxRent: null,
  minSize: DEFAULT_MIN_SURFACE,
  furnishings: [],
  availabilityPeriods: [],
  suitableForNumberOfPersons: null,
  suitableForGenders: [],
  suitableForWorkStatuses: [],
  isSmokingInsideAllowed: false,
  isPetsInsideAllowed: false,
  roommateNumberMax: null,
  roommateGenders: [],
});

const D = SHARED_SEARCH_FILTER_DEFAULTS;
const POSITIVE = { min: 1, max: Number.MAX_SAFE_INTEGER };

/** URL codecs of the shared fields (internal). */
export const SHARED_SEARCH_CODECS: QueryCodecs<SharedSearchFilters> = {
  pageNo: integerCodec(D.pageNo, POSITIVE),
  maxRent: oneOfCodec(enumValues(PriceBand), D.maxRent),
  minSize: oneOfCodec(enumValues(SurfaceBand), D.minSize),
  furnishings: numberListCodec(enumValues(Furnishing)),
  availabilityPeriods: wordListCodec(enumValues(AvailabilityPeriod)),
  suitableForNumberOfPersons: integerCodec(D.suitableForNumberOfPersons, POSITIVE),
  suitableForGenders: wordListCodec([Gender.Male, Gender.Female]),
  suitableForWorkStatuses: wordListCodec(enumValues(WorkStatus)),
  isSmokingInsideAllowed: booleanCodec(D.isSmokingInsideAllowed),
  isPetsInsideAllowed: booleanCodec(D.isPetsInsideAllowed),
  roommateNumberMax: wordEnumCodec(enumValues(RoommateMax), D.roommateNumberMax),
  roommateGenders: wordListCodec(enumValues(Gender)),
};
