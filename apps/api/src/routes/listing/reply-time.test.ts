import { MessageKind } from '@rooms/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { messages } from '../../db/schema.js';
import { createConversationKit } from '../conversation/testing/conversation-kit.js';

import type { ConversationKit } from '../conversation/testing/conversation-kit.js';

let kit: ConversationKit;

beforeAll(async () => {
  kit = await createConversationKit({ MESSAGE_RATE_LIMIT_FACTOR: '100' });
});

afterAll(async () => {
  await kit?.close();
});

const HOUR_MS = 3_600_000;

/** Moves a conversation's messages so the reaction came `hoursAgo` and message `seq` `after` hours later. */
async function timeMessages(conversationId: number, hoursAgo: number, answers: [number, number][]) {
  const db = kit.t.database.db;
  const at = (hours: number) => new Date(Date.now() - hours * HOUR_MS);
  await db
    .update(messages)
    .set({ createdAt: at(hoursAgo) })
    .where(and(eq(messages.conversationId, conversationId), eq(messages.seq, 1)));
  for (const [seq, after] of answers) {
    await db
      .update(messages)
      .set({ createdAt: at(hoursAgo - after) })
      .where(and(eq(messages.conversationId, conversationId), eq(messages.seq, seq)));
  }
}

describe("a landlord's reply time (issue 28)", () => {
  it('is the median time to his first own message over the last 90 days, from 5 reactions on', async () => {
    const { landlord, listingId } = await kit.landlordWithListing();
    const details = () =>
      kit.call(null, { method: 'GET', path: '/listing/details', query: { listingId } });
    const conversations: number[] = [];
    for (let i = 0; i < 4; i++) {
      const tenant = await kit.user();
      conversations.push((await kit.react(tenant, listingId)).conversationID);
    }
    // Four reactions: too few to say anything.
    expect((await details()).body.landlordReplyTime).toBeNull();
    // Answers after 1, 3 and 10 hours; the fourth is not answered.
    for (const [i, after] of [
      [0, 1],
      [1, 3],
      [2, 10],
    ] as const) {
      expect((await kit.send(landlord, conversations[i]!, 'Hoi, kom gerust kijken!')).status).toBe(
        200,
      );
      await timeMessages(conversations[i]!, 48, [[2, after]]);
    }
    // A fifth reaction, 100 days old: outside the window.
    const old = await kit.user();
    const oldConversation = (await kit.react(old, listingId)).conversationID;
    await timeMessages(oldConversation, 100 * 24, []);
    expect((await details()).body.landlordReplyTime).toBeNull();
    // A fifth in the window: the tenant writes again, the landlord does not answer.
    const fifth = await kit.user();
    const fifthConversation = (await kit.react(fifth, listingId)).conversationID;
    expect((await kit.send(fifth, fifthConversation, 'Nog een vraag')).status).toBe(200);
    const answer = await details();
    expect(answer.body.landlordReplyTime).toEqual({
      reactions: 5,
      answeredPercent: 60,
      medianReplyMinutes: 180,
    });
    const profile = await kit.call(null, {
      method: 'GET',
      path: '/listing/landlord-listings',
      query: { landlordID: landlord.id },
    });
    expect(profile.body.landlord.replyTime).toEqual(answer.body.landlordReplyTime);
  });

  it('does not count an automatic reply as an answer', async () => {
    const { landlord, listingId } = await kit.landlordWithListing();
    for (let i = 0; i < 5; i++) {
      const tenant = await kit.user();
      const { conversationID } = await kit.react(tenant, listingId);
      await kit.t.database.db.insert(messages).values({
        conversationId: conversationID,
        senderId: landlord.id,
        seq: 2,
        kind: MessageKind.AutoReply,
        body: 'Bedankt, ik antwoord binnen een week.',
        createdAt: sql`now()`,
      });
    }
    const profile = await kit.call(null, {
      method: 'GET',
      path: '/listing/landlord-listings',
      query: { landlordID: landlord.id },
    });
    expect(profile.body.landlord.replyTime).toEqual({
      reactions: 5,
      answeredPercent: 0,
      medianReplyMinutes: null,
    });
  });
});
