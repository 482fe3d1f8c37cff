/**
 * The freshness job of fresh adverts (issue 28), a graphile-worker cron task run hourly:
 *
 * 1. online adverts not confirmed for {@link UNCONFIRMED_DEACTIVATION_DAYS} days leave search
 *    (Inactive 5, deactivation reason {@link AutomaticDeactivationReason.NotConfirmed}); their
 *    landlord gets one e-mail with a one-click "back online" link per advert;
 * 2. online adverts not confirmed for {@link CONFIRMATION_REMINDER_DAYS} days whose landlord was
 *    not asked since get the reminder: one e-mail per landlord, a "still available" link per
 *    advert.
 *
 * Each batch — the status or reminder mark, the new link hashes and the e-mail jobs — commits
 * in one transaction, so an advert is never taken offline without its e-mail or reminded twice.
 * Batches lock with SKIP LOCKED: a landlord's own action on an advert meanwhile is not waited
 * for, it is picked up by the next run.
 */
import {
  AutomaticDeactivationReason,
  CONFIRMATION_REMINDER_DAYS,
  UNCONFIRMED_DEACTIVATION_DAYS,
} from '@rooms/domain';
import { localeOrDefault } from '@rooms/i18n';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';

import { VISIBLE_STATUSES_SQL } from '../db/visible-listings.js';
import { enqueueEmails } from '../jobs/email-jobs.js';
import { changeListings } from '../search/listing-changes.js';

import { newConfirmationToken } from './confirmation-link.js';
import {
  confirmationReminderEmail,
  unconfirmedDeactivationEmail,
  type AdvertToConfirm,
} from './freshness-emails.js';

import type { Db, Tx } from '../db/database.js';
import type { MailMessage } from '../mail/mailer.js';
import type { Recipient } from '../payments/lifecycle/lifecycle-emails.js';
import type { Task } from 'graphile-worker';

/** Name of the task. */
export const FRESHNESS_TASK = 'listing_freshness';
/** Its crontab line: every hour, at 40 minutes past (apart from the other hourly tasks). */
export const FRESHNESS_CRONTAB = `40 * * * * ${FRESHNESS_TASK}`;

/** Adverts per transaction. */
const BATCH = 1000;
const DAY_MS = 86_400_000;

/** What one run did. */
export interface FreshnessRun {
  /** Adverts taken out of search. */
  deactivated: number;
  /** Adverts whose landlord was asked to confirm. */
  reminded: number;
  /** E-mails queued (one per landlord and step, or two when a landlord spans batches). */
  emails: number;
}

interface DueAdvert extends Record<string, unknown> {
  id: number;
  landlord_id: number;
  title: string | null;
  confirmed_at: string | Date;
  email: string;
  first_name: string;
  locale: string;
}

type EmailOf = (recipient: Recipient, adverts: AdvertToConfirm[], siteUrl: string) => MailMessage;

/**
 * Marks a batch of due adverts and queues one e-mail per landlord, in the caller's transaction.
 *
 * @param tx the transaction
 * @param where which online adverts are due
 * @param set the columns to set besides the new link's hash
 * @param emailOf the e-mail of a landlord's adverts
 * @param siteUrl the site's origin
 * @returns adverts marked and e-mails queued
 */
async function markBatch(
  tx: Tx,
  where: SQL,
  set: SQL,
  emailOf: EmailOf,
  siteUrl: string,
): Promise<{ adverts: number; emails: number }> {
  const due = (
    await tx.execute<DueAdvert>(sql`
      select l.id, l.landlord_id, l.title, l.confirmed_at, u.email, u.first_name, u.locale
        from listings l join users u on u.id = l.landlord_id
       where l.status in ${sql.raw(VISIBLE_STATUSES_SQL)} and u.deleted_at is null and ${where}
       order by l.landlord_id, l.id
       limit ${BATCH}
       for update of l skip locked`)
  ).rows;
  if (due.length === 0) return { adverts: 0, emails: 0 };
  const tokens = due.map((advert) => ({ id: advert.id, ...newConfirmationToken(advert.id) }));
  await tx.execute(sql`
    update listings l set ${set}, confirmation_token_hash = t.hash
      from jsonb_to_recordset(${JSON.stringify(tokens.map(({ id, hash }) => ({ id, hash })))}::jsonb)
        as t(id integer, hash text)
     where l.id = t.id`);
  const byLandlord = new Map<number, { recipient: Recipient; adverts: AdvertToConfirm[] }>();
  due.forEach((advert, index) => {
    const entry = byLandlord.get(advert.landlord_id) ?? {
      recipient: {
        to: advert.email,
        firstName: advert.first_name,
        locale: localeOrDefault(advert.locale),
      },
      adverts: [],
    };
    entry.adverts.push({
      title: advert.title ?? '',
      confirmedAt: new Date(advert.confirmed_at),
      token: tokens[index]!.token,
    });
    byLandlord.set(advert.landlord_id, entry);
  });
  const messages = [...byLandlord.values()].map(({ recipient, adverts }) =>
    emailOf(recipient, adverts, siteUrl),
  );
  await enqueueEmails(tx, messages);
  return { adverts: due.length, emails: messages.length };
}

/**
 * One run of the freshness job: every due advert, batch by batch.
 *
 * @param dependencies the database and the site's origin (the links)
 * @param now the current time (the cron tick's)
 * @returns what was done
 * @throws the PostgreSQL error (the batches committed before it stay done)
 */
export async function runListingFreshness(
  { db, siteUrl }: { db: Db; siteUrl: string },
  now: Date,
): Promise<FreshnessRun> {
  const run: FreshnessRun = { deactivated: 0, reminded: 0, emails: 0 };
  const offlineBefore = new Date(now.getTime() - UNCONFIRMED_DEACTIVATION_DAYS * DAY_MS);
  for (;;) {
    // Through changeListings: search forgets the adverts at once.
    const batch = await changeListings(db, (tx) =>
      markBatch(
        tx,
        sql`l.confirmed_at <= ${offlineBefore.toISOString()}::timestamptz`,
        sql`status = 5, deactivation_reason = ${AutomaticDeactivationReason.NotConfirmed}, updated_at = now()`,
        unconfirmedDeactivationEmail,
        siteUrl,
      ),
    );
    run.deactivated += batch.adverts;
    run.emails += batch.emails;
    if (batch.adverts < BATCH) break;
  }
  const remindBefore = new Date(now.getTime() - CONFIRMATION_REMINDER_DAYS * DAY_MS);
  for (;;) {
    // Search shows nothing of a reminder: a plain transaction.
    const batch = await db.transaction((tx) =>
      markBatch(
        tx,
        sql`l.confirmed_at <= ${remindBefore.toISOString()}::timestamptz
          and l.confirmation_reminded_at is null`,
        sql`confirmation_reminded_at = now()`,
        confirmationReminderEmail,
        siteUrl,
      ),
    );
    run.reminded += batch.adverts;
    run.emails += batch.emails;
    if (batch.adverts < BATCH) break;
  }
  return run;
}

const cronPayload = z.object({ _cron: z.object({ ts: z.string() }).optional() }).loose();

/**
 * The graphile-worker task of {@link FRESHNESS_TASK}.
 *
 * @param dependencies the database and the site's origin
 * @param now the clock (tests); the cron tick's time when the job has one
 */
export function freshnessTask(
  dependencies: { db: Db; siteUrl: string },
  now: () => Date = () => new Date(),
): Task {
  return async (payload) => {
    const cron = cronPayload.parse(payload ?? {})._cron;
    await runListingFreshness(dependencies, cron === undefined ? now() : new Date(cron.ts));
  };
}
