import {
  AVAILABILITY_PERIOD_IDS,
  enumValues,
  Furnishing,
  GenderPreference,
  MAX_SEARCH_ROWS_PER_PAGE,
  PriceBand,
  ROOMMATE_MAX_IDS,
  SurfaceBand,
  TENANT_SEARCH_RADIUS_KM,
  TenantOccupation,
  TenantSort,
  type TenantSearchRequest,
} from '@rooms/domain';
import { z } from 'zod';

import { errorResponses } from '../../errors/error-body.js';
import { MAX_SEARCH_PAGE_NO } from '../listing/listing-search-request.schema.js';

import { tenantCard } from './tenant-card.schema.js';

/** Longest accepted slug or place name, in characters. */
const MAX_NAME_LENGTH = 200;
/** Most values in one list filter (every enumeration has fewer values). */
const MAX_LIST_LENGTH = 20;
/** Largest household a home can be asked for. */
const MAX_PERSONS = 20;
/** Largest accepted age in years (then clamped to MIN_AGE..MAX_AGE, §5). */
const MAX_AGE_ACCEPTED = 150;

/** A string without NUL characters (PostgreSQL text cannot hold them). */
const text = (description: string) =>
  z
    .string()
    .max(MAX_NAME_LENGTH)
    .refine((value) => !value.includes('\u0000'), { message: 'must not contain NUL characters' })
    .nullish()
    .describe(description);

function enumField<const V extends number>(values: readonly V[], description: string) {
  return z
    .literal(values as [V, ...V[]])
    .nullish()
    .describe(description);
}

function enumList<const V extends number>(values: readonly V[], description: string) {
  return z
    .array(z.literal(values as [V, ...V[]]))
    .max(MAX_LIST_LENGTH)
    .nullish()
    .describe(description);
}

const flag = (description: string) => z.boolean().nullish().describe(description);

/**
 * Body of `POST /tenant/findtenants`: the §3 "Tenant search request" (the `TenantSearchRequest`
 * of `@rooms/domain`, made by its `toTenantSearchRequest`), and nothing else — an unknown field
 * is 400 `invalid_request` (§8), as are wrong types, values outside an enumeration, numbers
 * out of range and strings with NUL characters. Every field may be missing or null (its
 * default applies). The filters describe the landlord's home; see `tenant-search/criteria.ts`
 * for how each one matches a tenant's wishes. Money ids are euro per month, surfaces m², ages
 * years.
 */
