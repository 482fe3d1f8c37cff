/**
 * Sending an alert's new matches (issue 25): the matches not yet e-mailed are claimed in one
 * transaction, which also queues the e-mail (`enqueueEmail`) and marks them sent — so a retry or
 * a second process never sends a match twice, and an e-mail is never lost once claimed. Only
 * listings still visible when the e-mail is made are shown; at most `ALERT_EMAIL_MAX_LISTINGS`,
 * the rest behind "see all N new matches". Digests add near misses.
 */
import {
  ALERT_EMAIL_MAX_LISTINGS,
  AlertFrequency,
  NEAR_MISS_MAX_LISTINGS,
  NEAR_MISS_RENT_CENTS,
  NEAR_MISS_SURFACE_M2,
  type ListingSearchRequest,
  type SearchCriteria,
} from '@rooms/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';

import { listings, searchAlertMatches, searchAlerts, users } from '../db/schema.js';
import { enqueueEmail } from '../jobs/email-jobs.js';
import { cardsByIdsQuery, searchCondition } from '../search/listing-queries.js';
import { toListingCard, type CardRow, type ListingCard } from '../search/result-mapping.js';
import { runQuery } from '../search/run-query.js';

import { alertEmailMessage, type NearMissCard } from './alert-email.js';

import type { Database } from '../db/database.js';
import type { SearchPlace } from '../search/geometry.js';

/** How far back a first digest looks for near misses, per frequency, days. */
const FIRST_DIGEST_DAYS: Readonly<Record<number, number>> = {
  [AlertFrequency.Daily]: 1,
  [AlertFrequency.Weekly]: 7,
};

/** An alert of a user whose e-mails are on, as sending reads it. */
interface SendableAlert {
  id: number;
  psaIdentifier: string;
  name: string | null;
  frequency: number;
  language: string;
  searchRequest: unknown;
  criteria: unknown;
  place: unknown;
  lastEmailedAt: Date | null;
  email: string;
}

/**
 * The user's alerts of one frequency that may e-mail now: not paused, and the user's alert
 * e-mails on.
 */
async function sendableAlerts(
  database: Database,
  userId: number,
  frequency: AlertFrequency,
): Promise<SendableAlert[]> {
  return database.db
    .select({
      id: searchAlerts.id,
      psaIdentifier: searchAlerts.psaIdentifier,
      name: searchAlerts.name,
      frequency: searchAlerts.frequency,
      language: searchAlerts.language,
      searchRequest: searchAlerts.searchRequest,
      criteria: searchAlerts.criteria,
      place: searchAlerts.place,
      lastEmailedAt: searchAlerts.lastEmailedAt,
      email: users.email,
    })
    .from(searchAlerts)
    .innerJoin(users, eq(users.id, searchAlerts.userId))
    .where(
      and(
        eq(searchAlerts.userId, userId),
        eq(searchAlerts.frequency, frequency),
        isNull(searchAlerts.pausedAt),
        eq(users.alertEmails, true),
      ),
    )
    .orderBy(searchAlerts.id);
}

/** The visible cards of listing ids, newest published first. */
async function visibleCards(database: Database, ids: readonly number[]): Promise<ListingCard[]> {
  if (ids.length === 0) return [];
  const rows = await runQuery<CardRow>(database, cardsByIdsQuery(ids));
  return rows
    .map(toListingCard)
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') || b.id - a.id);
}

/**
 * Listings published since `since` that miss one numeric filter of the alert by a little (rent
 * at most €25 over the maximum, surface 1 m² under the minimum) and pass every other filter.
 *
 * @returns at most `NEAR_MISS_MAX_LISTINGS`, rent misses first
 */
