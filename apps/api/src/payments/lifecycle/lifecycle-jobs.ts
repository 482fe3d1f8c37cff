/**
 * The scheduled work of the subscription lifecycle (issue 27 "Fair subscriptions"), as
 * graphile-worker cron tasks of the API's job runner:
 *
 * - `subscription_renewal_reminders` (hourly): an e-mail 7 days before each renewal with the date,
 *   the amount and a one-click stop link, once per period;
 * - `subscription_grace_end` (hourly): a subscription whose renewal is still unpaid 3 days after
 *   it failed is cancelled at Stripe and ends (no silent retries for weeks);
 * - `subscription_reply_guarantee` (hourly): a premium period in which the tenant reacted and no
 *   landlord answered any reaction within 7 days is extended once, free, by its own length.
 */
import { MessageKind, PaymentStatus, ProductKind, productById } from '@rooms/domain';
import { localeOrDefault } from '@rooms/i18n';
import { eq, sql } from 'drizzle-orm';

import { subscriptions, users } from '../../db/schema.js';
import { enqueueEmail } from '../../jobs/email-jobs.js';
import { endSubscriptionEntitlements } from '../entitlements.js';

import { CANCEL_FOR_DELETION_TASK, cancelForDeletionTask } from './deletion-job.js';
import { FreeSource, GRACE_DAYS, grantFreePeriod } from './free-periods.js';
import { renewalReminderEmail } from './lifecycle-emails.js';
import { NOTICE_TASK, noticeTask } from './notice-job.js';
import { paymentNotices } from './payment-notices.js';
import { signStopToken } from './stop-token.js';
import { cancelAtStripe } from './subscription-actions.js';

import type { Db } from '../../db/database.js';
import type { PaymentsContext } from '../payments-context.js';
import type { Task } from 'graphile-worker';

/** Days before a renewal its reminder e-mail goes out. */
export const REMINDER_DAYS_BEFORE = 7;
/** Days a landlord has to answer a reaction before it counts as unanswered (reply guarantee). */
export const REPLY_DAYS = 7;
/** How far back an ended period is still looked at by the reply guarantee, days. */
const GUARANTEE_LOOKBACK_DAYS = 30;
/** Rows handled per run of a task (the next hourly run takes the rest). */
const BATCH = 500;
const DAY_MS = 86_400_000;

/** Task names of the lifecycle. */
export const LIFECYCLE_TASKS = {
  renewalReminders: 'subscription_renewal_reminders',
  graceEnd: 'subscription_grace_end',
  replyGuarantee: 'subscription_reply_guarantee',
} as const;

/** Crontab lines of the lifecycle (minutes past the hour spread so they do not run together). */
export const LIFECYCLE_CRONTAB = [
  `10 * * * * ${LIFECYCLE_TASKS.renewalReminders}`,
  `20 * * * * ${LIFECYCLE_TASKS.graceEnd}`,
  `30 * * * * ${LIFECYCLE_TASKS.replyGuarantee}`,
].join('\n');

/** What the lifecycle's tasks need. */
export interface LifecycleDependencies {
  db: Db;
  payments: PaymentsContext;
  siteUrl: string;
}

/**
 * Sends the renewal reminders that are due: active subscriptions renewing within
 * {@link REMINDER_DAYS_BEFORE} days whose reminder for that period end was not sent yet. The mark
 * and the e-mail job commit together, so each period gets exactly one reminder.
 *
 * @param dependencies database, payments secret (signs the stop link) and the site's origin
 * @param now the current time
 * @returns how many reminders were queued
 */