export const tenantSearchRequest = z
  .strictObject({
    location: z
      .strictObject({
        name: text('Display name of the searched place (informational)'),
        cityName: text('City name; used when citySlug is empty'),
        citySlug: text("City slug (e.g. 'groningen'); '' for the whole country"),
      })
      .nullish()
      .describe('The searched city (§3 location); missing or empty = the whole country'),
    listingTypeIDs: z
      .array(z.number().int())
      .max(0)
      .nullish()
      .describe('Always empty for the tenant search (§3)'),
    maxRentalPriceID: enumField(
      enumValues(PriceBand),
      "The home's rent, euro per month (a §3 price band): tenants whose budget is at least this",
    ),
    surfaceMinimumID: enumField(
      enumValues(SurfaceBand),
      "The home's surface, m² (a §3 surface band; 6 = no filter): tenants whose minimum surface is unset or at most this",
    ),
    pageNo: z
      .number()
      .int()
      .min(1)
      .max(MAX_SEARCH_PAGE_NO)
      .nullish()
      .describe(`Page number, 1 to ${MAX_SEARCH_PAGE_NO}; default 1`),
    suitableForGenderIDs: enumList(
      enumValues(GenderPreference),
      "Tenant's gender: Male 1, Female 2; Mixed 4 or NotImportant 8 = any",
    ),
    furnishings: enumList(
      enumValues(Furnishing),
      "The home's furnishing (Uncarpeted 1, Unfurnished 2, Furnished 4): tenants accepting one of them (or any)",
    ),
    availabilityPeriods: enumList(
      Object.values(AVAILABILITY_PERIOD_IDS),
      "The home's periods (temporary 1, indefinite 2): tenants seeking one of them (or any)",
    ),
    suitableForNumberOfPersonsID: z
      .number()
      .int()
      .min(1)
      .max(MAX_PERSONS)
      .nullish()
      .describe('Persons the home suits: tenants whose household is at most this'),
    suitableForMinAge: z
      .number()
      .int()
      .min(0)
      .max(MAX_AGE_ACCEPTED)
      .nullish()
      .describe('Youngest age, years (clamped to 16..99): tenants whose age band reaches it'),
    suitableForMaxAge: z
      .number()
      .int()
      .min(0)
      .max(MAX_AGE_ACCEPTED)
      .nullish()
      .describe('Oldest age, years (clamped to 16..99): tenants whose age band reaches it'),
    suitableForStatusIDs: enumList(
      enumValues(TenantOccupation),
      'Occupations (Student 1, WorkingStudent 2, Working 4, LookingForJob 8): tenants with one of them',
    ),
    isSmokingInsideAllowed: flag(
      'true: only tenants who smoke (the home allows smoking inside); false/null: no filter',
    ),
    isPetsInsideAllowed: flag(
      'true: only tenants with pets (the home allows pets); false/null: no filter',
    ),
    roommateMaxNumberID: enumField(
      Object.values(ROOMMATE_MAX_IDS),
      "The home's roommates (none 1, up to four 2, up to eight 3, more 4): tenants accepting at least that many",
    ),
    roommateGenderIDs: enumList(
      enumValues(GenderPreference),
      "The home's roommates' genders (Male 1, Female 2, Mixed 4): tenants accepting one of them (or any)",
    ),
    rowsPerPage: z
      .number()
      .int()
      .min(1)
      .max(MAX_SEARCH_ROWS_PER_PAGE)
      .nullish()
      .describe(`Tenants per page, 1 to ${MAX_SEARCH_ROWS_PER_PAGE}; default 20`),
    tenantsWithImageOnly: flag('Only tenants with a profile photo; default true'),
    radiusID: z.literal(TENANT_SEARCH_RADIUS_KM).nullish().describe('Always 5 (km, §3 §9)'),
    listingSortOptionID: enumField(
      enumValues(TenantSort),
      'Sort (§3): Recommended 0 (default: most complete, then most recently active), MostRecent 1 (profile updated), HighToLow 2 / LowToHigh 3 (budget)',
    ),
    availableFromDate: z.iso
      .date()
      .nullish()
      .describe("Not a tenant filter: accepted ('YYYY-MM-DD' or null, §3) and ignored"),
    onlyFavorite: flag("Only the caller's favourite tenants (needs sign-in: 401 otherwise)"),
  })
  .describe('§3 Tenant search request');

/** The parsed body of `POST /tenant/findtenants`. */
export type TenantSearchBody = z.infer<typeof tenantSearchRequest>;

// The domain's request must stay a valid body: a type error here means the two drifted apart.
export const domainRequestFits: (request: TenantSearchRequest) => TenantSearchBody = (request) =>
  request;

/** Answer of `POST /tenant/findtenants`. */
export const findTenantsResponse = z.object({
  tenants: z.array(tenantCard),
  totalCount: z.number().int().describe('Tenants matching, over all pages'),
  pageNo: z.number().int(),
  rowsPerPage: z.number().int(),
});

/** Route schema of `POST /tenant/findtenants`. */
export const findTenantsSchema = {
  operationId: 'findTenants',
  tags: ['tenant'],
  summary: 'Tenant search (roommates): one page of tenant cards and the total',
  description:
    "Public. Only visible, complete profiles of accounts that are not deleted. The filters describe the landlord's home; a tenant matches when the home fits the tenant's wishes. City: tenants seeking a city within 5 km of it. Signed in, cards say whether the tenant is a favourite and onlyFavorite is allowed.",
  body: tenantSearchRequest,
  response: { 200: findTenantsResponse, ...errorResponses(401) },
};
