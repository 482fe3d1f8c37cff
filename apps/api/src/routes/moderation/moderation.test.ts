import {
  BlockDuration,
  ListingStatus,
  ModerationAction,
  RejectionReason,
  StaffRole,
} from '@rooms/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  abuseReports,
  listings,
  moderationActions,
  tenantProfiles,
  users,
} from '../../db/schema.js';
import { recordHold } from '../../moderation/listing-holds.js';
import { setStaffRole } from '../../moderation/staff-accounts.js';
import { blockExpiryTask } from '../../moderation/user-blocks.js';
import { eventually, sentMail } from '../../testing/test-app.js';
import { createConversationKit } from '../conversation/testing/conversation-kit.js';

import type { TestUser } from '../../testing/test-app.js';
import type { ConversationKit } from '../conversation/testing/conversation-kit.js';
import type { JobHelpers } from 'graphile-worker';

let kit: ConversationKit;
let moderator: TestUser;
let admin: TestUser;

beforeAll(async () => {
  kit = await createConversationKit({ MESSAGE_RATE_LIMIT_FACTOR: '100' });
  moderator = await kit.user({ firstName: 'Mila' });
  admin = await kit.user({ firstName: 'Adam' });
  await setStaffRole(kit.t.database.db, moderator.email, StaffRole.Moderator);
  await setStaffRole(kit.t.database.db, admin.email.toUpperCase(), StaffRole.Admin);
});

afterAll(async () => {
  await kit?.close();
});

const db = () => kit.t.database.db;

/** An advert a fraud rule held, with its landlord. */
async function heldAdvert(locale: 'nl' | 'en' = 'nl') {
  const { landlord, listingId } = await kit.landlordWithListing({ locale, title: 'Kamer te mooi' });
  await db()
    .update(listings)
    .set({ status: ListingStatus.Pending })
    .where(eq(listings.id, listingId));
  await db().transaction((tx) =>
    recordHold(tx, listingId, 'publish', [
      {
        rule: 'rent_far_below_city_level',
        facts: { rentCents: 15_000, cityLevelCents: 60_000, sharePercent: 25 },
      },
    ]),
  );
  return { landlord, listingId };
}

async function statusOf(listingId: number) {
  const [row] = await db()
    .select({ status: listings.status, rejectionReason: listings.rejectionReason })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row!;
}

const mailTo = (to: string, subject: string) =>
  eventually(() => sentMail(kit.t.app).find((mail) => mail.to === to && mail.subject === subject));

describe('who may use the back office', () => {
  const reads = [
    '/moderation/overview',
    '/moderation/held-adverts',
    '/moderation/advert-reports',
    '/moderation/conversation-reports',
    '/moderation/audit',
  ];

  it.each(reads)('answers 404 to anonymous and ordinary users on GET %s', async (path) => {
    const ordinary = await kit.user();
    for (const caller of [null, ordinary]) {
      const answer = await kit.call(caller, { method: 'GET', path });
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('http_404');
    }
    expect((await kit.call(moderator, { method: 'GET', path })).status).toBe(200);
  });

  it('refuses every decision to non-staff with 404 and changes nothing', async () => {
    const { listingId } = await heldAdvert();
    const ordinary = await kit.user();
    const decisions = [
      ['/moderation/adverts/{listingID}/approve', { listingID: listingId }, {}],
      ['/moderation/adverts/{listingID}/approve', { listingID: 2_000_000_000 }, {}],
      ['/moderation/adverts/{listingID}/reject', { listingID: listingId }, { reason: 1 }],
      ['/moderation/adverts/{listingID}/mark', { listingID: listingId }, { status: 9, note: 'x' }],
      ['/moderation/users/{userID}/block', { userID: ordinary.id }, { duration: 1, note: 'x' }],
      ['/moderation/users/{userID}/unblock', { userID: ordinary.id }, { note: 'x' }],
      ['/moderation/reports/{reportID}/dismiss', { reportID: 1 }, { note: 'x' }],
    ] as const;
    for (const [path, params, body] of decisions) {
      for (const caller of [null, ordinary]) {
        const answer = await kit.call(caller, { method: 'POST', path, params, body });
        expect(answer.status, path).toBe(404);
      }
    }
    expect((await statusOf(listingId)).status).toBe(ListingStatus.Pending);
  });

  it('takes the role away with `none`, and a blocked staff account is not staff', async () => {
    const former = await kit.user();
    await setStaffRole(db(), former.email, StaffRole.Moderator);
    const path = '/moderation/overview';
    expect((await kit.call(former, { method: 'GET', path })).status).toBe(200);
    await setStaffRole(db(), former.email, null);
    expect((await kit.call(former, { method: 'GET', path })).status).toBe(404);
    expect(await setStaffRole(db(), 'nobody@example.com', StaffRole.Admin)).toBeNull();
  });
});

