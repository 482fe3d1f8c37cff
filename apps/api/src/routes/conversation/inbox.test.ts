import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { insertListing } from '../../testing/listing-fixtures.js';

import { createConversationKit } from './testing/conversation-kit.js';

import type { TestUser } from '../../testing/test-app.js';
import type { ConversationKit } from './testing/conversation-kit.js';

let kit: ConversationKit;

beforeAll(async () => {
  kit = await createConversationKit();
});

afterAll(async () => {
  await kit.close();
});

const Inbox = {
  Default: 0,
  All: 1,
  Favorite: 4,
  Trash: 9,
  Active: 15,
  Inactive: 16,
  Unreplied: 17,
};

function inbox(user: TestUser, query: Record<string, string | number> = {}) {
  return kit.call(user, { method: 'GET', path: '/conversation/my-conversations', query });
}

async function idsOf(
  user: TestUser,
  inboxType: number,
  extra: Record<string, string | number> = {},
) {
  const answer = await inbox(user, { inboxType, ...extra });
  expect(answer.status).toBe(200);
  return answer.body.items.map((item: { conversationID: number }) => item.conversationID);
}

function mark(user: TestUser, conversationIDs: number[], action: number) {
  return kit.call(user, {
    method: 'POST',
    path: '/conversation/mark',
    body: { conversationIDs, action },
  });
}

function details(user: TestUser, query: Record<string, string | number>) {
  return kit.call(user, { method: 'GET', path: '/conversation/details', query });
}

/** A landlord with two adverts and three tenants who reacted (c1, c2 about A; c3 about B). */
async function scene() {
  const { landlord, listingId: listingA } = await kit.landlordWithListing({ title: 'Advert A' });
  const listingB = await insertListing(kit.t.database.db, {
    landlordId: landlord.id,
    place: kit.place,
    title: 'Advert B',
  });
  const t1 = await kit.user({ firstName: 'Eva' });
  const t2 = await kit.user({ firstName: 'Bram' });
  const t3 = await kit.user({ firstName: 'Noor' });
  const c1 = (await kit.react(t1, listingA)).conversationID;
  const c2 = (await kit.react(t2, listingA)).conversationID;
  const c3 = (await kit.react(t3, listingB)).conversationID;
  return { landlord, listingA, listingB, t1, t2, t3, c1, c2, c3 };
}

