import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { conversations, messages } from '../../db/schema.js';
import { insertListing } from '../../testing/listing-fixtures.js';
import { eventually } from '../../testing/test-app.js';
import { studentHouseBody } from '../studenthouse/testing/student-house-body.js';

import { createConversationKit, decodeMail, GOOD_REACTION } from './testing/conversation-kit.js';

import type { ConversationKit } from './testing/conversation-kit.js';

let kit: ConversationKit;

beforeAll(async () => {
  kit = await createConversationKit();
});

afterAll(async () => {
  await kit.close();
});

function postReaction(user: Parameters<ConversationKit['call']>[0], body: unknown) {
  return kit.call(user, { method: 'POST', path: '/conversation/listing-reaction', body });
}

async function messageRows(conversationId: number) {
  const rows = await kit.t.database.db.select().from(messages);
  return rows.filter((row) => row.conversationId === conversationId).sort((a, b) => a.seq - b.seq);
}

describe('POST /conversation/listing-reaction', () => {
  it('starts one conversation per tenant and listing; reacting again adds to it', async () => {
    const { landlord, listingId } = await kit.landlordWithListing();
    const tenant = await kit.user({ firstName: 'Anna' });
    const first = await postReaction(tenant, {
      listingID: listingId,
      message: GOOD_REACTION,
      arrivalSource: 3,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ isNewConversation: true });
    const again = await kit.react(tenant, listingId, 'Nog een vraag: mag ik een fiets stallen?');
    expect(again).toMatchObject({
      conversationID: first.body.conversationID,
      isNewConversation: false,
    });

    const [row] = await kit.t.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, first.body.conversationID));
    expect(row).toMatchObject({
      listingId,
      tenantId: tenant.id,
      landlordId: landlord.id,
      arrivalSource: 3,
      messageCount: 2,
    });
    const stored = await messageRows(first.body.conversationID);
    expect(stored.map((m) => [m.seq, m.kind, m.senderId, m.arrivalSource])).toEqual([
      [1, 1, tenant.id, 3],
      [2, 1, tenant.id, 1],
    ]);
  });

  it('stores the text exactly as typed', async () => {
    const { listingId } = await kit.landlordWithListing();
    const tenant = await kit.user();
    const typed =
      '  <script>alert("hi")</script> **bold** [link](javascript:alert(1)) 😀\n\tRegel twee  ';
    const { conversationID } = await kit.react(tenant, listingId, typed);
    const [stored] = await messageRows(conversationID);
    expect(stored?.body).toBe(typed);
  });

  it.each([
    ['empty', ''],
    ['empty', '    \n  '],
    ['too_short', 'Hoi, vrij?'],
    ['no_letters', '!!!!!!!!!!!!!!!!!!!!!!!!'],
    ['control_characters', `${GOOD_REACTION}\u0000`],
    ['malformed_text', `${GOOD_REACTION}\ud800`],
    ['too_long', 'a'.repeat(4001)],
    ['too_long', 'a'.repeat(200_000)],
  ])(
    'refuses an unacceptable text with 10172 and reason %s, storing nothing',
    async (reason, message) => {
      const { listingId } = await kit.landlordWithListing();
      const tenant = await kit.user();
      const answer = await postReaction(tenant, { listingID: listingId, message });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: 10172,
        message: 'Invalid listing reaction message',
        data: { reason },
      });
      const rows = await kit.t.database.db.select().from(conversations);
      expect(rows.filter((row) => row.listingId === listingId)).toEqual([]);
    },
  );

  it('refuses the landlord’s own advert with 403', async () => {
    const { landlord, listingId } = await kit.landlordWithListing();
    const answer = await postReaction(landlord, { listingID: listingId, message: GOOD_REACTION });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('http_403');
    const get = await kit.call(landlord, {
      method: 'GET',
      path: '/conversation/listing-reaction',
      query: { listingID: listingId },
    });
    expect(get.status).toBe(403);
  });

  it.each([-1, 1, 2, 5, 6, 7, 8, 9, 11])(
    'answers 1015 for a listing with status %i',
    async (status) => {
      const { landlord } = await kit.landlordWithListing();
      const hidden = await insertListing(kit.t.database.db, {
        landlordId: landlord.id,
        place: kit.place,
        status,
      });
      const tenant = await kit.user();
      const answer = await postReaction(tenant, { listingID: hidden, message: GOOD_REACTION });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 1015, message: 'Advert not found' });
    },
  );

  it('answers 1015 for a listing that does not exist', async () => {
    const tenant = await kit.user();
    const answer = await postReaction(tenant, { listingID: 2_000_000_000, message: GOOD_REACTION });
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe(1015);
  });

  it('with an idempotency key, a retry stores nothing new', async () => {
    const { listingId } = await kit.landlordWithListing();
    const tenant = await kit.user();
    const body = { listingID: listingId, message: GOOD_REACTION, idempotencyKey: randomUUID() };
    const answers = await Promise.all([1, 2, 3].map(() => postReaction(tenant, body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const ids = new Set(answers.map((a) => a.body.messageID));
    expect(ids.size).toBe(1);
    expect(answers.every((a) => a.body.isNewConversation)).toBe(true);
    expect(await messageRows(answers[0]!.body.conversationID)).toHaveLength(1);
    // The same key for another listing is refused.
    const other = await kit.landlordWithListing();
    const misuse = await postReaction(tenant, { ...body, listingID: other.listingId });
    expect(misuse.status).toBe(400);
    expect(misuse.body.code).toBe('invalid_request');
  });

  it('sends the landlord’s auto-reply on a new conversation only', async () => {
    const { landlord, listingId } = await kit.landlordWithListing();
    const saved = await kit.call(landlord, {
      method: 'POST',
      path: '/conversation/auto-reply',
      body: { isEnabled: true, message: 'Dank voor je reactie! Ik reageer binnen twee dagen.' },
    });
    expect(saved.status).toBe(200);
    const tenant = await kit.user();
    const { conversationID } = await kit.react(tenant, listingId);
    await kit.react(tenant, listingId, 'Tweede reactie, ik ben nog steeds geïnteresseerd!');
    const stored = await messageRows(conversationID);
    expect(stored.map((m) => [m.seq, m.kind, m.senderId])).toEqual([
      [1, 1, tenant.id],
      [2, 3, landlord.id],
      [3, 1, tenant.id],
    ]);
    expect(stored[1]?.body).toBe('Dank voor je reactie! Ik reageer binnen twee dagen.');
  });

  it('prefers the auto-reply of the listing’s student house (linked in the wizard)', async () => {
    const { landlord, listingId } = await kit.landlordWithListing();
    const house = await kit.call(landlord, {
      method: 'POST',
      path: '/studenthouse/create',
      body: studentHouseBody(kit.place),
    });
    expect(house.status, JSON.stringify(house.body)).toBe(201);
    // A student residence, linked to the house through the wizard's step.
    await kit.t.database.pool.query('UPDATE listings SET listing_type = 16 WHERE id = $1', [
      listingId,
    ]);
    const linked = await kit.call(landlord, {
      method: 'POST',
      path: '/supplyflow/cra-studenthouse',
      body: { listingID: listingId, studentHouseId: house.body.id },
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    for (const [studentHouseID, message] of [
      [null, 'General reply'],
      [house.body.id, 'House reply'],
    ] as const) {
      const saved = await kit.call(landlord, {
        method: 'POST',
        path: '/conversation/auto-reply',
        body: { studentHouseID, isEnabled: true, message },
      });
      expect(saved.status).toBe(200);
    }
    const tenant = await kit.user();
    const { conversationID } = await kit.react(tenant, listingId);
    expect((await messageRows(conversationID)).map((m) => m.body)).toEqual([
      GOOD_REACTION,
      'House reply',
    ]);
    // Unlinked ("none" in the wizard), the general reply answers the next tenant.
    await kit.call(landlord, {
      method: 'POST',
      path: '/supplyflow/cra-studenthouse',
      body: { listingID: listingId, studentHouseId: null },
    });
    const next = await kit.react(await kit.user(), listingId);
    expect((await messageRows(next.conversationID)).map((m) => m.body)).toEqual([
      GOOD_REACTION,
      'General reply',
    ]);
  });

  it('e-mails the landlord in the landlord’s language', async () => {
    const { landlord, listingId } = await kit.landlordWithListing({
      locale: 'en',
      title: 'Sunny room near the Grote Markt',
    });
    const tenant = await kit.user({ firstName: 'Joost' });
    const { conversationID } = await kit.react(tenant, listingId);
    const mail = decodeMail(
      await eventually(() => kit.t.outbox().find((text) => text.includes(`To: ${landlord.email}`))),
    );
    expect(mail).toMatch(/^Subject: New message from Joost on Rooms$/m);
    expect(mail).toContain(
      `https://rooms.test/en/my-messages/default/conversation/${conversationID}`,
    );
    expect(mail).toContain('Sunny room near the Grote Markt');
    expect(mail).not.toContain(GOOD_REACTION);
  });

  it.each([
    ['malformed JSON', '{"listingID": 1,'],
    ['a missing message', { listingID: 1 }],
    ['a string id', { listingID: 'abc', message: GOOD_REACTION }],
    ['a huge id', { listingID: 99999999999, message: GOOD_REACTION }],
    ['a number as message', { listingID: 1, message: 12345 }],
    ['an unknown arrival source', { listingID: 1, message: GOOD_REACTION, arrivalSource: 4 }],
    ['a bad idempotency key', { listingID: 1, message: GOOD_REACTION, idempotencyKey: 'a b' }],
    ['an array', [1, 2]],
  ])('answers 400 invalid_request for %s', async (_name, body) => {
    const tenant = await kit.user();
    const answer = await postReaction(tenant, body);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_request');
  });

  it('is 401 when anonymous', async () => {
    const { listingId } = await kit.landlordWithListing();
    const answer = await postReaction(null, { listingID: listingId, message: GOOD_REACTION });
    expect(answer.status).toBe(401);
  });
});

describe('GET /conversation/listing-reaction', () => {
  it('prefills with the latest reaction, to this listing first, else to any listing', async () => {
    const first = await kit.landlordWithListing();
    const second = await kit.landlordWithListing();
    const tenant = await kit.user();
    const get = (listingID: number) =>
      kit.call(tenant, {
        method: 'GET',
        path: '/conversation/listing-reaction',
        query: { listingID },
      });
    expect((await get(first.listingId)).body).toEqual({
      listingID: first.listingId,
      conversationID: null,
      lastReactionMessage: null,
      reactionRule: 'premium',
    });
    const { conversationID } = await kit.react(tenant, first.listingId, `${GOOD_REACTION} (1)`);
    expect((await get(first.listingId)).body).toEqual({
      listingID: first.listingId,
      conversationID,
      lastReactionMessage: `${GOOD_REACTION} (1)`,
      reactionRule: 'conversation',
    });
    expect((await get(second.listingId)).body).toEqual({
      listingID: second.listingId,
      conversationID: null,
      lastReactionMessage: `${GOOD_REACTION} (1)`,
      reactionRule: 'premium',
    });
    const other = await kit.react(tenant, second.listingId, `${GOOD_REACTION} (2)`);
    expect((await get(first.listingId)).body.lastReactionMessage).toBe(`${GOOD_REACTION} (1)`);
    expect((await get(second.listingId)).body).toMatchObject({
      conversationID: other.conversationID,
      lastReactionMessage: `${GOOD_REACTION} (2)`,
    });
  });

  it('never shows another tenant’s reaction', async () => {
    const { listingId } = await kit.landlordWithListing();
    const anna = await kit.user();
    const bob = await kit.user();
    await kit.react(anna, listingId, `${GOOD_REACTION} Anna`);
    const answer = await kit.call(bob, {
      method: 'GET',
      path: '/conversation/listing-reaction',
      query: { listingID: listingId },
    });
    expect(answer.body).toEqual({
      listingID: listingId,
      conversationID: null,
      lastReactionMessage: null,
      reactionRule: 'premium',
    });
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 400 for listingID=%s', async (id) => {
    const tenant = await kit.user();
    const answer = await kit.call(tenant, {
      method: 'GET',
      path: '/conversation/listing-reaction',
      query: { listingID: id },
    });
    expect(answer.status).toBe(400);
  });
});