export async function sendRenewalReminders(
  { db, payments, siteUrl }: LifecycleDependencies,
  now: Date,
): Promise<number> {
  const horizon = new Date(now.getTime() + REMINDER_DAYS_BEFORE * DAY_MS);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: subscriptions.id,
        productId: subscriptions.productId,
        periodEnd: subscriptions.currentPeriodEnd,
        email: users.email,
        firstName: users.firstName,
        locale: users.locale,
      })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(
        sql`${subscriptions.status} = 'active' and not ${subscriptions.cancelAtPeriodEnd}
          and ${subscriptions.endedAt} is null and ${users.deletedAt} is null
          and ${subscriptions.currentPeriodEnd} > ${now.toISOString()}::timestamptz
          and ${subscriptions.currentPeriodEnd} <= ${horizon.toISOString()}::timestamptz
          and ${subscriptions.reminderSentForPeriodEnd} is distinct from ${subscriptions.currentPeriodEnd}`,
      )
      .limit(BATCH)
      // Waits for a webhook job holding a row (no skipping: the reminder would wait an hour).
      .for('update', { of: subscriptions });
    for (const row of due) {
      if (row.periodEnd === null) continue;
      await tx
        .update(subscriptions)
        .set({ reminderSentForPeriodEnd: row.periodEnd })
        .where(eq(subscriptions.id, row.id));
      const token = signStopToken(payments.webhookSecret, {
        subscriptionId: row.id,
        periodEnd: row.periodEnd,
      });
      await enqueueEmail(
        tx,
        renewalReminderEmail(
          {
            to: row.email,
            firstName: row.firstName,
            locale: localeOrDefault(row.locale),
          },
          {
            productId: row.productId,
            renewsAt: row.periodEnd,
            amountCents: productById(row.productId)?.priceCents ?? 0,
          },
          token,
          siteUrl,
        ),
      );
    }
    return due.length;
  });
}

/** PaymentStatus values of a renewal charge that did not go through. */
const FAILED_STATUSES = [
  PaymentStatus.Error,
  PaymentStatus.FailedPermanently,
  PaymentStatus.Refused,
  PaymentStatus.Cancelled,
  PaymentStatus.Failed,
  PaymentStatus.ValidationFailure,
  PaymentStatus.TechnicalFailure,
];

/**
 * Ends the subscriptions whose latest renewal charge failed more than {@link GRACE_DAYS} days
 * ago and was not paid since: Stripe `subscriptions.cancel`, then the row ends
 * (`subscriptionEnded`). A Stripe failure leaves the row for the next run.
 *
 * @returns how many subscriptions ended
 */
export async function endUnpaidSubscriptions(
  { db, payments }: LifecycleDependencies,
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - GRACE_DAYS * DAY_MS);
  const { rows } = await db.execute<{ id: number; stripe_subscription_id: string }>(
    sql`select s.id, s.stripe_subscription_id from subscriptions s
        cross join lateral (select p.status, p.created_at from payments p
          where p.subscription_id = s.id order by p.id desc limit 1) latest
        where s.ended_at is null and s.status <> 'canceled'
          and latest.status in (${sql.join(
            FAILED_STATUSES.map((s) => sql`${s}`),
            sql`, `,
          )})
          and latest.created_at <= ${cutoff.toISOString()}::timestamptz
        limit ${BATCH}`,
  );
  let ended = 0;
  for (const row of rows) {
    try {
      await cancelAtStripe(payments, row.stripe_subscription_id);
    } catch {
      // Stripe unreachable: the next hourly run tries again.
      continue;
    }
    await db.transaction(async (tx) => {
      await tx
        .update(subscriptions)
        .set({ status: 'canceled', endedAt: now, updatedAt: now })
        .where(eq(subscriptions.id, row.id));
      await endSubscriptionEntitlements(tx, row.id, now, now);
      await paymentNotices.subscriptionEnded(tx, row.id);
    });
    ended += 1;
  }
  return ended;
}

/**
 * Applies the reply guarantee: for each paid tenant-premium period that ended within the last
 * 30 days, of a user who never got the guarantee, in which the tenant sent at least one reaction,
 * all reactions are at least {@link REPLY_DAYS} days old and no landlord answered any of them
 * (a message, not an automatic reply) within {@link REPLY_DAYS} days, a free period of the same
 * length is granted, starting when the user's premium ends (or now).
 *
 * @returns how many extensions were granted
 */
