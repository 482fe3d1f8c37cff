/**
 * The search alert jobs (graphile-worker, docs/architecture.md "Background work"):
 * - `match_search_alerts` {listingIds}: queued by a trigger on `listings` in the transaction that
 *   made listings visible or cheaper (migration 0015); stores the matches and schedules instant
 *   e-mails (`alert-matching.ts`);
 * - `send_instant_alerts` {userId}: a user's instant e-mails, `ALERT_INSTANT_DELAY_SECONDS` after
 *   the first match of a burst (one job per user by its key, so a burst is one e-mail per alert);
 * - `alert_digest_tick`: every hour (crontab); at 07:00 Europe/Amsterdam it queues
 *   `send_alert_digest` jobs for the users with new matches of daily alerts — and on Mondays of
 *   weekly ones — `DIGEST_BATCH_USERS` users per job, so a morning's tens of thousands of digests
 *   are a hundred jobs that each read, render and queue in bulk;
 * - `send_alert_digest` {userIds, frequency}: those users' digests.
 */
import { AlertFrequency } from '@rooms/domain';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

import { searchAlertMatches, searchAlerts } from '../db/schema.js';

import { findAlertMatches, storeMatches } from './alert-matching.js';
import { emailNewMatches } from './alert-sending.js';

import type { Database } from '../db/database.js';
import type { Task } from 'graphile-worker';

/** Task names. */
export const ALERT_TASKS = {
  match: 'match_search_alerts',
  instant: 'send_instant_alerts',
  digestTick: 'alert_digest_tick',
  digest: 'send_alert_digest',
} as const;

/** The crontab line of the digest tick: every hour on the hour (UTC; the task finds 07:00 local). */
export const ALERT_CRONTAB = `0 * * * * ${ALERT_TASKS.digestTick}`;

/** Time zone of the digests (the users are in the Netherlands). */
const DIGEST_TIME_ZONE = 'Europe/Amsterdam';
/** Local hour of the digests. */
const DIGEST_HOUR = 7;
/** Listings matched per transaction of a matching job. */
const MATCH_BATCH = 200;
/**
 * Users per digest job: one transaction claims their matches and queues their e-mails (about
 * 400 e-mails, a few MB); small enough that a failed job redoes little.
 */
export const DIGEST_BATCH_USERS = 200;

const matchJob = z.object({ listingIds: z.array(z.number().int().positive()) });
const userJob = z.object({ userId: z.number().int().positive() });
const digestJob = z.object({
  userIds: z.array(z.number().int().positive()).min(1).max(DIGEST_BATCH_USERS),
  frequency: z.union([z.literal(AlertFrequency.Daily), z.literal(AlertFrequency.Weekly)]),
});
const cronPayload = z.object({ _cron: z.object({ ts: z.string() }).optional() }).loose();

/** What the alert tasks need. */
export interface AlertTaskDependencies {
  database: Database;
  /** The site's origin (`SITE_URL`), for the e-mails' links. */
  siteUrl: string;
  /** Delay of an instant e-mail after the first match of a burst, seconds (`ALERT_INSTANT_DELAY_SECONDS`). */
  instantDelaySeconds: number;
  /** Current time; default the system clock (tests pin it). */
  clock?: () => Date;
}

/**
 * The local hour and weekday of a time in the digests' time zone.
 *
 * @param time the moment
 * @returns hour 0..23 and weekday ('Mon' … 'Sun')
 */
export function digestLocalTime(time: Date): { hour: number; weekday: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: DIGEST_TIME_ZONE,
    hour: '2-digit',
    hourCycle: 'h23',
    weekday: 'short',
  }).formatToParts(time);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { hour: Number(part('hour')), weekday: part('weekday') };
}

/**
 * The frequencies whose digests are due at a time: daily at 07:00 Amsterdam time, weekly too
 * on Mondays; none at other hours.
 */
export function dueDigests(time: Date): AlertFrequency[] {
  const { hour, weekday } = digestLocalTime(time);
  if (hour !== DIGEST_HOUR) return [];
  return weekday === 'Mon' ? [AlertFrequency.Daily, AlertFrequency.Weekly] : [AlertFrequency.Daily];
}

/**
 * Queues the due digests: `send_alert_digest` jobs of up to `DIGEST_BATCH_USERS` users with
 * unsent matches per frequency, keyed by the local date and the batch's first user, so a
 * repeated tick replaces a waiting job instead of adding one (a job that already ran finds its
 * matches claimed and sends nothing).
 *
 * @returns the number of jobs queued
 */
export async function queueDueDigests(database: Database, time: Date): Promise<number> {
  const due = dueDigests(time);
  if (due.length === 0) return 0;
  const date = time.toLocaleDateString('sv-SE', { timeZone: DIGEST_TIME_ZONE });
  const result = await database.db.execute<{ queued: number }>(sql`
    select count(graphile_worker.add_job(${ALERT_TASKS.digest},
        json_build_object('userIds', batch.user_ids, 'frequency', batch.frequency),
        job_key => 'alert-digest:' || batch.frequency || ':' || ${date} || ':' || batch.user_ids[1]))::int as queued
    from (select frequency, array_agg(user_id order by user_id) as user_ids
          from (select due.*, (row_number() over (partition by frequency order by user_id) - 1)
                  / ${DIGEST_BATCH_USERS} as batch_no
                from (select distinct a.user_id, a.frequency from ${searchAlerts} a
                      join users u on u.id = a.user_id and u.alert_emails
                      where a.paused_at is null
                        and a.frequency = any(${`{${due.join(',')}}`}::int[])
                        and exists (select 1 from ${searchAlertMatches} m
                                    where m.alert_id = a.id and m.sent_at is null)) due) numbered
          group by frequency, batch_no) batch`);
  return result.rows[0]?.queued ?? 0;
}

/**
 * The alert tasks for the job runner's task list.
 *
 * @param deps the database, the site's origin and the clock
 */
export function alertTasks(deps: AlertTaskDependencies): Record<string, Task> {
  const { database, siteUrl } = deps;
  const now = deps.clock ?? (() => new Date());
  return {
    [ALERT_TASKS.match]: async (payload) => {
      const { listingIds } = matchJob.parse(payload);
      for (let from = 0; from < listingIds.length; from += MATCH_BATCH) {
        const batch = listingIds.slice(from, from + MATCH_BATCH);
        const matches = await findAlertMatches(database, batch, now().getTime());
        await database.db.transaction((tx) => storeMatches(tx, matches, deps.instantDelaySeconds));
      }
    },
    [ALERT_TASKS.instant]: async (payload) => {
      const { userId } = userJob.parse(payload);
      await emailNewMatches(database, siteUrl, [userId], AlertFrequency.Instant, now());
    },
    [ALERT_TASKS.digestTick]: async (payload) => {
      const cron = cronPayload.parse(payload ?? {})._cron;
      await queueDueDigests(database, cron === undefined ? now() : new Date(cron.ts));
    },
    [ALERT_TASKS.digest]: async (payload) => {
      const { userIds, frequency } = digestJob.parse(payload);
      await emailNewMatches(database, siteUrl, userIds, frequency, now());
    },
  };
}
