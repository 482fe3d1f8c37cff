/**
 * The search alerts of users (§7 `/alert/*`): save, list, change, delete and unsubscribe. Every
 * call acts on the caller's own alerts (the user comes from the session) or, for unsubscribing,
 * on the alerts named by their unguessable identifiers.
 */
import { randomBytes } from 'node:crypto';

import {
  completeListingSearchRequest,
  AlertFrequency,
  BusinessResultCode,
  ErrorCode,
  MAX_ALERTS_PER_USER,
  RoomsError,
  type ListingSearchRequest,
} from '@rooms/domain';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';

import { searchAlertMatches, searchAlerts, users } from '../db/schema.js';

import { PREVIEW_DAYS, previewAlert } from './alert-preview.js';
import { toAlertSearch } from './alert-search.js';

import type { Database } from '../db/database.js';
import type { ListingSearchBody } from '../routes/listing/listing-search-request.schema.js';

/** A saved alert as the user sees it (§2 `/account/alerts`). */
export interface SearchAlertView {
  psaIdentifier: string;
  name: string | null;
  frequency: AlertFrequency;
  paused: boolean;
  /** Language of its e-mails: 'nl' or 'en'. */
  language: string;
  /** The §3 search request as saved (complete: every field, defaults filled in). */
  searchRequest: ListingSearchRequest;
  /** Listings it matched in the last 7 days. */
  matchesLastSevenDays: number;
  /** When it was saved, ISO 8601 UTC. */
  createdAt: string;
}

/** What saving an alert takes. */
export interface NewAlert {
  searchRequest: ListingSearchBody;
  frequency: AlertFrequency;
  /** Optional name, trimmed; '' = none. */
  name?: string | null | undefined;
  /** 'nl' or 'en'. */
  language: string;
}

/**
 * A new alert identifier: 128 random bits, base64url (22 characters). Never a sequence number:
 * it is all an unsubscribe link needs.
 */
export function newPsaIdentifier(): string {
  return randomBytes(16).toString('base64url');
}

const VIEW_COLUMNS = {
  psaIdentifier: searchAlerts.psaIdentifier,
  name: searchAlerts.name,
  frequency: searchAlerts.frequency,
  pausedAt: searchAlerts.pausedAt,
  language: searchAlerts.language,
  searchRequest: searchAlerts.searchRequest,
  createdAt: searchAlerts.createdAt,
  matchesLastSevenDays: sql<number>`(select count(*)::int from ${searchAlertMatches} m
    where m.alert_id = ${searchAlerts.id}
      and m.matched_at > now() - make_interval(days => ${PREVIEW_DAYS}))`,
};

type ViewRow = {
  psaIdentifier: string;
  name: string | null;
  frequency: number;
  pausedAt: Date | null;
  language: string;
  searchRequest: unknown;
  createdAt: Date;
  matchesLastSevenDays: number;
};

function toView(row: ViewRow): SearchAlertView {
  return {
    psaIdentifier: row.psaIdentifier,
    name: row.name,
    frequency: row.frequency as AlertFrequency,
    paused: row.pausedAt !== null,
    language: row.language,
    searchRequest: row.searchRequest as ListingSearchRequest,
    matchesLastSevenDays: row.matchesLastSevenDays,
    createdAt: row.createdAt.toISOString(),
  };
}

