/**
 * Fresh adverts in the seed (issue 28): when the landlords last confirmed their online adverts,
 * and the demo landlord's two cases — an advert due for confirmation (My adverts asks "still
 * available?", the hourly job e-mails the reminder) and one that left search unconfirmed (My
 * adverts says why and brings it back in one click).
 *
 * Confirmations are relative to the time of seeding, not the seed's fixed reference date: an
 * advert's freshness is about the days since a person last looked, and a database seeded today
 * must not have the job take half its adverts offline within the hour.
 */
import { AutomaticDeactivationReason, ListingStatus } from '@rooms/domain';

import { listingColumnsWithoutId } from './listing-copy.js';

import type pg from 'pg';

/** Online adverts were last confirmed up to this many hours before seeding (12 days). */
const CONFIRMED_WITHIN_HOURS = 12 * 24;
/** The demo landlord's due advert was last confirmed this many days before seeding. */
export const DEMO_DUE_CONFIRMATION_DAYS = 16;
/**
 * The demo adverts e2e/messaging.spec.ts keeps to itself (its `RESERVED_FOR_MESSAGING`): the
 * first four online adverts of the demo landlord; the due advert is the next one.
 */
const RESERVED_ADVERTS = 4;

/** What {@link seedFreshness} wrote. */
export interface SeededFreshness {
  /** The demo landlord's advert due for confirmation, null when he has too few adverts. */
  dueListingId: number | null;
  /** The demo landlord's advert that left search unconfirmed (a copy of his oldest advert). */
  leftSearchListingId: number | null;
}

/**
 * Writes the confirmations: every online advert confirmed at a time spread over the
 * {@link CONFIRMED_WITHIN_HOURS} before now (by its id: the same spread on every seed, no draw
 * from the generator's random stream), never before its publication; then the demo cases.
 *
 * @param client a connection inside the seed's transaction, after the listings are written
 * @param demoLandlordId the demo landlord
 * @param referenceMs the seed's "today" (epoch ms): the copied advert's publication and
 *   deactivation dates, like every other seeded date
 * @returns the demo adverts
 */
export async function seedFreshness(
  client: pg.ClientBase,
  demoLandlordId: number,
  referenceMs: number,
): Promise<SeededFreshness> {
  await client.query(
    `UPDATE listings
        SET confirmed_at = greatest(coalesce(published_at, created_at),
                                    now() - ((id * 7919) % $1) * interval '1 hour')
      WHERE status IN (3, 4, 10)`,
    [CONFIRMED_WITHIN_HOURS],
  );
  const due = await client.query<{ id: number }>(
    `UPDATE listings SET confirmed_at = now() - $3 * interval '1 day'
      WHERE id = (SELECT id FROM listings WHERE landlord_id = $1 AND status IN (3, 4, 10)
                   ORDER BY id OFFSET $2 LIMIT 1)
      RETURNING id`,
    [demoLandlordId, RESERVED_ADVERTS, DEMO_DUE_CONFIRMATION_DAYS],
  );
  return {
    dueListingId: due.rows[0]?.id ?? null,
    leftSearchListingId: await insertLeftSearchAdvert(client, demoLandlordId, referenceMs),
  };
}

/**
 * Adds a copy of the demo landlord's oldest online advert (another house number) that the
 * freshness job took offline: Inactive 5 with reason NotConfirmed 90, last confirmed 31 days
 * before seeding. A copy, so that none of his online adverts (which other demos and tests use) goes.
 */
async function insertLeftSearchAdvert(
  client: pg.ClientBase,
  demoLandlordId: number,
  referenceMs: number,
): Promise<number | null> {
  const list = await listingColumnsWithoutId(client);
  const copied = await client.query<{ id: number }>(
    `INSERT INTO listings (${list})
     SELECT ${list} FROM listings
      WHERE id = (SELECT id FROM listings WHERE landlord_id = $1 AND status IN (3, 4, 10)
                   ORDER BY id LIMIT 1)
     RETURNING id`,
    [demoLandlordId],
  );
  const id = copied.rows[0]?.id;
  if (id === undefined) return null;
  await client.query(
    `UPDATE listings
        SET house_number = substring(house_number from '^[0-9]+') || 'B',
            status = $2, deactivation_reason = $3, top_advert_until = NULL, views = views / 3,
            published_at = $4::timestamptz - interval '20 days',
            created_at = $4::timestamptz - interval '20 days', updated_at = $4::timestamptz
      WHERE id = $1`,
    [
      id,
      ListingStatus.Inactive,
      AutomaticDeactivationReason.NotConfirmed,
      new Date(referenceMs).toISOString(),
    ],
  );
  // After the status: a change of status to Inactive leaves confirmed_at as it is.
  await client.query(
    `UPDATE listings SET confirmed_at = now() - interval '31 days' WHERE id = $1`,
    [id],
  );
  return id;
}