describe('GET /conversation/my-conversations', () => {
  it('lists the caller’s conversations with role, other party, advert, last message and counts', async () => {
    const s = await scene();
    const answer = await inbox(s.landlord);
    expect(answer.body).toMatchObject({
      totalCount: 3,
      pageNo: 1,
      rowsPerPage: 20,
      unreadCount: 3,
    });
    const [newest] = answer.body.items;
    expect(newest).toEqual({
      conversationID: s.c3,
      role: 1,
      folder: 1,
      isFavorite: false,
      isUnread: true,
      unreadMessageCount: 1,
      messageCount: 1,
      lastMessage: {
        preview: expect.stringContaining('Hoi! Ik ben Anna'),
        sentAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        isMine: false,
        kind: 1,
      },
      listing: expect.objectContaining({
        listingID: s.listingB,
        title: 'Advert B',
        isActive: true,
        status: 4,
        cityName: 'Groningen',
      }),
      otherParty: { userID: s.t3.id, firstName: 'Noor', photoKey: null, isDeleted: false },
      isOtherUserBlocked: false,
      matchScoreLevel: 3,
    });
    const tenantView = await inbox(s.t1);
    expect(tenantView.body.items).toHaveLength(1);
    expect(tenantView.body.items[0]).toMatchObject({
      conversationID: s.c1,
      role: 2,
      isUnread: false,
      otherParty: { userID: s.landlord.id, firstName: 'Lotte' },
      lastMessage: { isMine: true },
    });
    expect(JSON.stringify(answer.body)).not.toContain('@example.com');
  });

  it('applies the §4 folder rules of every inbox type', async () => {
    const s = await scene();
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
    expect(sorted(await idsOf(s.landlord, Inbox.Unreplied))).toEqual([s.c1, s.c2, s.c3]);
    await kit.send(s.landlord, s.c1, 'Welkom Eva, kom je kijken?');
    expect(sorted(await idsOf(s.landlord, Inbox.Unreplied))).toEqual([s.c2, s.c3]);
    expect(await idsOf(s.t1, Inbox.Unreplied)).toEqual([s.c1]);

    expect((await mark(s.landlord, [s.c2], 3)).status).toBe(200);
    expect(await idsOf(s.landlord, Inbox.Favorite)).toEqual([s.c2]);
    expect(await idsOf(s.t2, Inbox.Favorite)).toEqual([]);

    await mark(s.landlord, [s.c3], 5);
    expect(sorted(await idsOf(s.landlord, Inbox.Default))).toEqual([s.c1, s.c2]);
    expect(await idsOf(s.landlord, Inbox.Trash)).toEqual([s.c3]);
    expect(sorted(await idsOf(s.landlord, Inbox.All))).toEqual([s.c1, s.c2, s.c3]);
    expect(await idsOf(s.t3, Inbox.Default)).toEqual([s.c3]);
    await mark(s.landlord, [s.c3], 7);
    expect(await idsOf(s.landlord, Inbox.Trash)).toEqual([]);

    await kit.t.database.pool.query('UPDATE listings SET status = 5 WHERE id = $1', [s.listingB]);
    expect(sorted(await idsOf(s.landlord, Inbox.Active))).toEqual([s.c1, s.c2]);
    expect(await idsOf(s.landlord, Inbox.Inactive)).toEqual([s.c3]);
    expect(await idsOf(s.t3, Inbox.Inactive)).toEqual([s.c3]);

    await mark(s.landlord, [s.c2], 6);
    for (const type of Object.values(Inbox)) {
      expect(await idsOf(s.landlord, type)).not.toContain(s.c2);
    }
    expect((await details(s.landlord, { conversationID: s.c2 })).status).toBe(404);
    expect(await idsOf(s.t2, Inbox.Default)).toEqual([s.c2]);
    // A new message from the tenant brings it back to the landlord's inbox, unread.
    await kit.send(s.t2, s.c2, 'Hallo? Is de kamer nog beschikbaar?');
    const back = (await inbox(s.landlord)).body.items.find(
      (item: { conversationID: number }) => item.conversationID === s.c2,
    );
    // Never opened: the reaction and the new message are both unread.
    expect(back).toMatchObject({ folder: 1, isUnread: true, unreadMessageCount: 2 });

    const counts = (await inbox(s.landlord)).body.inboxCounts;
    expect(counts.map((c: { inboxType: number }) => c.inboxType)).toEqual([0, 1, 4, 9, 15, 16, 17]);
    expect(counts[0]).toEqual({ inboxType: 0, totalCount: 3, unreadCount: 2 });
  });

  it('sorts recommended (unread first), newest and oldest, pages, and filters by advert', async () => {
    const s = await scene();
    await details(s.landlord, { conversationID: s.c3 });
    expect(await idsOf(s.landlord, Inbox.Default)).toEqual([s.c2, s.c1, s.c3]);
    expect(await idsOf(s.landlord, Inbox.Default, { sortBy: 'newest' })).toEqual([
      s.c3,
      s.c2,
      s.c1,
    ]);
    expect(await idsOf(s.landlord, Inbox.Default, { sortBy: 'oldest' })).toEqual([
      s.c1,
      s.c2,
      s.c3,
    ]);
    const page2 = await inbox(s.landlord, { sortBy: 'oldest', rowsPerPage: 2, pageNo: 2 });
    expect(page2.body).toMatchObject({ totalCount: 3, pageNo: 2, rowsPerPage: 2 });
    expect(page2.body.items.map((i: { conversationID: number }) => i.conversationID)).toEqual([
      s.c3,
    ]);
    expect(
      await idsOf(s.landlord, Inbox.Default, { listingID: s.listingA, sortBy: 'oldest' }),
    ).toEqual([s.c1, s.c2]);
    const filtered = await inbox(s.landlord, { listingID: s.listingB });
    expect(filtered.body).toMatchObject({ totalCount: 1, unreadCount: 0 });
    // Another landlord's advert id filters to nothing: no conversation of others is shown.
    expect(await idsOf(s.t1, Inbox.Default, { listingID: s.listingB })).toEqual([]);
  });

  it.each([
    ['an unknown inbox type', { inboxType: 2 }],
    ['a word as inbox type', { inboxType: 'default' }],
    ['an unknown sort', { sortBy: 'price' }],
    ['page zero', { pageNo: 0 }],
    ['a huge page', { pageNo: '1e12' }],
    ['101 rows per page', { rowsPerPage: 101 }],
    ['a bad listing id', { listingID: 'x' }],
  ])('answers 400 invalid_request for %s', async (_name, query) => {
    const user = await kit.user();
    const answer = await inbox(user, query);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_request');
  });

  it('is 401 when anonymous', async () => {
    expect(
      (await kit.call(null, { method: 'GET', path: '/conversation/my-conversations' })).status,
    ).toBe(401);
  });
});

