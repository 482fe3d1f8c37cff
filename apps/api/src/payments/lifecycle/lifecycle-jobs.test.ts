import { MessageKind, PaymentStatus } from '@rooms/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  conversations,
  entitlements,
  messages,
  payments,
  subscriptions,
  users,
} from '../../db/schema.js';
import { insertLandlord, insertListing, insertPlace } from '../../testing/listing-fixtures.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { EntitlementSource } from '../entitlements.js';

import { enqueueCancellationForDeletion, cancelForDeletionTask } from './deletion-job.js';
import {
  applyReplyGuarantee,
  endUnpaidSubscriptions,
  sendRenewalReminders,
} from './lifecycle-jobs.js';
import { noticeEmail } from './notice-job.js';
import { paymentNotices } from './payment-notices.js';
import { verifyStopToken } from './stop-token.js';
import { fakeStripe } from './testing/fake-stripe.js';
import { insertPaidSubscription } from './testing/subscription-fixtures.js';

import type { MailMessage } from '../../mail/mailer.js';
import type { TestPlace } from '../../testing/listing-fixtures.js';
import type { TestDatabase } from '../../testing/test-database.js';

const DAY_MS = 86_400_000;
/** The queued jobs with their task names (graphile-worker's own tables). */
const JOBS = `select j.payload from graphile_worker._private_jobs j
  join graphile_worker._private_tasks t on t.id = j.task_id`;
const SITE = 'https://rooms.test';
let db: TestDatabase;
let place: TestPlace;
let userCounter = 0;
const stripe = fakeStripe();
const dependencies = () => ({ db: db.db, payments: stripe.payments, siteUrl: SITE });

beforeAll(async () => {
  db = await createTestDatabase();
  place = await insertPlace(db.db, 'Utrecht', 'Oudegracht');
});

afterAll(async () => {
  await db.drop();
});

async function insertTenant(locale: 'nl' | 'en' = 'nl'): Promise<{ id: number; email: string }> {
  userCounter += 1;
  const email = `tenant${userCounter}-${Date.now()}@example.com`;
  const [user] = await db.db
    .insert(users)
    .values({ email, passwordHash: '!', firstName: 'Tess', locale })
    .returning({ id: users.id });
  return { id: user!.id, email };
}

/** The e-mails queued for an address (payloads of `send_email` jobs). */
async function queuedMail(to: string): Promise<MailMessage[]> {
  const { rows } = await db.pool.query<{ payload: MailMessage }>(
    `${JOBS} where t.identifier = 'send_email' and j.payload->>'to' = $1 order by j.id`,
    [to],
  );
  return rows.map((row) => row.payload);
}

async function noticeJobs(paymentId: number): Promise<string[]> {
  const { rows } = await db.pool.query<{ payload: { kind: string } }>(
    `${JOBS} where t.identifier = 'subscription_notice' and (j.payload->>'paymentId')::int = $1`,
    [paymentId],
  );
  return rows.map((row) => row.payload.kind);
}

describe('renewal reminders', () => {
  it('sends one reminder per period, 7 days ahead, with date, amount and a valid stop link', async () => {
    const tenant = await insertTenant('en');
    const { subscriptionId } = await insertPaidSubscription(db.db, tenant.id, {
      periodEndsInDays: 6,
    });
    const far = await insertTenant();
    await insertPaidSubscription(db.db, far.id, { periodEndsInDays: 8 });
    const stopped = await insertTenant();
    const s = await insertPaidSubscription(db.db, stopped.id, { periodEndsInDays: 5 });
    await db.db
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: true })
      .where(eq(subscriptions.id, s.subscriptionId));

    const now = new Date();
    await sendRenewalReminders(dependencies(), now);
    await sendRenewalReminders(dependencies(), now);
    const mail = await queuedMail(tenant.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toMatch(/^Your subscription renews on \d+ \w+ 2026|2027/);
    expect(mail[0]!.text).toContain('€24.95');
    const link = /https:\/\/rooms\.test\/en\/my-account\/stop-subscription\?token=(\S+)/.exec(
      mail[0]!.text,
    );
    expect(link).not.toBeNull();
    const claims = verifyStopToken(stripe.payments.webhookSecret, link![1]!, now);
    expect(claims?.subscriptionId).toBe(subscriptionId);
    expect(await queuedMail(far.email)).toHaveLength(0);
    expect(await queuedMail(stopped.email)).toHaveLength(0);

    // A new period (renewed) gets its own reminder.
    const next = new Date(Date.now() + 3 * DAY_MS);
    await db.db
      .update(subscriptions)
      .set({ currentPeriodEnd: next })
      .where(eq(subscriptions.id, subscriptionId));
    await sendRenewalReminders(dependencies(), now);
    expect(await queuedMail(tenant.email)).toHaveLength(2);
  });
});

