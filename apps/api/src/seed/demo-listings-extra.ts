/**
 * The demo landlord's adverts beyond the generated ones (issue 22 §2): a wizard draft he can
 * resume (§2 wizard, `GET /supplyflow/cra-draft-list-status`) and an advert he took offline with
 * a §3 deactivation reason (My adverts, filter inactive).
 */
import { DeactivationReason, ListingCreationStep, ListingStatus } from '@rooms/domain';

import type pg from 'pg';

const DAY_MS = 86_400_000;

/** Wizard steps the demo draft has saved: type, owner, address, availability, surface. */
export const DEMO_DRAFT_STEPS: readonly ListingCreationStep[] = [
  ListingCreationStep.ListingType,
  ListingCreationStep.OwnerType,
  ListingCreationStep.Address,
  ListingCreationStep.Availability,
  ListingCreationStep.SurfaceFurnishing,
];

/** The deactivation reason of the demo landlord's inactive advert: enough replies. */
export const DEMO_DEACTIVATION_REASON = DeactivationReason.EnoughReplies;

/**
 * Takes the demo landlord's newest visible advert offline (status Inactive 5) with
 * {@link DEMO_DEACTIVATION_REASON}, as `POST /listing/deactivate-listing` does, three days before
 * the reference date. The newest, so that the older adverts keep the reactions seeded on them.
 *
 * @param client a connection inside the seed's transaction
 * @param landlordId the demo landlord
 * @param referenceMs the seed's "today", epoch ms
 * @returns the advert's id, or null when the landlord has fewer than two visible adverts (he keeps
 *   at least one online)
 */
export async function deactivateDemoAdvert(
  client: pg.ClientBase,
  landlordId: number,
  referenceMs: number,
): Promise<number | null> {
  const { rows } = await client.query<{ id: number }>(
    `UPDATE listings SET status = $2, deactivation_reason = $3,
            updated_at = greatest(published_at, $4::timestamptz)
      WHERE id = (SELECT id FROM listings WHERE landlord_id = $1 AND status IN (3, 4, 10)
                   ORDER BY id DESC LIMIT 1)
        AND (SELECT count(*) FROM listings WHERE landlord_id = $1 AND status IN (3, 4, 10)) >= 2
     RETURNING id`,
    [
      landlordId,
      ListingStatus.Inactive,
      DEMO_DEACTIVATION_REASON,
      new Date(referenceMs - 3 * DAY_MS).toISOString(),
    ],
  );
  return rows[0]?.id ?? null;
}

/**
 * Adds a wizard draft (status Concept -1) of the demo landlord: a furnished room of 16 m², its
 * first five steps saved (type, owner, address, availability, surface; `wizard_saved_steps`),
 * rent, details, tenant, residents, title and photos still to do. The address is a new house
 * number on the street of his oldest advert (so it is a real BAG street with its postcode and
 * coordinate).
 *
 * @param client a connection inside the seed's transaction
 * @param landlordId the demo landlord
 * @param referenceMs the seed's "today", epoch ms
 * @returns the draft's id, or null when the landlord has no advert to take a street from
 */
export async function insertDemoDraft(
  client: pg.ClientBase,
  landlordId: number,
  referenceMs: number,
): Promise<number | null> {
  const savedSteps = DEMO_DRAFT_STEPS.reduce((mask, step) => mask | (2 ** step), 0);
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO listings (landlord_id, listing_type, owner_type, status, city_id, street_id,
            house_number, postcode, lat, lng, surface_m2, furnishing, available_from,
            wizard_saved_steps, created_at, updated_at)
     SELECT landlord_id, 1, 1, $2, city_id, street_id,
            substring(house_number from '^[0-9]+') || 'A', postcode, lat, lng, 16, 4,
            ($3::timestamptz + interval '30 days')::date, $4, $5::timestamptz, $6::timestamptz
       FROM listings WHERE landlord_id = $1 AND status <> -1 ORDER BY id LIMIT 1
     RETURNING id`,
    [
      landlordId,
      ListingStatus.Concept,
      new Date(referenceMs).toISOString(),
      savedSteps,
      new Date(referenceMs - 2 * DAY_MS).toISOString(),
      new Date(referenceMs - 2 * DAY_MS + 600_000).toISOString(),
    ],
  );
  return rows[0]?.id ?? null;
}
