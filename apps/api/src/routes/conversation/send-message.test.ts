import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { conversationParticipants, messages } from '../../db/schema.js';
import { eventually } from '../../testing/test-app.js';

import { createConversationKit, decodeMail } from './testing/conversation-kit.js';

import type { TestUser } from '../../testing/test-app.js';
import type { ConversationKit } from './testing/conversation-kit.js';

/** Per-user limits raised (factor 100: 3000 messages a minute) for the concurrency test. */
let kit: ConversationKit;

beforeAll(async () => {
  kit = await createConversationKit({ MESSAGE_RATE_LIMIT_FACTOR: '100' });
});

afterAll(async () => {
  await kit.close();
});

async function conversationWith(): Promise<{
  landlord: TestUser;
  tenant: TestUser;
  conversationId: number;
}> {
  const { landlord, listingId } = await kit.landlordWithListing();
  const tenant = await kit.user();
  const { conversationID } = await kit.react(tenant, listingId);
  return { landlord, tenant, conversationId: conversationID };
}

async function storedMessages(conversationId: number) {
  return kit.t.database.db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(messages.seq);
}

describe('POST /conversation/send-message', () => {
  it('stores the message as typed and answers with it', async () => {
    const { landlord, conversationId } = await conversationWith();
    const typed = '<img src=x onerror=alert(1)> *hi* https://evil.example/\n\n  spaced  ';
    const answer = await kit.send(landlord, conversationId, typed);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      conversationID: conversationId,
      seq: 2,
      kind: 2,
      text: typed,
      isMine: true,
    });
    const rows = await storedMessages(conversationId);
    expect(rows.map((row) => row.body)).toEqual([expect.any(String), typed]);
  });

  it('200 concurrent sends to one conversation give exactly 200 messages, numbered in order', async () => {
    const { landlord, tenant, conversationId } = await conversationWith();
    const sends = Array.from({ length: 200 }, (_, i) =>
      kit.send(i % 2 === 0 ? tenant : landlord, conversationId, `message ${i}`),
    );
    const answers = await Promise.all(sends);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(200);
    const rows = await storedMessages(conversationId);
    expect(rows).toHaveLength(201);
    // Sequence numbers 1..201 without gaps or doubles; each send's answer names its own row.
    expect(rows.map((row) => row.seq)).toEqual(Array.from({ length: 201 }, (_, i) => i + 1));
    expect(new Set(rows.slice(1).map((row) => row.body)).size).toBe(200);
    const seqOf = new Map(rows.map((row) => [row.id, row.seq]));
    for (const answer of answers) expect(seqOf.get(answer.body.messageID)).toBe(answer.body.seq);
    // The order of seq is the order of storing (ids and times never go backwards).
    for (let i = 1; i < rows.length; i += 1) {
      expect(rows[i]!.createdAt.getTime()).toBeGreaterThanOrEqual(rows[i - 1]!.createdAt.getTime());
    }
    const details = await kit.call(tenant, {
      method: 'GET',
      path: '/conversation/details',
      query: { conversationID: conversationId, rowsPerPage: 100, pageNo: 3 },
    });
    expect(details.body.totalMessageCount).toBe(201);
    expect(details.body.messages.map((m: { seq: number }) => m.seq)).toEqual([1]);
  });

  it('is idempotent: retries with one key store one message, even when concurrent', async () => {
    const { tenant, conversationId } = await conversationWith();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => kit.send(tenant, conversationId, 'Is het nog vrij?', key)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.body.messageID)).size).toBe(1);
    const later = await kit.send(tenant, conversationId, 'Is het nog vrij?', key);
    expect(later.body).toEqual(answers[0]!.body);
    expect(await storedMessages(conversationId)).toHaveLength(2);
  });

  it('refuses a key used for another message or conversation, storing nothing', async () => {
    const first = await conversationWith();
    const { conversationId: otherConversation } = await conversationWith();
    const key = randomUUID();
    expect((await kit.send(first.tenant, first.conversationId, 'Hallo', key)).status).toBe(200);
    const otherText = await kit.send(first.tenant, first.conversationId, 'Anders', key);
    expect(otherText.status).toBe(400);
    expect(otherText.body.code).toBe('invalid_request');
    // Another user's key space is separate: the same key is fine for the landlord.
    expect((await kit.send(first.landlord, first.conversationId, 'Hallo', key)).status).toBe(200);
    // Reusing it elsewhere is refused the same way, whatever the other conversation is.
    const elsewhere = await kit.send(first.tenant, otherConversation, 'Hallo', key);
    expect(elsewhere.status).toBe(400);
    expect(await storedMessages(otherConversation)).toHaveLength(1);
    expect(await storedMessages(first.conversationId)).toHaveLength(3);
  });

  it('answers 404 and stores nothing for a conversation of other users', async () => {
    const { conversationId } = await conversationWith();
    const stranger = await kit.user();
    const answer = await kit.send(stranger, conversationId, 'Hoi');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 'http_404', message: 'Not found' });
    expect(await storedMessages(conversationId)).toHaveLength(1);
    const missing = await kit.send(stranger, 2_000_000_000, 'Hoi');
    expect(missing.body).toEqual(answer.body);
  });

  it('answers 404 once the sender deleted the conversation; the other side can still write', async () => {
    const { landlord, tenant, conversationId } = await conversationWith();
    await kit.call(landlord, {
      method: 'POST',
      path: '/conversation/mark',
      body: { conversationIDs: [conversationId], action: 6 },
    });
    expect((await kit.send(landlord, conversationId, 'Hoi')).status).toBe(404);
    expect((await kit.send(tenant, conversationId, 'Hallo?')).status).toBe(200);
    // The new message brings it back to the landlord's inbox.
    expect((await kit.send(landlord, conversationId, 'Daar ben ik weer')).status).toBe(200);
  });

  it.each([
    ['a blank message', { message: '   ' }],
    ['an empty message', { message: '' }],
    ['a message over 4000 characters', { message: 'x'.repeat(4001) }],
    ['a huge message', { message: 'x'.repeat(500_000) }],
    ['a NUL character', { message: 'a\u0000b' }],
    ['a lone surrogate', { message: 'a\ud800b' }],
    ['a number as message', { message: 42 }],
    ['no idempotency key', { idempotencyKey: undefined }],
    ['a short idempotency key', { idempotencyKey: 'abc' }],
    ['an idempotency key with spaces', { idempotencyKey: 'abc def ghi' }],
    ['a string conversation id', { conversationID: '1' }],
    ['a negative conversation id', { conversationID: -1 }],
    ['a huge conversation id', { conversationID: 1e20 }],
  ])('answers 400 invalid_request for %s', async (_name, change) => {
    const { tenant, conversationId } = await conversationWith();
    const answer = await kit.call(tenant, {
      method: 'POST',
      path: '/conversation/send-message',
      body: {
        conversationID: conversationId,
        message: 'Hoi',
        idempotencyKey: randomUUID(),
        ...change,
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_request');
    expect(await storedMessages(conversationId)).toHaveLength(1);
  });

  it('accepts exactly 4000 characters, emoji counted as one', async () => {
    const { tenant, conversationId } = await conversationWith();
    expect((await kit.send(tenant, conversationId, '😀'.repeat(4000))).status).toBe(200);
  });

  it('is 401 when anonymous', async () => {
    const { conversationId } = await conversationWith();
    const answer = await kit.call(null, {
      method: 'POST',
      path: '/conversation/send-message',
      body: { conversationID: conversationId, message: 'Hoi', idempotencyKey: randomUUID() },
    });
    expect(answer.status).toBe(401);
  });
});

describe('new-message e-mails', () => {
  it('go to the recipient in their language, at most one per conversation per 15 minutes', async () => {
    const { landlord, listingId } = await kit.landlordWithListing({ firstName: 'Kees' });
    const tenant = await kit.user({ firstName: 'Sanne', locale: 'nl' });
    const { conversationID } = await kit.react(tenant, listingId);
    const toTenant = () => kit.t.outbox().filter((mail) => mail.includes(`To: ${tenant.email}`));

    await Promise.all([1, 2, 3].map((i) => kit.send(landlord, conversationID, `Antwoord ${i}`)));
    const first = decodeMail((await eventually(() => toTenant()[0]))!);
    expect(first).toMatch(/^Content-Language: nl$/m);
    expect(first).toMatch(/^Subject: Nieuw bericht van Kees op Rooms$/m);
    expect(first).toContain(
      `https://rooms.test/mijn-berichten/default/conversation/${conversationID}`,
    );
    expect(first).not.toContain('Antwoord');
    await kit.send(landlord, conversationID, 'Nog eentje');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toTenant()).toHaveLength(1);

    // The limit is kept in the database: 16 minutes later (as recorded), the next one goes out.
    await kit.t.database.db
      .update(conversationParticipants)
      .set({ lastNotifiedAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(conversationParticipants.userId, tenant.id));
    await kit.send(landlord, conversationID, 'Na een kwartier');
    await eventually(() => (toTenant().length === 2 ? true : undefined));
  });

  it('are not sent to a recipient who reported the conversation', async () => {
    const { landlord, listingId } = await kit.landlordWithListing();
    const tenant = await kit.user();
    const { conversationID } = await kit.react(tenant, listingId);
    await kit.call(tenant, {
      method: 'POST',
      path: '/conversation/abuse',
      body: { conversationID, reason: 1 },
    });
    await kit.send(landlord, conversationID, 'Hallo?');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(kit.t.outbox().filter((mail) => mail.includes(`To: ${tenant.email}`))).toEqual([]);
  });
});