async function failRenewal(userId: number, subscriptionId: number, daysAgo = 0) {
  const [payment] = await db.db
    .insert(payments)
    .values({
      userId,
      productIds: [258],
      subscriptionId,
      amountCents: 2495,
      status: PaymentStatus.Failed,
      stripePaymentIntentId: `pi_failed_${userId}_${subscriptionId}`,
      createdAt: new Date(Date.now() - daysAgo * DAY_MS),
    })
    .returning({ id: payments.id });
  await db.db
    .update(subscriptions)
    .set({ status: 'past_due' })
    .where(eq(subscriptions.id, subscriptionId));
  return payment!.id;
}

describe('failed renewal', () => {
  it('grants a 3-day grace once and queues one payment reminder linking /payment-reminder', async () => {
    const tenant = await insertTenant();
    const { subscriptionId } = await insertPaidSubscription(db.db, tenant.id, {
      periodEndsInDays: 0,
    });
    const paymentId = await failRenewal(tenant.id, subscriptionId);
    for (let i = 0; i < 3; i += 1) {
      await db.db.transaction((tx) => paymentNotices.renewalFailed(tx, paymentId));
    }
    const grace = await db.db.select().from(entitlements).where(eq(entitlements.userId, tenant.id));
    const graceRows = grace.filter((row) => row.source === EntitlementSource.Grace);
    expect(graceRows).toHaveLength(1);
    const [user] = await db.db.select().from(users).where(eq(users.id, tenant.id));
    const left = user!.premiumUntil!.getTime() - Date.now();
    expect(left).toBeGreaterThan(2.9 * DAY_MS);
    expect(left).toBeLessThan(3.1 * DAY_MS);
    expect(await noticeJobs(paymentId)).toEqual(['paymentReminder']);

    const mail = await noticeEmail(db.db, { kind: 'paymentReminder', paymentId }, SITE);
    expect(mail?.subject).toBe('Je verlenging is niet betaald');
    expect(mail?.text).toContain(
      `https://rooms.test/betalingsherinnering?paymentIntentId=pi_failed_${tenant.id}_${subscriptionId}`,
    );
    expect(mail?.text).toMatch(/€\s24,95/);
  });

  it('cancels the subscription at Stripe when still unpaid after 3 days, not before', async () => {
    const early = await insertTenant();
    const e = await insertPaidSubscription(db.db, early.id, { periodEndsInDays: 0 });
    await failRenewal(early.id, e.subscriptionId, 2);
    const late = await insertTenant();
    const l = await insertPaidSubscription(db.db, late.id, { periodEndsInDays: 0 });
    await failRenewal(late.id, l.subscriptionId, 4);
    stripe.calls.length = 0;

    await endUnpaidSubscriptions(dependencies(), new Date());
    expect(stripe.calls.filter((c) => c.method === 'subscriptions.cancel')).toEqual([
      { method: 'subscriptions.cancel', id: l.stripeSubscriptionId },
    ]);
    const [ended] = await db.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, l.subscriptionId));
    expect(ended).toMatchObject({ status: 'canceled' });
    expect(ended!.endedAt).not.toBeNull();
    const [kept] = await db.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, e.subscriptionId));
    expect(kept!.endedAt).toBeNull();
    // A second run finds nothing more to end.
    await endUnpaidSubscriptions(dependencies(), new Date());
    expect(stripe.calls.filter((c) => c.method === 'subscriptions.cancel')).toHaveLength(1);
  });
});

describe('receipt', () => {
  it('is queued for a paid payment and shows the VAT', async () => {
    const tenant = await insertTenant('en');
    const { paymentId } = await insertPaidSubscription(db.db, tenant.id);
    await db.db.transaction((tx) => paymentNotices.paid(tx, paymentId));
    await db.db.transaction((tx) => paymentNotices.paid(tx, paymentId));
    expect(await noticeJobs(paymentId)).toEqual(['receipt']);
    const mail = await noticeEmail(db.db, { kind: 'receipt', paymentId }, SITE);
    expect(mail?.subject).toBe(`Rooms receipt no. ${paymentId}`);
    expect(mail?.text).toContain('VAT 21%: €4.33');
    expect(mail?.text).toContain('Amount excluding VAT: €20.62');
    expect(mail?.text).toContain('Total: €24.95');
  });
});

