/**
 * The near misses of an alert digest (issue 25): listings published since the alert's last
 * e-mail that fail one numeric filter by a little — rent at most `NEAR_MISS_RENT_CENTS` over
 * the maximum, surface at most `NEAR_MISS_SURFACE_M2` under the minimum — and pass every other
 * filter. Found in memory over the search facts of the digest's recent listings with the
 * search's own predicate (`search/index-matcher.ts`, relaxed by that one filter), so a digest
 * run reads the day's listings once instead of running two queries per alert.
 */
import {
  NEAR_MISS_MAX_LISTINGS,
  NEAR_MISS_RENT_CENTS,
  NEAR_MISS_SURFACE_M2,
  type SearchCriteria,
} from '@rooms/domain';

import { NULL_INT, type ListingFacts } from '../search/index-facts.js';
import { matcher } from '../search/index-matcher.js';

import type { SearchPlace } from '../search/geometry.js';
import type { AlertEmailNearMissReason } from '@rooms/emails';

/** A listing that misses the alert by one filter, and by how much. */
export interface NearMiss {
  listingId: number;
  reason: AlertEmailNearMissReason;
}

/** A candidate near miss in `facts` and its publication time (µs since the epoch). */
interface Found {
  slot: number;
  publishedUs: number;
  reason: AlertEmailNearMissReason;
}

/** Newest first, then the higher id first: the order of the search's newest-first results. */
function newestFirst(facts: ListingFacts) {
  return (a: Found, b: Found) =>
    b.publishedUs - a.publishedUs || facts.id[b.slot]! - facts.id[a.slot]!;
}

/**
 * The listings of `facts` published after `since` that pass `test` and `missed`, newest first,
 * at most `limit`.
 */
function newestMisses(
  facts: ListingFacts,
  sinceUs: number,
  test: (slot: number) => boolean,
  missed: (slot: number) => AlertEmailNearMissReason | null,
  limit: number,
): Found[] {
  const found: Found[] = [];
  for (let slot = 0; slot < facts.size; slot++) {
    const publishedUs = facts.publishedUs[slot]!;
    if (!(publishedUs > sinceUs)) continue;
    const reason = missed(slot);
    if (reason !== null && test(slot)) found.push({ slot, publishedUs, reason });
  }
  return found.sort(newestFirst(facts)).slice(0, limit);
}

/**
 * An alert's near misses among recent listings: rent misses first (newest first), then surface
 * misses, at most `NEAR_MISS_MAX_LISTINGS` in all. An alert without a maximum rent or a minimum
 * surface has none of that kind.
 *
 * @param facts search facts of the visible listings published in the digest's window
 *   (`indexRowsQuery({ publishedAfter })`)
 * @param criteria the alert's normalised criteria (rent in euro cents, surface in m²)
 * @param place the alert's resolved place
 * @param since only listings published after this moment (the alert's last e-mail)
 * @param nowMs the current time, ms since the epoch (the predicate's top-advert test)
 * @returns the near misses, rent misses first
 */
export function findNearMisses(
  facts: ListingFacts,
  criteria: SearchCriteria,
  place: SearchPlace,
  since: Date,
  nowMs: number,
): NearMiss[] {
  const sinceUs = since.getTime() * 1000;
  const max = criteria.maxRentCents;
  const min = criteria.minSurfaceM2;
  // Each kind: the criteria relaxed by that one filter, and whether (and by how much) a listing
  // that passes them misses the real filter. Rent first.
  const kinds: {
    relaxed: SearchCriteria;
    missed: (slot: number) => AlertEmailNearMissReason | null;
  }[] = [];
  if (max !== null) {
    kinds.push({
      relaxed: { ...criteria, maxRentCents: max + NEAR_MISS_RENT_CENTS },
      missed: (slot) => {
        const rent = facts.rentCents[slot]!;
        return rent !== NULL_INT && rent > max
          ? { filter: 'maxRent', overByCents: rent - max }
          : null;
      },
    });
  }
  if (min !== null) {
    kinds.push({
      relaxed: { ...criteria, minSurfaceM2: min - NEAR_MISS_SURFACE_M2 },
      missed: (slot) => {
        const surface = facts.surfaceM2[slot]!;
        return surface !== NULL_INT && surface < min
          ? { filter: 'minSurface', underByM2: min - surface }
          : null;
      },
    });
  }
  const found: Found[] = [];
  for (const { relaxed, missed } of kinds) {
    if (found.length >= NEAR_MISS_MAX_LISTINGS) break;
    const test = matcher(facts, relaxed, place, nowMs);
    found.push(
      ...newestMisses(facts, sinceUs, test, missed, NEAR_MISS_MAX_LISTINGS - found.length),
    );
  }
  return found.map(({ slot, reason }) => ({ listingId: facts.id[slot]!, reason }));
}
