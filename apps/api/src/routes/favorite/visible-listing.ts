import { ListingStatus } from '@rooms/domain';
import { inArray } from 'drizzle-orm';

import { listings } from '../../db/schema.js';

/**
 * Statuses of a listing the public can see (§3): Approved 3, Active 4, AutomaticallyActivated
 * 10 — the same set the search indexes use.
 */
export const VISIBLE_LISTING_STATUSES = [
  ListingStatus.Approved,
  ListingStatus.Active,
  ListingStatus.AutomaticallyActivated,
] as const;

/** SQL condition: the listing is visible to the public. */
export const isVisibleListing = () => inArray(listings.status, [...VISIBLE_LISTING_STATUSES]);