async function reactionIn(tenantId: number, at: Date, answeredAfterDays: number | null) {
  const landlordId = await insertLandlord(db.db);
  const listingId = await insertListing(db.db, { landlordId, place });
  const [conversation] = await db.db
    .insert(conversations)
    .values({ listingId, tenantId, landlordId, arrivalSource: 1 })
    .returning({ id: conversations.id });
  await db.db.insert(messages).values({
    conversationId: conversation!.id,
    senderId: tenantId,
    seq: 1,
    kind: MessageKind.Reaction,
    body: 'Hello',
    createdAt: at,
  });
  if (answeredAfterDays !== null) {
    await db.db.insert(messages).values({
      conversationId: conversation!.id,
      senderId: landlordId,
      seq: 2,
      kind: MessageKind.Message,
      body: 'Hi',
      createdAt: new Date(at.getTime() + answeredAfterDays * DAY_MS),
    });
  }
}

async function endedPeriod(userId: number) {
  const start = new Date(Date.now() - 40 * DAY_MS);
  const end = new Date(Date.now() - 10 * DAY_MS);
  const { paymentId } = await insertPaidSubscription(db.db, userId, { paidDaysAgo: 40 });
  await db.db
    .update(entitlements)
    .set({ startsAt: start, endsAt: end })
    .where(eq(entitlements.paymentId, paymentId));
  await db.db.update(users).set({ premiumUntil: null }).where(eq(users.id, userId));
  return { start, end };
}

async function guaranteeRows(userId: number) {
  return db.db
    .select()
    .from(entitlements)
    .where(
      sql`${entitlements.userId} = ${userId} and ${entitlements.source} = ${EntitlementSource.ReplyGuarantee}`,
    );
}

describe('reply guarantee', () => {
  it('extends once, by the same length, a period whose reactions got no answer within 7 days', async () => {
    const tenant = await insertTenant();
    const { start } = await endedPeriod(tenant.id);
    await reactionIn(tenant.id, new Date(start.getTime() + DAY_MS), null);
    await reactionIn(tenant.id, new Date(start.getTime() + 2 * DAY_MS), 8);
    const now = new Date();
    await applyReplyGuarantee(dependencies(), now);
    await applyReplyGuarantee(dependencies(), now);
    const rows = await guaranteeRows(tenant.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.endsAt!.getTime() - rows[0]!.startsAt.getTime()).toBe(30 * DAY_MS);
    const [user] = await db.db.select().from(users).where(eq(users.id, tenant.id));
    expect(user!.premiumUntil!.getTime()).toBe(rows[0]!.endsAt!.getTime());
  });

  it('gives nothing when a landlord answered within 7 days, or without reactions', async () => {
    const answered = await insertTenant();
    const a = await endedPeriod(answered.id);
    await reactionIn(answered.id, new Date(a.start.getTime() + DAY_MS), null);
    await reactionIn(answered.id, new Date(a.start.getTime() + DAY_MS), 6);
    const silent = await insertTenant();
    await endedPeriod(silent.id);
    await applyReplyGuarantee(dependencies(), new Date());
    expect(await guaranteeRows(answered.id)).toHaveLength(0);
    expect(await guaranteeRows(silent.id)).toHaveLength(0);
  });

  it('waits until every reaction of the period is 7 days old', async () => {
    const tenant = await insertTenant();
    const { end } = await endedPeriod(tenant.id);
    // Sent just before the period ended, 10 days ago: judged; one 3 days ago in a later period does not matter.
    await reactionIn(tenant.id, new Date(end.getTime() - DAY_MS), null);
    await reactionIn(tenant.id, new Date(Date.now() - 3 * DAY_MS), null);
    await applyReplyGuarantee(dependencies(), new Date(end.getTime() + 2 * DAY_MS));
    expect(await guaranteeRows(tenant.id)).toHaveLength(0);
    await applyReplyGuarantee(dependencies(), new Date());
    expect(await guaranteeRows(tenant.id)).toHaveLength(1);
  });
});

describe('account deletion', () => {
  it('cancels the subscription at Stripe through its job and ends the row', async () => {
    const tenant = await insertTenant();
    const { subscriptionId, stripeSubscriptionId } = await insertPaidSubscription(db.db, tenant.id);
    await db.db.transaction((tx) => enqueueCancellationForDeletion(tx, tenant.id));
    const { rows } = await db.pool.query(
      `${JOBS} where t.identifier = 'subscription_cancel_for_deletion'
         and (j.payload->>'userId')::int = $1`,
      [tenant.id],
    );
    expect(rows).toHaveLength(1);
    stripe.calls.length = 0;
    const task = cancelForDeletionTask({ db: db.db, payments: stripe.payments });
    await task({ userId: tenant.id }, {} as never);
    expect(stripe.calls.map((c) => c.method)).toEqual([
      'subscriptions.retrieve',
      'subscriptions.cancel',
    ]);
    expect(stripe.calls[1]!.id).toBe(stripeSubscriptionId);
    const [row] = await db.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    expect(row!.status).toBe('canceled');
    const [user] = await db.db.select().from(users).where(eq(users.id, tenant.id));
    expect(user!.premiumUntil).toBeNull();
  });
});