export async function nearMisses(
  database: Database,
  criteria: SearchCriteria,
  place: SearchPlace,
  since: Date,
): Promise<NearMissCard[]> {
  const found: { id: number; reason: NearMissCard['reason'] }[] = [];
  const recent = sql`${listings.publishedAt} > ${since.toISOString()}::timestamptz`;
  if (criteria.maxRentCents !== null) {
    const max = criteria.maxRentCents;
    const relaxed = { ...criteria, maxRentCents: max + NEAR_MISS_RENT_CENTS };
    const rows = await runQuery<{ id: number; rent_cents: number }>(
      database,
      sql`select ${listings.id} as id, ${listings.rentCents} as rent_cents from ${listings}
        where ${searchCondition(relaxed, place)} and ${listings.rentCents} > ${max} and ${recent}
        order by ${listings.publishedAt} desc limit ${NEAR_MISS_MAX_LISTINGS}`,
    );
    for (const row of rows) {
      found.push({ id: row.id, reason: { filter: 'maxRent', overByCents: row.rent_cents - max } });
    }
  }
  if (criteria.minSurfaceM2 !== null && found.length < NEAR_MISS_MAX_LISTINGS) {
    const min = criteria.minSurfaceM2;
    const relaxed = { ...criteria, minSurfaceM2: min - NEAR_MISS_SURFACE_M2 };
    const rows = await runQuery<{ id: number; surface_m2: number }>(
      database,
      sql`select ${listings.id} as id, ${listings.surfaceM2} as surface_m2 from ${listings}
        where ${searchCondition(relaxed, place)} and ${listings.surfaceM2} < ${min} and ${recent}
        order by ${listings.publishedAt} desc limit ${NEAR_MISS_MAX_LISTINGS}`,
    );
    for (const row of rows) {
      found.push({ id: row.id, reason: { filter: 'minSurface', underByM2: min - row.surface_m2 } });
    }
  }
  const chosen = found.slice(0, NEAR_MISS_MAX_LISTINGS);
  const cards = new Map(
    (
      await visibleCards(
        database,
        chosen.map((miss) => miss.id),
      )
    ).map((card) => [card.id, card]),
  );
  return chosen.flatMap(({ id, reason }) => {
    const card = cards.get(id);
    return card ? [{ card, reason }] : [];
  });
}

/**
 * E-mails one alert's unsent matches, if any are still visible: claims them (sent), queues the
 * e-mail and stamps the alert, all in one transaction.
 *
 * @param database the pool
 * @param siteUrl `SITE_URL`, for the links
 * @param alert the alert and its owner's address
 * @param now the time of sending (near misses of a digest are looked for since the last e-mail)
 * @returns how many listings the e-mail showed (0: nothing sent)
 * @throws database errors, rendering errors (the job is retried; nothing was claimed)
 */
async function emailAlert(
  database: Database,
  siteUrl: string,
  alert: SendableAlert,
  now: Date,
): Promise<number> {
  return database.db.transaction(async (tx) => {
    const claimed = await tx.execute<{ listing_id: number }>(sql`
      update ${searchAlertMatches} set sent_at = now()
      where ${searchAlertMatches.alertId} = ${alert.id} and ${searchAlertMatches.sentAt} is null
      returning listing_id`);
    const cards = await visibleCards(
      database,
      claimed.rows.map((row) => row.listing_id),
    );
    if (cards.length === 0) return 0;
    const frequency = alert.frequency as AlertFrequency;
    const digestDays = FIRST_DIGEST_DAYS[frequency];
    const misses =
      digestDays === undefined
        ? []
        : await nearMisses(
            database,
            alert.criteria as SearchCriteria,
            alert.place as SearchPlace,
            alert.lastEmailedAt ?? new Date(now.getTime() - digestDays * 86_400_000),
          ).then((found) => found.filter(({ card }) => !cards.some((c) => c.id === card.id)));
    const message = await alertEmailMessage(siteUrl, {
      to: alert.email,
      alert: {
        psaIdentifier: alert.psaIdentifier,
        name: alert.name,
        frequency,
        language: alert.language,
        searchRequest: alert.searchRequest as ListingSearchRequest,
      },
      cards: cards.slice(0, ALERT_EMAIL_MAX_LISTINGS),
      matchCount: cards.length,
      nearMisses: misses,
    });
    await enqueueEmail(tx, message);
    await tx.update(searchAlerts).set({ lastEmailedAt: now }).where(eq(searchAlerts.id, alert.id));
    return Math.min(cards.length, ALERT_EMAIL_MAX_LISTINGS);
  });
}

/**
 * E-mails the new matches of a user's alerts of one frequency: one e-mail per alert that has
 * visible new matches (the instant job of a burst, or a digest).
 *
 * @param database the pool
 * @param siteUrl `SITE_URL`
 * @param userId the user
 * @param frequency which alerts
 * @param now the time of sending
 * @returns the number of e-mails queued
 */
export async function emailNewMatches(
  database: Database,
  siteUrl: string,
  userId: number,
  frequency: AlertFrequency,
  now: Date,
): Promise<number> {
  let sent = 0;
  for (const alert of await sendableAlerts(database, userId, frequency)) {
    if ((await emailAlert(database, siteUrl, alert, now)) > 0) sent++;
  }
  return sent;
}