describe('held adverts', () => {
  it('lists a held advert with its rule and facts, and approving puts it online', async () => {
    const { landlord, listingId } = await heldAdvert('en');
    const queue = await kit.call(moderator, { method: 'GET', path: '/moderation/held-adverts' });
    const item = queue.body.items.find(
      (held: { listingID: number }) => held.listingID === listingId,
    );
    expect(item).toMatchObject({
      title: 'Kamer te mooi',
      status: ListingStatus.Pending,
      trigger: 'publish',
      rules: [
        {
          rule: 'rent_far_below_city_level',
          facts: { rentCents: 15_000, cityLevelCents: 60_000, sharePercent: 25 },
        },
      ],
      landlord: { userID: landlord.id, isBlocked: false, isStaff: false },
    });
    const anonymousBefore = await kit.call(null, {
      method: 'GET',
      path: '/listing/details',
      query: { listingId },
    });
    expect(anonymousBefore.status).toBe(404);

    const approved = await kit.call(moderator, {
      method: 'POST',
      path: '/moderation/adverts/{listingID}/approve',
      params: { listingID: listingId },
      body: { note: 'Prijs klopt: kamer van een familielid.' },
    });
    expect(approved.body).toEqual({ listingID: listingId, status: ListingStatus.Approved });
    expect((await statusOf(listingId)).status).toBe(ListingStatus.Approved);
    const anonymousAfter = await kit.call(null, {
      method: 'GET',
      path: '/listing/details',
      query: { listingId },
    });
    expect(anonymousAfter.status).toBe(200);
    const mail = await mailTo(landlord.email, 'Your advert is online');
    expect(mail.text).toContain('"Kamer te mooi"');
    const after = await kit.call(moderator, { method: 'GET', path: '/moderation/held-adverts' });
    expect(after.body.items.map((held: { listingID: number }) => held.listingID)).not.toContain(
      listingId,
    );
    const [logged] = await db()
      .select()
      .from(moderationActions)
      .where(eq(moderationActions.subjectId, listingId));
    expect(logged).toMatchObject({
      staffId: moderator.id,
      action: ModerationAction.ApproveAdvert,
      subjectType: 'listing',
      note: 'Prijs klopt: kamer van een familielid.',
      details: { from: ListingStatus.Pending },
    });
    // Approving an advert that is online already is refused.
    const again = await kit.call(moderator, {
      method: 'POST',
      path: '/moderation/adverts/{listingID}/approve',
      params: { listingID: listingId },
      body: {},
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Only a held, marked or rejected advert can be approved');
  });

  it('rejects with a reason the landlord reads on My adverts and in his language', async () => {
    const { landlord, listingId } = await heldAdvert('nl');
    const withoutNote = await kit.call(moderator, {
      method: 'POST',
      path: '/moderation/adverts/{listingID}/reject',
      params: { listingID: listingId },
      body: { reason: RejectionReason.Other },
    });
    expect(withoutNote.status).toBe(400);
    const rejected = await kit.call(moderator, {
      method: 'POST',
      path: '/moderation/adverts/{listingID}/reject',
      params: { listingID: listingId },
      body: { reason: RejectionReason.DuplicateAdvert },
    });
    expect(rejected.body).toEqual({ listingID: listingId, status: ListingStatus.Rejected });
    const mine = await kit.call(landlord, {
      method: 'GET',
      path: '/listing/mylistings',
      query: { listingStatusType: 1 },
    });
    expect(mine.body.items).toEqual([
      expect.objectContaining({
        status: ListingStatus.Rejected,
        rejectionReason: RejectionReason.DuplicateAdvert,
      }),
    ]);
    const mail = await mailTo(landlord.email, 'Je advertentie is niet geplaatst');
    expect(mail.text).toContain('Dezelfde woning staat al op Rooms.');
  });

  it('marks an advert Fraud or PossibleAbuse, closing its reports, without telling the landlord', async () => {
    const { landlord, listingId } = await kit.landlordWithListing();
    const tenant = await kit.user();
    await kit.call(tenant, {
      method: 'POST',
      path: '/listing/abuse',
      body: { listingID: listingId, reason: 2, comment: 'Vraagt geld via Western Union' },
    });
    const marked = await kit.call(moderator, {
      method: 'POST',
      path: '/moderation/adverts/{listingID}/mark',
      params: { listingID: listingId },
      body: { status: ListingStatus.Fraud, note: 'Zelfde foto’s als een bekende oplichter.' },
    });
    expect(marked.body).toEqual({ listingID: listingId, status: ListingStatus.Fraud });
    const [report] = await db()
      .select()
      .from(abuseReports)
      .where(eq(abuseReports.listingId, listingId));
    expect(report).toMatchObject({ resolvedBy: moderator.id, outcome: 2 });
    expect(sentMail(kit.t.app).some((mail) => mail.to === landlord.email)).toBe(false);
    const search = await kit.call(null, {
      method: 'GET',
      path: '/listing/details',
      query: { listingId },
    });
    expect(search.status).toBe(404);
  });
});

describe('reports', () => {
  it('groups advert reports per advert and dismisses one with a note; a new report reopens it', async () => {
    const { listingId } = await kit.landlordWithListing();
    const [first, second] = [
      await kit.user({ firstName: 'Eva' }),
      await kit.user({ firstName: 'Bo' }),
    ];
    for (const [reporter, reason, comment] of [
      [first, 3, ''],
      [second, 6, 'Foto’s van een ander huis'],
    ] as const) {
      await kit.call(reporter, {
        method: 'POST',
        path: '/listing/abuse',
        body: { listingID: listingId, reason, comment },
      });
    }
    const queue = await kit.call(moderator, { method: 'GET', path: '/moderation/advert-reports' });
    const item = queue.body.items.find(
      (advert: { listingID: number }) => advert.listingID === listingId,
    );
    expect(item.reports).toEqual([
      expect.objectContaining({ reason: 3, reporterFirstName: 'Eva' }),
      expect.objectContaining({
        reason: 6,
        comment: 'Foto’s van een ander huis',
        reporterFirstName: 'Bo',
      }),
    ]);
    const reportID = item.reports[0].reportID as number;
    const noNote = await kit.call(moderator, {
      method: 'POST',
      path: '/moderation/reports/{reportID}/dismiss',
      params: { reportID },
      body: { note: '   ' },
    });
    expect(noNote.status).toBe(400);
    const dismissed = await kit.call(moderator, {
      method: 'POST',
      path: '/moderation/reports/{reportID}/dismiss',
      params: { reportID },
      body: { note: 'Particuliere verhuurder, geen bemiddelaar.' },
    });
    expect(dismissed.body).toEqual({ reportID });
    const twice = await kit.call(moderator, {
      method: 'POST',
      path: '/moderation/reports/{reportID}/dismiss',
      params: { reportID },
      body: { note: 'nog eens' },
    });
    expect(twice.status).toBe(404);
    const afterDismissal = await kit.call(moderator, {
      method: 'GET',
      path: '/moderation/advert-reports',
    });
    const remaining = afterDismissal.body.items.find(
      (advert: { listingID: number }) => advert.listingID === listingId,
    );
    expect(remaining.reports.map((report: { reportID: number }) => report.reportID)).not.toContain(
      reportID,
    );
    await kit.call(first, {
      method: 'POST',
      path: '/listing/abuse',
      body: { listingID: listingId, reason: 2, comment: 'Nu vraagt hij geld vooraf' },
    });
    const reopened = await kit.call(moderator, {
      method: 'GET',
      path: '/moderation/advert-reports',
    });
    const again = reopened.body.items.find(
      (advert: { listingID: number }) => advert.listingID === listingId,
    );
    expect(again.reports).toContainEqual(expect.objectContaining({ reportID, reason: 2 }));
  });

  it('limits one user to 10 reports an hour, advert and conversation reports together', async () => {
    const { listingId } = await kit.landlordWithListing();
    const { listingId: other } = await kit.landlordWithListing();
    const reporter = await kit.user();
    const { conversationID } = await kit.react(reporter, other);
    const report = (n: number) =>
      n % 2 === 0
        ? kit.call(reporter, {
            method: 'POST',
            path: '/listing/abuse',
            body: { listingID: listingId, reason: 1, comment: '' },
          })
        : kit.call(reporter, {
            method: 'POST',
            path: '/conversation/abuse',
            body: { conversationID, reason: 1 },
          });
    for (let n = 0; n < 10; n++) expect((await report(n)).status, `report ${n + 1}`).toBe(200);
    const eleventh = await report(10);
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('shows a reported conversation only to staff, and logs every opening', async () => {
    const { landlord, listingId } = await kit.landlordWithListing();
    const tenant = await kit.user({ firstName: 'Noor' });
    const { conversationID } = await kit.react(tenant, listingId);
    const path = '/moderation/conversations/{conversationID}/messages';
    const unreported = await kit.call(moderator, {
      method: 'GET',
      path,
      params: { conversationID },
    });
    expect(unreported.status).toBe(404);
    await kit.call(landlord, {
      method: 'POST',
      path: '/conversation/abuse',
      body: { conversationID, reason: 4, comment: 'Scheldt me uit' },
    });
    for (const caller of [null, tenant, landlord]) {
      expect(
        (await kit.call(caller, { method: 'GET', path, params: { conversationID } })).status,
      ).toBe(404);
    }
    const opened = await kit.call(moderator, { method: 'GET', path, params: { conversationID } });
    expect(opened.body).toMatchObject({
      conversationID,
      listing: { listingID: listingId },
      messages: [expect.objectContaining({ senderID: tenant.id })],
    });
    expect(opened.body.participants).toContainEqual(
      expect.objectContaining({ userID: tenant.id, role: 'tenant', firstName: 'Noor' }),
    );
    const queue = await kit.call(moderator, {
      method: 'GET',
      path: '/moderation/conversation-reports',
    });
    expect(queue.body.items).toContainEqual(
      expect.objectContaining({
        conversationID,
        reason: 4,
        reporter: { userID: landlord.id, firstName: 'Lotte' },
        reported: expect.objectContaining({ userID: tenant.id }),
      }),
    );
    const views = await db()
      .select()
      .from(moderationActions)
      .where(eq(moderationActions.action, ModerationAction.ViewConversation));
    expect(views).toContainEqual(
      expect.objectContaining({
        staffId: moderator.id,
        subjectType: 'conversation',
        subjectId: conversationID,
      }),
    );
  });
});

describe('flagged tenant profiles', () => {
  it('takes reports on a shown profile and lists them per tenant; blocking closes them', async () => {
    const tenant = await kit.user({ firstName: 'Milan' });
    await db()
      .insert(tenantProfiles)
      .values({
        userId: tenant.id,
        introduction: 'Ik zoek een kamer.',
        visible: true,
        searchable: true,
      });
    const [first, second] = [
      await kit.user({ firstName: 'Femke' }),
      await kit.user({ firstName: 'Joost' }),
    ];
    const path = '/tenant/abuse';
    for (const [reporter, reason, comment] of [
      [first, 1, 'Zelfde tekst bij tien profielen'],
      [second, 3, ''],
    ] as const) {
      const answer = await kit.call(reporter, {
        method: 'POST',
        path,
        body: { tenantID: tenant.id, reason, comment },
      });
      expect(answer.body).toEqual({ tenantID: tenant.id, reason });
    }
    expect(
      (await kit.call(tenant, { method: 'POST', path, body: { tenantID: tenant.id, reason: 1 } }))
        .status,
    ).toBe(403);
    expect(
      (await kit.call(null, { method: 'POST', path, body: { tenantID: tenant.id, reason: 1 } }))
        .status,
    ).toBe(401);
    const hidden = await kit.user();
    expect(
      (await kit.call(first, { method: 'POST', path, body: { tenantID: hidden.id, reason: 1 } }))
        .status,
    ).toBe(404);
    expect(
      (await kit.call(first, { method: 'POST', path, body: { tenantID: tenant.id, reason: 6 } }))
        .status,
    ).toBe(400);

    const queue = await kit.call(moderator, {
      method: 'GET',
      path: '/moderation/flagged-profiles',
    });
    const item = queue.body.items.find(
      (flagged: { tenant: { userID: number } }) => flagged.tenant.userID === tenant.id,
    );
    expect(item.reports).toEqual([
      expect.objectContaining({
        reason: 1,
        comment: 'Zelfde tekst bij tien profielen',
        reporterFirstName: 'Femke',
      }),
      expect.objectContaining({ reason: 3, reporterFirstName: 'Joost' }),
    ]);
    await kit.call(moderator, {
      method: 'POST',
      path: '/moderation/users/{userID}/block',
      params: { userID: tenant.id },
      body: { duration: BlockDuration.Temporary, days: 30, note: 'Nepprofiel dat huurders lokt.' },
    });
    const after = await kit.call(moderator, {
      method: 'GET',
      path: '/moderation/flagged-profiles',
    });
    expect(
      after.body.items.map((flagged: { tenant: { userID: number } }) => flagged.tenant.userID),
    ).not.toContain(tenant.id);
    const closed = await db()
      .select()
      .from(abuseReports)
      .where(eq(abuseReports.tenantUserId, tenant.id));
    expect(closed.map((report) => report.outcome)).toEqual([2, 2]);
  });
});

describe('scam signs', () => {
  it('counts a landlord’s scam message for the moderators, not the tenant’s, and dismisses it', async () => {
    const { landlord, listingId } = await kit.landlordWithListing({ firstName: 'Henk' });
    const tenant = await kit.user({ firstName: 'Iris' });
    const { conversationID } = await kit.react(tenant, listingId);
    // The tenant's own contact details are no sign of a scam against her.
    expect((await kit.send(tenant, conversationID, 'Bel me gerust: 06-12345678')).status).toBe(200);
    expect((await kit.send(landlord, conversationID, 'Leuk, wanneer kun je kijken?')).status).toBe(
      200,
    );
    const path = '/moderation/scam-signals';
    const before = await kit.call(moderator, { method: 'GET', path });
    expect(
      before.body.items.map((item: { conversationID: number }) => item.conversationID),
    ).not.toContain(conversationID);
    const scam =
      'Ik zit in het buitenland. Maak eerst de borg van € 900 over via Western Union, dan stuur ik de sleutel per post. Mail me op henk.verhuur@example.com';
    expect((await kit.send(landlord, conversationID, scam)).status).toBe(200);
    const queue = await kit.call(moderator, { method: 'GET', path });
    expect(queue.body.items).toContainEqual(
      expect.objectContaining({
        conversationID,
        listing: { listingID: listingId, title: 'Kamer aan de Herestraat' },
        sender: expect.objectContaining({ userID: landlord.id, firstName: 'Henk' }),
        tenant: { userID: tenant.id, firstName: 'Iris' },
        signals: ['money_before_viewing', 'money_transfer_service', 'off_platform_contact'],
        flaggedMessages: 1,
      }),
    );
    const overview = await kit.call(moderator, { method: 'GET', path: '/moderation/overview' });
    expect(overview.body.queues).toContainEqual(
      expect.objectContaining({ queue: 'scam_signals', open: expect.any(Number) }),
    );
    // The moderator may read it (logged), though nobody reported it.
    const messages = await kit.call(moderator, {
      method: 'GET',
      path: '/moderation/conversations/{conversationID}/messages',
      params: { conversationID },
    });
    expect(messages.body.messages.at(-1).body).toBe(scam);
    const dismissPath = '/moderation/conversations/{conversationID}/dismiss-scam-signals';
    const dismissed = await kit.call(moderator, {
      method: 'POST',
      path: dismissPath,
      params: { conversationID },
      body: { note: 'Grap tussen bekenden, bevestigd door de huurder.' },
    });
    expect(dismissed.body).toEqual({ conversationID });
    const again = await kit.call(moderator, {
      method: 'POST',
      path: dismissPath,
      params: { conversationID },
      body: { note: 'nog eens' },
    });
    expect(again.status).toBe(404);
    const after = await kit.call(moderator, { method: 'GET', path });
    expect(
      after.body.items.map((item: { conversationID: number }) => item.conversationID),
    ).not.toContain(conversationID);
  });
});

describe('blocking a landlord', () => {
  it('ends his sessions, hides his adverts, labels his conversations and warns his tenants', async () => {
    const { landlord, listingId } = await kit.landlordWithListing({ firstName: 'Rogier' });
    const tenant = await kit.user({ firstName: 'Sanne', locale: 'en' });
    const { conversationID } = await kit.react(tenant, listingId);
    await kit.call(tenant, {
      method: 'POST',
      path: '/listing/abuse',
      body: { listingID: listingId, reason: 2, comment: 'Wil de borg via Western Union' },
    });
    const blocked = await kit.call(moderator, {
      method: 'POST',
      path: '/moderation/users/{userID}/block',
      params: { userID: landlord.id },
      body: { duration: BlockDuration.Indefinite, note: 'Vraagt borg vooraf via Western Union.' },
    });
    expect(blocked.body).toEqual({
      userID: landlord.id,
      blockedUntil: null,
      advertsHidden: 1,
      tenantsWarned: 1,
    });
    expect((await statusOf(listingId)).status).toBe(ListingStatus.Blocked);
    // His session is over, and signing in again is refused with the reason and the appeal address.
    expect((await kit.call(landlord, { method: 'GET', path: '/customer/view' })).status).toBe(401);
    const login = await kit.t.app.inject({
      method: 'POST',
      url: '/customer/login',
      payload: { email: landlord.email, password: landlord.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      code: 'account_blocked',
      data: { blockedUntil: null, appealEmail: 'bezwaar@rooms.nl' },
    });
    const wrongPassword = await kit.t.app.inject({
      method: 'POST',
      url: '/customer/login',
      payload: { email: landlord.email, password: 'not the password' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    // The tenant sees the label and can no longer write; his reports are closed.
    const details = await kit.call(tenant, {
      method: 'GET',
      path: '/conversation/details',
      query: { conversationID },
    });
    expect(details.body.isOtherUserBlocked).toBe(true);
    const inbox = await kit.call(tenant, { method: 'GET', path: '/conversation/my-conversations' });
    expect(inbox.body.items).toContainEqual(
      expect.objectContaining({ conversationID, isOtherUserBlocked: true }),
    );
    const sent = await kit.send(tenant, conversationID, 'Hallo, ben je er nog?');
    expect(sent.status).toBe(403);
    expect(sent.body.code).toBe('conversation_blocked');
    const open = await db()
      .select()
      .from(abuseReports)
      .where(eq(abuseReports.listingId, listingId));
    expect(open.every((report) => report.resolvedAt !== null)).toBe(true);
    const warning = await mailTo(
      tenant.email,
      'Take care: a landlord you talked to has been blocked',
    );
    expect(warning.text).toContain('Rogier');
    expect(warning.text).toContain('https://rooms.test/en/safety-tenant');
    const notice = await mailTo(landlord.email, 'Je Rooms-account is geblokkeerd');
    expect(notice.text).toContain('voor onbepaalde tijd');
    expect(notice.text).toContain('bezwaar@rooms.nl');

    const unblocked = await kit.call(moderator, {
      method: 'POST',
      path: '/moderation/users/{userID}/unblock',
      params: { userID: landlord.id },
      body: { note: 'Bezwaar toegekend: borg pas na bezichtiging.' },
    });
    expect(unblocked.body).toEqual({ userID: landlord.id });
    expect((await statusOf(listingId)).status).toBe(ListingStatus.Active);
    const loginAgain = await kit.t.app.inject({
      method: 'POST',
      url: '/customer/login',
      payload: { email: landlord.email, password: landlord.password },
    });
    expect(loginAgain.statusCode).toBe(200);
    const notBlocked = await kit.call(moderator, {
      method: 'POST',
      path: '/moderation/users/{userID}/unblock',
      params: { userID: landlord.id },
      body: { note: 'nog eens' },
    });
    expect(notBlocked.status).toBe(400);
  });

  it('ends a temporary block by itself, recorded as the system', async () => {
    const { landlord, listingId } = await kit.landlordWithListing();
    const before = Date.now();
    const blocked = await kit.call(moderator, {
      method: 'POST',
      path: '/moderation/users/{userID}/block',
      params: { userID: landlord.id },
      body: { duration: BlockDuration.Temporary, days: 7, note: 'Spam in reacties.' },
    });
    const until = Date.parse(blocked.body.blockedUntil);
    expect(until - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(until - before).toBeLessThan(7 * 86_400_000 + 60_000);
    // Not due yet: the job leaves the block alone.
    const expire = blockExpiryTask({ db: db() });
    await expire({ userId: landlord.id }, {} as JobHelpers);
    expect((await statusOf(listingId)).status).toBe(ListingStatus.Blocked);
    await db()
      .update(users)
      .set({ blockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, landlord.id));
    await expire({ userId: landlord.id }, {} as JobHelpers);
    expect((await statusOf(listingId)).status).toBe(ListingStatus.Active);
    const [row] = await db().select().from(users).where(eq(users.id, landlord.id));
    expect(row).toMatchObject({ blockedAt: null, blockedUntil: null });
    const expired = await db()
      .select()
      .from(moderationActions)
      .where(eq(moderationActions.action, ModerationAction.BlockExpired));
    expect(expired).toContainEqual(
      expect.objectContaining({ staffId: null, subjectId: landlord.id }),
    );
  });

  it('refuses to block staff, oneself or an unknown account', async () => {
    const path = '/moderation/users/{userID}/block';
    const body = { duration: BlockDuration.Indefinite, note: 'test' };
    for (const [userID, status] of [
      [admin.id, 403],
      [moderator.id, 403],
      [2_000_000_000, 404],
    ] as const) {
      const answer = await kit.call(moderator, { method: 'POST', path, params: { userID }, body });
      expect(answer.status, String(userID)).toBe(status);
    }
  });
});

describe('figures and the audit log', () => {
  it('counts open items per queue with the oldest, and the p95 wait of handled items', async () => {
    await heldAdvert();
    const overview = await kit.call(moderator, { method: 'GET', path: '/moderation/overview' });
    expect(overview.body.role).toBe(StaffRole.Moderator);
    const held = overview.body.queues.find(
      (queue: { queue: string }) => queue.queue === 'held_adverts',
    );
    expect(held.open).toBeGreaterThanOrEqual(1);
    expect(Date.parse(held.oldestOpenAt)).toBeLessThanOrEqual(Date.now());
    expect(overview.body.handled.last30Days).toBeGreaterThanOrEqual(3);
    expect(typeof overview.body.handled.p95AgeHours).toBe('number');
  });

  it('shows a moderator his own actions and an admin everyone’s, newest first', async () => {
    const { listingId } = await heldAdvert();
    await kit.call(admin, {
      method: 'POST',
      path: '/moderation/adverts/{listingID}/mark',
      params: { listingID: listingId },
      body: { status: ListingStatus.PossibleAbuse, note: 'Nader onderzoek.' },
    });
    const own = await kit.call(moderator, { method: 'GET', path: '/moderation/audit' });
    expect(
      own.body.items.every(
        (item: { staff: { userID: number } }) => item.staff.userID === moderator.id,
      ),
    ).toBe(true);
    const all = await kit.call(admin, { method: 'GET', path: '/moderation/audit' });
    expect(all.body.items[0]).toMatchObject({
      action: ModerationAction.MarkPossibleAbuse,
      staff: { userID: admin.id, firstName: 'Adam' },
      subjectID: listingId,
      note: 'Nader onderzoek.',
    });
    expect(all.body.total).toBeGreaterThan(own.body.total);
  });
});

describe('bad input', () => {
  it.each([
    ['a NUL byte in the note', { duration: 1, note: 'a\u0000b' }],
    ['a note over 1000 characters', { duration: 1, note: 'x'.repeat(1001) }],
    ['no note', { duration: 1 }],
    ['a Temporary block without days', { duration: 2, note: 'x' }],
    ['366 days', { duration: 2, days: 366, note: 'x' }],
    ['days as text', { duration: 2, days: '7', note: 'x' }],
    ['an unknown duration', { duration: 3, note: 'x' }],
  ])('answers 400 to a block with %s and blocks nobody', async (_name, body) => {
    const { landlord } = await kit.landlordWithListing();
    const answer = await kit.call(moderator, {
      method: 'POST',
      path: '/moderation/users/{userID}/block',
      params: { userID: landlord.id },
      body,
    });
    expect(answer.status).toBe(400);
    const [row] = await db()
      .select({ blockedAt: users.blockedAt })
      .from(users)
      .where(eq(users.id, landlord.id));
    expect(row!.blockedAt).toBeNull();
  });

  it.each([
    ['a malformed body', '{"reason": '],
    ['an unknown reason', { reason: 7 }],
    ['a reason as text', { reason: '2' }],
  ])('answers 400 to a rejection with %s', async (_name, body) => {
    const { listingId } = await heldAdvert();
    const answer = await kit.call(moderator, {
      method: 'POST',
      path: '/moderation/adverts/{listingID}/reject',
      params: { listingID: listingId },
      body,
    });
    expect(answer.status).toBe(400);
    expect((await statusOf(listingId)).status).toBe(ListingStatus.Pending);
  });

  it.each([
    ['zero', 0, 400],
    ['beyond integer', 3_000_000_000, 400],
    ['text', 'abc', 400],
    ['an unknown advert', 2_000_000_000, 404],
  ])('answers a listing id that is %s with %i', async (_name, listingID, status) => {
    const answer = await kit.call(moderator, {
      method: 'POST',
      path: '/moderation/adverts/{listingID}/approve',
      params: { listingID },
      body: {},
    });
    expect(answer.status).toBe(status);
  });

  it('answers 400 to a page beyond 10000 and marks only statuses 7 and 9', async () => {
    const page = await kit.call(moderator, {
      method: 'GET',
      path: '/moderation/held-adverts',
      query: { page: 10_001 },
    });
    expect(page.status).toBe(400);
    const { listingId } = await heldAdvert();
    const mark = await kit.call(moderator, {
      method: 'POST',
      path: '/moderation/adverts/{listingID}/mark',
      params: { listingID: listingId },
      body: { status: ListingStatus.Active, note: 'x' },
    });
    expect(mark.status).toBe(400);
  });
});
