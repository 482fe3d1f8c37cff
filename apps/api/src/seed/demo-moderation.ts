/**
 * The back office's demo data (issue 28): a moderator and an admin who can sign in, and queues
 * that are not empty — an advert a fraud rule held (rent far below the city's level, with the
 * rule's facts), reports on two other adverts (one by the demo tenant), a report on a
 * conversation of the demo landlord, a report on a seeded tenant profile, and one report already dismissed some hours after it came
 * in, so the overview's "handled" figures show something.
 */
import {
  FraudRule,
  ListingAbuseReason,
  ListingStatus,
  ListingType,
  ModerationAction,
  ReportOutcome,
  StaffRole,
  AbuseReason,
} from '@rooms/domain';

import { cityRentLevelCents } from '../listing-wizard/fraud-rules.js';

import { DEMO_PASSWORD } from './seed-users.js';

import type { RentLevels } from '../reference-data/rent-levels.js';
import type pg from 'pg';

/** The demo moderator's e-mail address (role Moderator 1). */
export const DEMO_MODERATOR_EMAIL = 'moderator@rooms.test';
/** The demo admin's e-mail address (role Admin 2). */
export const DEMO_ADMIN_EMAIL = 'admin@rooms.test';

/** What {@link seedDemoModeration} needs. */
export interface DemoModerationInput {
  demoTenantId: number;
  demoLandlordId: number;
  referenceMs: number;
  rentLevels: RentLevels;
  /** Hashes {@link DEMO_PASSWORD} (argon2id in the API). */
  hashPassword: (password: string) => Promise<string>;
}

/** What {@link seedDemoModeration} wrote. */
export interface DemoModerationResult {
  staff: number;
  /** Held adverts whose rent was cut to fire the rent rule (0 or 1; the seed's rent tests skip it). */
  heldRentCut: number;
  reports: number;
}

const HOUR_MS = 3_600_000;

/**
 * Writes the demo staff accounts and queue items inside the seed's transaction.
 *
 * @param client the seed's client, in its transaction
 * @param input the demo accounts, the seed's "today" and the rent figures
 */
