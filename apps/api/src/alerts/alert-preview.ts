/**
 * How many listings a search would have sent in the last 7 days (§7 `/alert/preview`, shown when
 * saving an alert), and whether that is narrow enough for instant e-mails.
 */
import { INSTANT_ALERT_MAX_DAILY_MATCHES } from '@rooms/domain';
import { sql } from 'drizzle-orm';

import { listings } from '../db/schema.js';
import { searchCondition } from '../search/listing-queries.js';
import { runQuery } from '../search/run-query.js';

import type { Database } from '../db/database.js';
import type { AlertSearch } from './alert-search.js';

/** Days the preview looks back. */
export const PREVIEW_DAYS = 7;

/** The preview of an alert's search. */
export interface AlertPreview {
  /** Visible listings published in the last 7 days that the search finds. */
  lastSevenDays: number;
  /** Whether at most `INSTANT_ALERT_MAX_DAILY_MATCHES` a day on average: instant allowed. */
  instantAllowed: boolean;
}

/**
 * Counts the listings published in the last {@link PREVIEW_DAYS} days (and visible now) that the
 * alert's search finds, with the search's own SQL condition.
 *
 * @param database the pool
 * @param search the alert's search (`toAlertSearch`)
 * @throws database errors
 */
export async function previewAlert(database: Database, search: AlertSearch): Promise<AlertPreview> {
  const [row] = await runQuery<{ count: number }>(
    database,
    sql`select count(*)::int as count from ${listings}
      where ${searchCondition(search.criteria, search.place)}
        and ${listings.publishedAt} > now() - make_interval(days => ${PREVIEW_DAYS})`,
  );
  const lastSevenDays = row?.count ?? 0;
  return {
    lastSevenDays,
    instantAllowed: lastSevenDays <= INSTANT_ALERT_MAX_DAILY_MATCHES * PREVIEW_DAYS,
  };
}
