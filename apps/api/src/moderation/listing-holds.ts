/**
 * Holds of the fraud rules (issue 28): every time a rule puts an advert in Pending 11 — at
 * publish (`wizard-publish.ts`) or after an edit (`wizard-store.ts`) — the rules that fired and
 * their facts are kept for the moderator, in the same transaction as the status change.
 */
import { sql } from 'drizzle-orm';

import type { Tx } from '../db/database.js';
import type { FiredRule } from '../listing-wizard/fraud-rules.js';

/** What put the advert on hold: its first publication, an edit of a published advert, or tenants' "already let" reports. */
export type HoldTrigger = 'publish' | 'edit' | 'reports';

/**
 * Opens a hold for an advert, or adds the rules to its open hold (one open hold per advert:
 * a second held edit before the moderator decides lands in the same queue item).
 *
 * @param tx the transaction that sets the status Pending 11
 * @param listingId the advert
 * @param trigger publish or edit
 * @param rules the rules that fired (at least one) with their facts
 */
export async function recordHold(
  tx: Tx,
  listingId: number,
  trigger: HoldTrigger,
  rules: readonly FiredRule[],
): Promise<void> {
  await tx.execute(sql`
    insert into listing_holds (listing_id, trigger, rules)
    values (${listingId}, ${trigger}, ${JSON.stringify(rules)}::jsonb)
    on conflict (listing_id) where resolved_at is null
    do update set rules = listing_holds.rules || excluded.rules`);
}