export async function applyReplyGuarantee(
  { db }: LifecycleDependencies,
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  const { rows } = await db.execute<{
    user_id: number;
    product_id: number;
    starts_at: string;
    ends_at: string;
  }>(
    sql`select e.user_id, e.product_id, e.starts_at, e.ends_at from entitlements e
        join users u on u.id = e.user_id and u.deleted_at is null
        where e.kind = ${ProductKind.TenantPremium} and e.payment_id is not null
          and e.revoked_at is null and e.ends_at <= ${at}::timestamptz
          and e.ends_at > ${at}::timestamptz - make_interval(days => ${GUARANTEE_LOOKBACK_DAYS})
          and not exists (select 1 from entitlements g where g.user_id = e.user_id
            and g.source = ${FreeSource.ReplyGuarantee})
          and exists (select 1 from messages m join conversations c on c.id = m.conversation_id
            where c.tenant_id = e.user_id and m.sender_id = e.user_id
              and m.kind = ${MessageKind.Reaction}
              and m.created_at >= e.starts_at and m.created_at < e.ends_at)
          and not exists (select 1 from messages m join conversations c on c.id = m.conversation_id
            where c.tenant_id = e.user_id and m.sender_id = e.user_id
              and m.kind = ${MessageKind.Reaction}
              and m.created_at >= e.starts_at and m.created_at < e.ends_at
              and (m.created_at > ${at}::timestamptz - make_interval(days => ${REPLY_DAYS})
                or exists (select 1 from messages r where r.conversation_id = m.conversation_id
                  and r.sender_id = c.landlord_id and r.kind = ${MessageKind.Message}
                  and r.created_at >= m.created_at
                  and r.created_at <= m.created_at + make_interval(days => ${REPLY_DAYS}))))
        order by e.ends_at
        limit ${BATCH}`,
  );
  let granted = 0;
  for (const row of rows) {
    const done = await db.transaction(async (tx) => {
      // The user's row serialises guarantee grants: "once" holds under concurrent runs.
      const [user] = await tx
        .select({ premiumUntil: users.premiumUntil })
        .from(users)
        .where(eq(users.id, row.user_id))
        .for('update');
      const { rows: had } = await tx.execute<{ n: number }>(
        sql`select count(*)::int as n from entitlements
            where user_id = ${row.user_id} and source = ${FreeSource.ReplyGuarantee}`,
      );
      if (user === undefined || (had[0]?.n ?? 0) > 0) return false;
      const length = new Date(row.ends_at).getTime() - new Date(row.starts_at).getTime();
      const startsAt =
        user.premiumUntil !== null && user.premiumUntil > now ? user.premiumUntil : now;
      await grantFreePeriod(tx, {
        userId: row.user_id,
        productId: row.product_id,
        source: FreeSource.ReplyGuarantee,
        startsAt,
        endsAt: new Date(startsAt.getTime() + length),
      });
      return true;
    });
    if (done) granted += 1;
  }
  return granted;
}

/**
 * The lifecycle's tasks for the job runner: the three cron tasks above, the
 * `subscription_notice` e-mail task and the cancellation after an account deletion.
 *
 * @param dependencies database, Stripe and the site's origin
 */
export function lifecycleTasks(dependencies: LifecycleDependencies): Record<string, Task> {
  return {
    [NOTICE_TASK]: noticeTask(dependencies),
    [CANCEL_FOR_DELETION_TASK]: cancelForDeletionTask(dependencies),
    [LIFECYCLE_TASKS.renewalReminders]: async () => {
      await sendRenewalReminders(dependencies, new Date());
    },
    [LIFECYCLE_TASKS.graceEnd]: async () => {
      await endUnpaidSubscriptions(dependencies, new Date());
    },
    [LIFECYCLE_TASKS.replyGuarantee]: async () => {
      await applyReplyGuarantee(dependencies, new Date());
    },
  };
}
