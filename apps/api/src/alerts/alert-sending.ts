/**
 * Sending alerts' new matches (issue 25), for a batch of users at a time (one instant job is one
 * user; a digest job is a few hundred): the users' alerts are read in one query, and in one
 * transaction their unsent matches are claimed (marked sent), the e-mails queued
 * (`enqueueEmails`) and the alerts stamped — so a retry or a second process never sends a match
 * twice, and an e-mail is never lost once claimed. Only listings still visible when the e-mail
 * is made are shown; at most `ALERT_EMAIL_MAX_LISTINGS`, the rest behind "see all N new
 * matches". Digests add near misses, found in memory over the window's listings read once.
 */
import {
  ALERT_EMAIL_MAX_LISTINGS,
  AlertFrequency,
  type ListingSearchRequest,
  type SearchCriteria,
} from '@rooms/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';

import { searchAlertMatches, searchAlerts, users } from '../db/schema.js';
import { enqueueEmails } from '../jobs/email-jobs.js';
import { factsOfRows, indexRowsQuery, type IndexRow } from '../search/index-facts.js';
import { cardsByIdsQuery } from '../search/listing-queries.js';
import { toListingCard, type CardRow, type ListingCard } from '../search/result-mapping.js';
import { runQuery } from '../search/run-query.js';

import { alertEmailMessage, type NearMissCard } from './alert-email.js';
import { findNearMisses, type NearMiss } from './alert-near-misses.js';

import type { Database } from '../db/database.js';
import type { MailMessage } from '../mail/mailer.js';
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
 * The users' alerts of one frequency that may e-mail now: not paused, and the user's alert
 * e-mails on; in id order.
 */
async function sendableAlerts(
  database: Database,
  userIds: readonly number[],
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
        inArray(searchAlerts.userId, [...userIds]),
        eq(searchAlerts.frequency, frequency),
        isNull(searchAlerts.pausedAt),
        eq(users.alertEmails, true),
      ),
    )
    .orderBy(searchAlerts.id);
}

/** The visible cards of listing ids, by id (a listing no longer visible has none). */
async function visibleCards(
  database: Database,
  ids: readonly number[],
): Promise<Map<number, ListingCard>> {
  if (ids.length === 0) return new Map();
  const rows = await runQuery<CardRow>(database, cardsByIdsQuery(ids));
  return new Map(rows.map((row) => [row.id, toListingCard(row)]));
}

/** Newest published first, then the higher id: the order of the e-mail's listings. */
function newestFirst(a: ListingCard, b: ListingCard): number {
  return (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') || b.id - a.id;
}

/** What one alert's e-mail will show, before the cards of its near misses are read. */
interface Planned {
  alert: SendableAlert;
  cards: ListingCard[];
  nearMisses: NearMiss[];
}

/**
 * The near misses of the digest alerts that have something to send, over the listings
 * published since the earliest of their windows (read once).
 */
async function nearMissesOf(
  database: Database,
  planned: readonly Planned[],
  digestDays: number,
  now: Date,
): Promise<void> {
  const sinceOf = (alert: SendableAlert) =>
    alert.lastEmailedAt ?? new Date(now.getTime() - digestDays * 86_400_000);
  const earliest = Math.min(...planned.map(({ alert }) => sinceOf(alert).getTime()));
  const rows = await runQuery<IndexRow>(
    database,
    indexRowsQuery({ publishedAfter: new Date(earliest) }),
  );
  const facts = factsOfRows(rows);
  for (const entry of planned) {
    const shown = new Set(entry.cards.map((card) => card.id));
    entry.nearMisses = findNearMisses(
      facts,
      entry.alert.criteria as SearchCriteria,
      entry.alert.place as SearchPlace,
      sinceOf(entry.alert),
      now.getTime(),
    ).filter((miss) => !shown.has(miss.listingId));
  }
}

/**
 * E-mails the new matches of the users' alerts of one frequency: one e-mail per alert that has
 * visible new matches (the instant job of a burst, or a batch of digests). The matches are
 * claimed, the e-mails queued and the alerts stamped in one transaction.
 *
 * @param database the pool
 * @param siteUrl `SITE_URL`, for the links
 * @param userIds the users (one for an instant job; a digest batch)
 * @param frequency which alerts
 * @param now the time of sending (near misses of a digest are looked for since the last e-mail)
 * @returns the number of e-mails queued
 * @throws database errors, rendering errors (the job is retried; nothing was claimed)
 */
export async function emailNewMatches(
  database: Database,
  siteUrl: string,
  userIds: readonly number[],
  frequency: AlertFrequency,
  now: Date,
): Promise<number> {
  if (userIds.length === 0) return 0;
  const alerts = await sendableAlerts(database, userIds, frequency);
  if (alerts.length === 0) return 0;
  return database.db.transaction(async (tx) => {
    const claimed = await tx.execute<{ alert_id: number; listing_id: number }>(sql`
      update ${searchAlertMatches} set sent_at = now()
      where ${searchAlertMatches.alertId} = any(${`{${alerts.map((a) => a.id).join(',')}}`}::int[])
        and ${searchAlertMatches.sentAt} is null
      returning alert_id, listing_id`);
    const byAlert = new Map<number, number[]>();
    for (const { alert_id, listing_id } of claimed.rows) {
      const ids = byAlert.get(alert_id);
      if (ids === undefined) byAlert.set(alert_id, [listing_id]);
      else ids.push(listing_id);
    }
    const cards = await visibleCards(database, [
      ...new Set(claimed.rows.map((row) => row.listing_id)),
    ]);
    const planned: Planned[] = alerts.flatMap((alert) => {
      const shown = (byAlert.get(alert.id) ?? []).flatMap((id) => cards.get(id) ?? []);
      return shown.length === 0 ? [] : [{ alert, cards: shown.sort(newestFirst), nearMisses: [] }];
    });
    if (planned.length === 0) return 0;
    const digestDays = FIRST_DIGEST_DAYS[frequency];
    if (digestDays !== undefined) await nearMissesOf(database, planned, digestDays, now);
    const missIds = planned.flatMap((entry) => entry.nearMisses.map((miss) => miss.listingId));
    for (const [id, card] of await visibleCards(
      database,
      [...new Set(missIds)].filter((id) => !cards.has(id)),
    )) {
      cards.set(id, card);
    }
    const messages: MailMessage[] = [];
    for (const { alert, cards: shown, nearMisses } of planned) {
      const misses: NearMissCard[] = nearMisses.flatMap(({ listingId, reason }) => {
        const card = cards.get(listingId);
        return card === undefined ? [] : [{ card, reason }];
      });
      messages.push(
        await alertEmailMessage(siteUrl, {
          to: alert.email,
          alert: {
            psaIdentifier: alert.psaIdentifier,
            name: alert.name,
            frequency: alert.frequency as AlertFrequency,
            language: alert.language,
            searchRequest: alert.searchRequest as ListingSearchRequest,
          },
          cards: shown.slice(0, ALERT_EMAIL_MAX_LISTINGS),
          matchCount: shown.length,
          nearMisses: misses,
        }),
      );
    }
    await enqueueEmails(tx, messages);
    await tx
      .update(searchAlerts)
      .set({ lastEmailedAt: now })
      .where(
        inArray(
          searchAlerts.id,
          planned.map(({ alert }) => alert.id),
        ),
      );
    return messages.length;
  });
}
