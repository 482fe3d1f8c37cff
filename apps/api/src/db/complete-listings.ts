import { listings } from './schema.js';

import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The wizard columns a Concept (-1) draft may still lack and every other advert has
 * (CHECK `listings_complete_unless_concept`, migration 0008).
 */
export const COMPLETE_LISTING_COLUMNS = [
  'ownerType',
  'cityId',
  'streetId',
  'houseNumber',
  'postcode',
  'lat',
  'lng',
  'surfaceM2',
  'furnishing',
  'rentCents',
  'availableFrom',
  'title',
  'description',
] as const;

type CompleteColumnName = (typeof COMPLETE_LISTING_COLUMNS)[number];

/** A column re-typed as NOT NULL (same table, name and data type). */
type NotNullColumn<C> =
  C extends PgColumn<infer T, infer R, infer E>
    ? PgColumn<Omit<T, 'notNull'> & { notNull: true }, R, E>
    : never;

/** `listings` with the {@link COMPLETE_LISTING_COLUMNS} typed as NOT NULL. */
export type CompleteListingsTable = Omit<typeof listings, CompleteColumnName> & {
  [K in CompleteColumnName]: NotNullColumn<(typeof listings)[K]>;
};

/**
 * The `listings` table for queries that read only adverts that are not drafts — those in search,
 * on a detail page, in a conversation or a favourite (all were published) — with the wizard
 * columns typed as NOT NULL. The same object as `listings` at run time: only the TypeScript
 * types differ, and the database guarantees them (CHECK `listings_complete_unless_concept`:
 * only a Concept may have nulls). The one place the nullable draft columns are narrowed;
 * queries that may meet a draft (the landlord's own adverts, the wizard) use `listings`.
 */
export const completeListings = listings as unknown as CompleteListingsTable;