function cleanName(name: string | null | undefined): string | null {
  const trimmed = name?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * Saves a search as an alert of the user.
 *
 * @param database the pool
 * @param userId the signed-in user
 * @param alert the search request, frequency, name and language
 * @returns the saved alert
 * @throws RoomsError 1129 (409) when the user saved the same search before;
 *   `alert_limit_reached` (409) beyond `MAX_ALERTS_PER_USER`; `alert_too_wide` (422) for an
 *   instant alert of a search that found more than `INSTANT_ALERT_MAX_DAILY_MATCHES` a day;
 *   400 `invalid_request` for an unknown city or street
 */
export async function createAlert(
  database: Database,
  userId: number,
  alert: NewAlert,
): Promise<SearchAlertView> {
  const searchRequest = completeListingSearchRequest(alert.searchRequest);
  const search = await toAlertSearch(database, searchRequest);
  if (alert.frequency === AlertFrequency.Instant) {
    const preview = await previewAlert(database, search);
    if (!preview.instantAllowed) {
      throw new RoomsError({
        code: ErrorCode.AlertTooWide,
        data: { lastSevenDays: preview.lastSevenDays },
      });
    }
  }
  const { db } = database;
  return db.transaction(async (tx) => {
    // One user's saves one at a time, so the limit holds under concurrent requests.
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(searchAlerts)
      .where(eq(searchAlerts.userId, userId));
    if ((count?.n ?? 0) >= MAX_ALERTS_PER_USER) {
      throw new RoomsError({
        code: ErrorCode.AlertLimitReached,
        data: { maxAlerts: MAX_ALERTS_PER_USER },
      });
    }
    const [inserted] = await tx
      .insert(searchAlerts)
      .values({
        userId,
        psaIdentifier: newPsaIdentifier(),
        name: cleanName(alert.name),
        frequency: alert.frequency,
        language: alert.language,
        searchRequest,
        criteria: search.criteria,
        place: search.place,
        criteriaKey: search.criteriaKey,
        cityId: search.cityId,
        latLo: search.box?.latLo ?? null,
        latHi: search.box?.latHi ?? null,
        lngLo: search.box?.lngLo ?? null,
        lngHi: search.box?.lngHi ?? null,
        everywhere: search.everywhere,
        maxRentCents: search.maxRentCents,
        listingTypeMask: search.listingTypeMask,
      })
      .onConflictDoNothing({ target: [searchAlerts.userId, searchAlerts.criteriaKey] })
      .returning({
        psaIdentifier: searchAlerts.psaIdentifier,
        name: searchAlerts.name,
        frequency: searchAlerts.frequency,
        pausedAt: searchAlerts.pausedAt,
        language: searchAlerts.language,
        searchRequest: searchAlerts.searchRequest,
        createdAt: searchAlerts.createdAt,
      });
    if (inserted === undefined) {
      throw new RoomsError({ code: BusinessResultCode.SearchAlertAlreadySaved });
    }
    return toView({ ...inserted, matchesLastSevenDays: 0 });
  });
}

/**
 * The user's alerts, newest first, with their matches of the last 7 days.
 *
 * @param database the pool
 * @param userId the signed-in user
 */
export async function listAlerts(database: Database, userId: number): Promise<SearchAlertView[]> {
  const rows = await database.db
    .select(VIEW_COLUMNS)
    .from(searchAlerts)
    .where(eq(searchAlerts.userId, userId))
    .orderBy(desc(searchAlerts.createdAt), desc(searchAlerts.id));
  return rows.map(toView);
}

/** What can be changed on an alert; missing fields stay as they are. */
export interface AlertChange {
  name?: string | null | undefined;
  frequency?: AlertFrequency | undefined;
  paused?: boolean | undefined;
}

function notFound(): RoomsError {
  return new RoomsError({ code: ErrorCode.Http404, message: 'Search alert not found' });
}

/**
 * Renames, re-times, pauses or resumes one of the user's alerts. An instant frequency is not
 * re-checked for width here: the search was accepted when saved, and only widening needs it.
 *
 * @param database the pool
 * @param userId the signed-in user
 * @param psaIdentifier the alert
 * @param change the fields to change
 * @returns the alert after the change
 * @throws RoomsError 404 `http_404` when the alert does not exist or is another user's
 */
export async function updateAlert(
  database: Database,
  userId: number,
  psaIdentifier: string,
  change: AlertChange,
): Promise<SearchAlertView> {
  const mine = and(eq(searchAlerts.userId, userId), eq(searchAlerts.psaIdentifier, psaIdentifier));
  const set: { name?: string | null; frequency?: number; pausedAt?: SQL | null } = {};
  if (change.name !== undefined) set.name = cleanName(change.name);
  if (change.frequency !== undefined) set.frequency = change.frequency;
  // Pausing a paused alert keeps the time it was first paused.
  if (change.paused !== undefined) {
    set.pausedAt = change.paused ? sql`coalesce(${searchAlerts.pausedAt}, now())` : null;
  }
  if (Object.keys(set).length > 0) {
    const updated = await database.db
      .update(searchAlerts)
      .set(set)
      .where(mine)
      .returning({ id: searchAlerts.id });
    if (updated.length === 0) throw notFound();
  }
  const [row] = await database.db.select(VIEW_COLUMNS).from(searchAlerts).where(mine);
  if (row === undefined) throw notFound();
  return toView(row);
}

/**
 * Deletes one of the user's alerts with its matches.
 *
 * @throws RoomsError 404 `http_404` when the alert does not exist or is another user's
 */
export async function deleteAlert(
  database: Database,
  userId: number,
  psaIdentifier: string,
): Promise<void> {
  const deleted = await database.db
    .delete(searchAlerts)
    .where(and(eq(searchAlerts.userId, userId), eq(searchAlerts.psaIdentifier, psaIdentifier)))
    .returning({ id: searchAlerts.id });
  if (deleted.length === 0) throw notFound();
}

/** What the unsubscribe page may show of an alert: nothing personal. */
export interface PublicAlert {
  name: string | null;
  searchRequest: ListingSearchRequest;
  language: string;
}

/**
 * The public side of an alert named in an e-mail (§2 `/email-unsubscribe`), or null.
 *
 * @param psaIdentifier the identifier from the link
 */
export async function alertByPsa(
  database: Database,
  psaIdentifier: string,
): Promise<PublicAlert | null> {
  const [row] = await database.db
    .select({
      name: searchAlerts.name,
      searchRequest: searchAlerts.searchRequest,
      language: searchAlerts.language,
    })
    .from(searchAlerts)
    .where(eq(searchAlerts.psaIdentifier, psaIdentifier));
  return row === undefined
    ? null
    : { ...row, searchRequest: row.searchRequest as ListingSearchRequest };
}

/**
 * Unsubscribes from alerts without sign-in (RFC 8058 one-click, §7 `/alert/unsubscribepsa`):
 * the named alerts are deleted with their matches.
 *
 * @param psaIdentifiers identifiers from an e-mail (unknown ones are ignored)
 * @returns whether any alert was deleted (false for unknown or already used: a calm answer)
 */
export async function unsubscribeAlerts(
  database: Database,
  psaIdentifiers: readonly string[],
): Promise<boolean> {
  if (psaIdentifiers.length === 0) return false;
  const deleted = await database.db
    .delete(searchAlerts)
    .where(inArray(searchAlerts.psaIdentifier, [...psaIdentifiers]))
    .returning({ id: searchAlerts.id });
  return deleted.length > 0;
}

/**
 * Stops every alert e-mail of the owner of an alert named in an e-mail ("stop all alert
 * e-mails"); the alerts stay, so turning e-mails on again on `/unsubscribe` restores them.
 *
 * @returns whether the identifier named an alert
 */
export async function stopAlertEmailsByPsa(
  database: Database,
  psaIdentifier: string,
): Promise<boolean> {
  const updated = await database.db
    .update(users)
    .set({ alertEmails: false })
    .where(
      eq(
        users.id,
        sql`(select ${searchAlerts.userId} from ${searchAlerts} where ${searchAlerts.psaIdentifier} = ${psaIdentifier})`,
      ),
    )
    .returning({ id: users.id });
  return updated.length > 0;
}

/** Whether alert e-mails are on for the user (`/unsubscribe`). */
export async function alertEmailsOf(database: Database, userId: number): Promise<boolean> {
  const [row] = await database.db
    .select({ alertEmails: users.alertEmails })
    .from(users)
    .where(eq(users.id, userId));
  return row?.alertEmails ?? false;
}

/** Turns the user's alert e-mails on or off (`/unsubscribe`). */
export async function setAlertEmails(
  database: Database,
  userId: number,
  alertEmails: boolean,
): Promise<void> {
  await database.db.update(users).set({ alertEmails }).where(eq(users.id, userId));
}

/** What became of the anonymous alerts sent after a sign-in. */
export interface FlushResult {
  created: number;
  alreadySaved: number;
  /** Not saved: the limit was reached, or the place does not exist. */
  refused: number;
}

/**
 * Saves the alerts a visitor kept in the browser before signing in (§4 `processAnonymousPSA`),
 * as daily digests (a visitor chose no frequency; a digest never floods an inbox).
 *
 * @param database the pool
 * @param userId the user who just signed in
 * @param requests the stored search requests (at most `MAX_ANONYMOUS_ALERTS_FLUSHED`)
 * @param language the site's language when they were sent
 * @throws database errors; refusals of single searches are counted, not thrown
 */
export async function saveAnonymousAlerts(
  database: Database,
  userId: number,
  requests: readonly ListingSearchBody[],
  language: string,
): Promise<FlushResult> {
  const result: FlushResult = { created: 0, alreadySaved: 0, refused: 0 };
  for (const searchRequest of requests) {
    try {
      await createAlert(database, userId, {
        searchRequest,
        frequency: AlertFrequency.Daily,
        language,
      });
      result.created++;
    } catch (error) {
      if (!(error instanceof RoomsError) || error.status >= 500) throw error;
      if (error.code === BusinessResultCode.SearchAlertAlreadySaved) result.alreadySaved++;
      else result.refused++;
    }
  }
  return result;
}