describe('GET /conversation/listings', () => {
  it('groups the landlord’s conversations by advert, latest activity first', async () => {
    const s = await scene();
    await kit.send(s.t1, s.c1, 'Nog een vraag over de borg.');
    const answer = await kit.call(s.landlord, { method: 'GET', path: '/conversation/listings' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ totalCount: 2, pageNo: 1, rowsPerPage: 20 });
    expect(answer.body.items).toEqual([
      {
        listing: expect.objectContaining({ listingID: s.listingA, title: 'Advert A' }),
        conversationCount: 2,
        unreadConversationCount: 2,
        lastMessageAt: expect.stringMatching(/^\d{4}-/),
      },
      expect.objectContaining({
        listing: expect.objectContaining({ listingID: s.listingB }),
        conversationCount: 1,
      }),
    ]);
    await mark(s.landlord, [s.c3], 5);
    const trash = await kit.call(s.landlord, {
      method: 'GET',
      path: '/conversation/listings',
      query: { inboxType: 9 },
    });
    expect(
      trash.body.items.map((i: { listing: { listingID: number } }) => i.listing.listingID),
    ).toEqual([s.listingB]);
    const unreplied = await kit.call(s.landlord, {
      method: 'GET',
      path: '/conversation/listings',
      query: { inboxType: 17 },
    });
    expect(unreplied.body.totalCount).toBe(1);
    // A tenant has no adverts with conversations.
    const tenant = await kit.call(s.t1, { method: 'GET', path: '/conversation/listings' });
    expect(tenant.body).toMatchObject({ totalCount: 0, items: [] });
  });
});

describe('GET /conversation/details', () => {
  it('gives role, advert, other party and a page of messages, and marks it read', async () => {
    const s = await scene();
    for (let i = 1; i <= 4; i += 1) await kit.send(s.landlord, s.c1, `Bericht ${i}`);
    const tenantView = await details(s.t1, { conversationID: s.c1, rowsPerPage: 2 });
    expect(tenantView.body).toMatchObject({
      conversationID: s.c1,
      role: 2,
      folder: 1,
      isFavorite: false,
      arrivalSource: 1,
      listing: { listingID: s.listingA, title: 'Advert A' },
      otherParty: { userID: s.landlord.id, firstName: 'Lotte', photoKey: null, isDeleted: false },
      totalMessageCount: 5,
      pageNo: 1,
      rowsPerPage: 2,
    });
    expect(tenantView.body.messages).toEqual([
      expect.objectContaining({ seq: 4, text: 'Bericht 3', isMine: false, kind: 2 }),
      expect.objectContaining({ seq: 5, text: 'Bericht 4', isMine: false, kind: 2 }),
    ]);
    const page3 = await details(s.t1, { conversationID: s.c1, rowsPerPage: 2, pageNo: 3 });
    expect(page3.body.messages).toEqual([
      expect.objectContaining({ seq: 1, isMine: true, kind: 1 }),
    ]);
    expect((await details(s.t1, { conversationID: s.c1, pageNo: 9 })).body.messages).toEqual([]);
    const landlordView = await details(s.landlord, {
      conversationID: s.c1,
      inboxType: 17,
      fromListingID: s.listingA,
    });
    expect(landlordView.body.role).toBe(1);
    expect(landlordView.body.otherParty).toEqual({
      userID: s.t1.id,
      firstName: 'Eva',
      photoKey: null,
      isDeleted: false,
    });
    const item = (await inbox(s.t1)).body.items[0];
    expect(item).toMatchObject({ isUnread: false, unreadMessageCount: 0 });
  });

  it.each([
    ['no id', {}],
    ['a word', { conversationID: 'abc' }],
    ['zero', { conversationID: 0 }],
    ['a huge id', { conversationID: '9'.repeat(30) }],
    ['a bad inbox type', { conversationID: 1, inboxType: 3 }],
  ])('answers 400 invalid_request for %s', async (_name, query) => {
    const user = await kit.user();
    expect((await details(user, query)).status).toBe(400);
  });
});

