import type { BulkColumn } from '../reference-data/bulk-insert.js';
import type { SeedListing } from './listing-generator.js';
import type { SeedUser } from './seed-users.js';

/** Column mappings of the demo tables (schema.ts names), for `bulkInsert`. */

/** The `users` columns. */
export const USER_COLUMNS: readonly BulkColumn<SeedUser>[] = [
  { name: 'email', type: 'text', value: (u) => u.email },
  { name: 'password_hash', type: 'text', value: (u) => u.passwordHash },
  { name: 'first_name', type: 'text', value: (u) => u.firstName },
  { name: 'last_name', type: 'text', value: (u) => u.lastName },
  { name: 'locale', type: 'text', value: (u) => u.locale },
  { name: 'premium_until', type: 'timestamptz', value: (u) => u.premiumUntil },
  { name: 'tenant_search_until', type: 'timestamptz', value: (u) => u.tenantSearchUntil },
  { name: 'gender', type: 'int2', value: (u) => u.gender },
  { name: 'birth_date', type: 'date', value: (u) => u.birthDate },
  { name: 'occupation', type: 'int2', value: (u) => u.occupation },
  { name: 'created_at', type: 'timestamptz', value: (u) => u.createdAt },
];

/** Database ids of what a seeded listing refers to by index. */
export interface ListingIdMaps {
  /** Landlord pool index → users.id. */
  landlordIds: readonly number[];
  /** City index → cities.id. */
  cityIds: readonly number[];
  /** City index → (street index → streets.id). */
  streetIds: readonly (readonly number[] | undefined)[];
}

/**
 * The `listings` columns, resolving the generator's city, street and landlord indexes to ids.
 * @param ids the id maps of the inserted cities, streets and users
 */
export function listingColumns(ids: ListingIdMaps): readonly BulkColumn<SeedListing>[] {
  const { landlordIds, cityIds, streetIds } = ids;
  return [
    { name: 'landlord_id', type: 'int4', value: (l) => landlordIds[l.landlordIndex] ?? null },
    { name: 'listing_type', type: 'int2', value: (l) => l.listingType },
    { name: 'owner_type', type: 'int2', value: (l) => l.ownerType },
    { name: 'status', type: 'int2', value: (l) => l.status },
    { name: 'city_id', type: 'int4', value: (l) => cityIds[l.cityIndex] ?? null },
    {
      name: 'street_id',
      type: 'int4',
      value: (l) => streetIds[l.cityIndex]?.[l.streetIndex] ?? null,
    },
    { name: 'house_number', type: 'text', value: (l) => l.houseNumber },
    { name: 'postcode', type: 'text', value: (l) => l.postcode },
    { name: 'lat', type: 'float8', value: (l) => l.lat },
    { name: 'lng', type: 'float8', value: (l) => l.lng },
    { name: 'surface_m2', type: 'int4', value: (l) => l.surfaceM2 },
    { name: 'furnishing', type: 'int2', value: (l) => l.furnishing },
    { name: 'rent_cents', type: 'int4', value: (l) => l.rentCents },
    { name: 'service_costs_cents', type: 'int4', value: (l) => l.serviceCostsCents },
    { name: 'deposit_cents', type: 'int4', value: (l) => l.depositCents },
    { name: 'utilities_included', type: 'bool', value: (l) => l.utilitiesIncluded },
    { name: 'available_from', type: 'date', value: (l) => l.availableFrom },
    { name: 'available_to', type: 'date', value: (l) => l.availableTo },
    { name: 'rental_period', type: 'int2', value: (l) => l.rentalPeriod },
    { name: 'is_bathroom_private', type: 'bool', value: (l) => l.isBathroomPrivate },
    { name: 'is_toilet_private', type: 'bool', value: (l) => l.isToiletPrivate },
    { name: 'is_kitchen_private', type: 'bool', value: (l) => l.isKitchenPrivate },
    { name: 'has_internet', type: 'bool', value: (l) => l.hasInternet },
    { name: 'is_smoking_inside_allowed', type: 'bool', value: (l) => l.isSmokingInsideAllowed },
    { name: 'is_pets_inside_allowed', type: 'bool', value: (l) => l.isPetsInsideAllowed },
    { name: 'preferred_genders', type: 'int2', value: (l) => l.preferredGenders },
    { name: 'preferred_age_min', type: 'int2', value: (l) => l.preferredAgeMin },
    { name: 'preferred_age_max', type: 'int2', value: (l) => l.preferredAgeMax },
    { name: 'preferred_occupations', type: 'int2', value: (l) => l.preferredOccupations },
    { name: 'suitable_for_persons', type: 'int2', value: (l) => l.suitableForPersons },
    { name: 'current_residents', type: 'int2', value: (l) => l.currentResidents },
    { name: 'current_resident_genders', type: 'int2', value: (l) => l.currentResidentGenders },
    { name: 'energy_label', type: 'text', value: (l) => l.energyLabel },
    { name: 'languages', type: 'int4', value: (l) => l.languages },
    { name: 'title', type: 'text', value: (l) => l.title },
    { name: 'description', type: 'text', value: (l) => l.description },
    { name: 'top_advert_until', type: 'timestamptz', value: (l) => l.topAdvertUntil },
    { name: 'views', type: 'int4', value: (l) => l.views },
    { name: 'created_at', type: 'timestamptz', value: (l) => l.createdAt },
    { name: 'published_at', type: 'timestamptz', value: (l) => l.publishedAt },
    { name: 'updated_at', type: 'timestamptz', value: (l) => l.updatedAt },
  ];
}