export async function seedDemoModeration(
  client: pg.ClientBase,
  input: DemoModerationInput,
): Promise<DemoModerationResult> {
  const at = (hoursAgo: number) => new Date(input.referenceMs - hoursAgo * HOUR_MS).toISOString();
  const staff = await client.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, locale, staff_role, created_at)
     VALUES ($1, $3, 'Mila', 'Moderator', 'nl', $4, $6), ($2, $3, 'Adam', 'Beheer', 'en', $5, $6)
     RETURNING id`,
    [
      DEMO_MODERATOR_EMAIL,
      DEMO_ADMIN_EMAIL,
      await input.hashPassword(DEMO_PASSWORD),
      StaffRole.Moderator,
      StaffRole.Admin,
      at(24 * 200),
    ],
  );
  const moderatorId = staff.rows[0]!.id;

  // Other landlords' rooms, the same ones on every seed (lowest ids), not shown on the demo
  // accounts' screens already (favourites, conversations): a held one and three to report.
  const rooms = await client.query<{ id: number; surface_m2: number; slug: string }>(
    `SELECT l.id, l.surface_m2, c.slug FROM listings l JOIN cities c ON c.id = l.city_id
     WHERE l.status = ANY($1::smallint[]) AND l.listing_type = $2 AND l.landlord_id <> $3
       AND NOT EXISTS (SELECT 1 FROM favorite_listings f WHERE f.listing_id = l.id)
       AND NOT EXISTS (SELECT 1 FROM conversations k WHERE k.listing_id = l.id)
     ORDER BY l.status = $4 DESC, l.id LIMIT 4`,
    [
      [ListingStatus.Pending, ListingStatus.Active, ListingStatus.AutomaticallyActivated],
      ListingType.Room,
      input.demoLandlordId,
      ListingStatus.Pending,
    ],
  );
  const [held, reportedByTenant, reportedTwice, dismissed] = rooms.rows;
  let heldRentCut = 0;
  if (held !== undefined) {
    const levelCents = cityRentLevelCents(
      input.rentLevels,
      held.slug,
      ListingType.Room,
      held.surface_m2,
    );
    // A rent of 30% of the city's level, in whole €5 like the other rents: rule 1 fires below 40%.
    const rentCents = Math.floor((levelCents * 0.3) / 500) * 500;
    await client.query(`UPDATE listings SET rent_cents = $2 WHERE id = $1`, [held.id, rentCents]);
    const facts = {
      rentCents,
      cityLevelCents: levelCents,
      sharePercent: Math.round((rentCents / levelCents) * 100),
    };
    await client.query(
      `INSERT INTO listing_holds (listing_id, trigger, rules, created_at) VALUES ($1, 'publish', $2, $3)`,
      [held.id, JSON.stringify([{ rule: FraudRule.RentFarBelowCityLevel, facts }]), at(5)],
    );
    heldRentCut = 1;
  }
  // The generator's other Pending adverts are held without recorded rules, like those from
  // before the back office (migration 0020): every held advert is in the queue.
  await client.query(
    `INSERT INTO listing_holds (listing_id, trigger, rules, created_at)
     SELECT id, 'publish', '[]'::jsonb, created_at FROM listings
     WHERE status = $1 AND NOT EXISTS (SELECT 1 FROM listing_holds h WHERE h.listing_id = listings.id)`,
    [ListingStatus.Pending],
  );

  // A few seeded tenants who wrote to the demo landlord report and get reported.
  const tenants = await client.query<{ id: number; conversation_id: number }>(
    `SELECT c.tenant_id AS id, c.id AS conversation_id FROM conversations c
     WHERE c.landlord_id = $1 AND c.tenant_id <> $2 ORDER BY c.id LIMIT 2`,
    [input.demoLandlordId, input.demoTenantId],
  );
  const [firstTenant, secondTenant] = tenants.rows;
  const reports: [number, number | null, number | null, number, string, string][] = [];
  if (reportedByTenant !== undefined) {
    reports.push([
      input.demoTenantId,
      reportedByTenant.id,
      null,
      ListingAbuseReason.Scam,
      'De verhuurder vraagt de borg via Western Union voordat ik de kamer mag zien.',
      at(30),
    ]);
  }
  if (reportedTwice !== undefined && firstTenant !== undefined && secondTenant !== undefined) {
    reports.push([firstTenant.id, reportedTwice.id, null, ListingAbuseReason.Agency, '', at(20)]);
    reports.push([
      secondTenant.id,
      reportedTwice.id,
      null,
      ListingAbuseReason.Other,
      'The photos are of another house.',
      at(8),
    ]);
  }
  if (firstTenant !== undefined) {
    reports.push([
      input.demoLandlordId,
      null,
      firstTenant.conversation_id,
      AbuseReason.InappropriateBehavior,
      'Onbeleefde berichten na mijn afwijzing.',
      at(3),
    ]);
  }
  for (const [reporter, listing, conversation, reason, comment, createdAt] of reports) {
    await client.query(
      `INSERT INTO abuse_reports (reporter_id, listing_id, conversation_id, reason, comment, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [reporter, listing, conversation, reason, comment, createdAt],
    );
  }
  // A seeded tenant profile the demo landlord found suspicious (the flagged-profiles queue).
  const profile = await client.query<{ user_id: number }>(
    `SELECT p.user_id FROM tenant_profiles p
     WHERE p.visible AND p.searchable AND p.user_id NOT IN ($1, $2) ORDER BY p.user_id LIMIT 1`,
    [input.demoTenantId, input.demoLandlordId],
  );
  const flagged = profile.rows[0];
  if (flagged !== undefined) {
    await client.query(
      `INSERT INTO abuse_reports (reporter_id, tenant_user_id, reason, comment, created_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        input.demoLandlordId,
        flagged.user_id,
        AbuseReason.Spam,
        'Hetzelfde profiel staat er drie keer op onder andere namen.',
        at(12),
      ],
    );
  }
  if (dismissed !== undefined && secondTenant !== undefined) {
    const report = await client.query<{ id: number }>(
      `INSERT INTO abuse_reports (reporter_id, listing_id, reason, comment, created_at, resolved_at, resolved_by, outcome)
       VALUES ($1, $2, $3, '', $4, $5, $6, $7) RETURNING id`,
      [
        secondTenant.id,
        dismissed.id,
        ListingAbuseReason.Spam,
        at(52),
        at(46),
        moderatorId,
        ReportOutcome.Dismissed,
      ],
    );
    await client.query(
      `INSERT INTO moderation_actions (staff_id, action, subject_type, subject_id, note, created_at)
       VALUES ($1, $2, 'report', $3, $4, $5)`,
      [
        moderatorId,
        ModerationAction.DismissReport,
        report.rows[0]!.id,
        'Gewone advertentie, geen spam.',
        at(46),
      ],
    );
  }
  const dismissedReports = dismissed !== undefined && secondTenant !== undefined ? 1 : 0;
  return {
    staff: 2,
    heldRentCut,
    reports: reports.length + dismissedReports + (flagged === undefined ? 0 : 1),
  };
}