describe('POST /conversation/mark', () => {
  it('applies each action for the caller only', async () => {
    const s = await scene();
    const state = async (user: TestUser, id: number) =>
      (await inbox(user, { inboxType: Inbox.All })).body.items.find(
        (i: { conversationID: number }) => i.conversationID === id,
      );
    const read = await mark(s.landlord, [s.c1, s.c2], 2);
    expect(read.body.conversations).toEqual([
      { conversationID: s.c1, folder: 1, isFavorite: false, isUnread: false },
      { conversationID: s.c2, folder: 1, isFavorite: false, isUnread: false },
    ]);
    expect((await mark(s.landlord, [s.c1], 1)).body.conversations[0].isUnread).toBe(true);
    expect(await state(s.landlord, s.c1)).toMatchObject({ isUnread: true, unreadMessageCount: 0 });
    expect((await mark(s.landlord, [s.c1], 3)).body.conversations[0].isFavorite).toBe(true);
    expect((await mark(s.landlord, [s.c1], 4)).body.conversations[0].isFavorite).toBe(false);
    expect((await mark(s.landlord, [s.c1], 5)).body.conversations[0].folder).toBe(2);
    expect((await mark(s.landlord, [s.c1], 5)).body.conversations[0].folder).toBe(2);
    expect((await mark(s.landlord, [s.c1], 7)).body.conversations[0].folder).toBe(1);
    expect((await mark(s.landlord, [s.c1], 7)).body.conversations[0].folder).toBe(1);
    expect((await mark(s.landlord, [s.c1], 6)).body.conversations[0].folder).toBe(3);
    expect((await mark(s.landlord, [s.c1], 2)).status).toBe(404);
    // The tenant's view did not change.
    expect(await state(s.t1, s.c1)).toMatchObject({ folder: 1, isFavorite: false });
  });

  it.each([
    ['no ids', { conversationIDs: [], action: 2 }],
    ['101 ids', { conversationIDs: Array.from({ length: 101 }, (_, i) => i + 1), action: 2 }],
    ['an unknown action', { conversationIDs: [1], action: 8 }],
    ['action zero', { conversationIDs: [1], action: 0 }],
    ['a string id', { conversationIDs: ['1'], action: 2 }],
    ['a single id instead of a list', { conversationIDs: 1, action: 2 }],
    ['a missing action', { conversationIDs: [1] }],
  ])('answers 400 invalid_request for %s', async (_name, body) => {
    const user = await kit.user();
    const answer = await kit.call(user, { method: 'POST', path: '/conversation/mark', body });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_request');
  });
});

describe('only the two participants can read or act on a conversation', () => {
  it('answers 404 to everyone else for every call, changing and revealing nothing', async () => {
    const s = await scene();
    await kit.send(s.landlord, s.c1, 'Geheim: de sleutel ligt onder de mat');
    const stranger = await kit.user({ firstName: 'Mallory' });
    const own = await scene();
    const strangerOwn = (await kit.react(stranger, own.listingA)).conversationID;
    const before = await kit.t.database.pool.query(
      'SELECT * FROM conversation_participants WHERE conversation_id = $1 ORDER BY user_id',
      [s.c1],
    );
    const notFound = { code: 'http_404', message: 'Not found' };
    for (const user of [stranger, s.t2]) {
      const calls = [
        details(user, { conversationID: s.c1 }),
        kit.call(user, {
          method: 'GET',
          path: '/conversation/match-score-details',
          query: { conversationID: s.c1 },
        }),
        mark(user, [s.c1], 6),
        kit.call(user, {
          method: 'POST',
          path: '/conversation/abuse',
          body: { conversationID: s.c1, reason: 1 },
        }),
        kit.send(user, s.c1, 'Ik lees mee'),
      ];
      for (const answer of await Promise.all(calls)) {
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual(notFound);
      }
      // An existing id and a missing id answer alike.
      expect((await details(user, { conversationID: 2_000_000_000 })).body).toEqual(notFound);
      expect(await idsOf(user, Inbox.All, { listingID: s.listingA })).not.toContain(s.c1);
    }
    // Mixing one's own id with another's changes nothing, not even one's own.
    expect((await mark(stranger, [strangerOwn, s.c1], 3)).status).toBe(404);
    expect((await inbox(stranger)).body.items[0]).toMatchObject({
      conversationID: strangerOwn,
      isFavorite: false,
    });
    const after = await kit.t.database.pool.query(
      'SELECT * FROM conversation_participants WHERE conversation_id = $1 ORDER BY user_id',
      [s.c1],
    );
    expect(after.rows).toEqual(before.rows);
    const texts = await kit.t.database.pool.query(
      'SELECT body FROM messages WHERE conversation_id = $1',
      [s.c1],
    );
    expect(texts.rows).toHaveLength(2);
    // Another landlord's advert does not show up in anyone's grouped view but its owner's.
    const grouped = await kit.call(stranger, { method: 'GET', path: '/conversation/listings' });
    expect(grouped.body.totalCount).toBe(0);
  });
});
