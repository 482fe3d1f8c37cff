import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createConversationKit } from './testing/conversation-kit.js';

import type { ConversationKit } from './testing/conversation-kit.js';

let kit: ConversationKit;

beforeAll(async () => {
  // Production limits (factor 1); the test app's clock is frozen, so all sends share a window.
  kit = await createConversationKit();
});

afterAll(async () => {
  await kit.close();
});

describe('sending is rate-limited per user', () => {
  it('answers the 31st message of a minute with 429 in the §8 shape, storing nothing', async () => {
    const { landlord, listingId } = await kit.landlordWithListing();
    const tenant = await kit.user();
    const { conversationID } = await kit.react(tenant, listingId);
    const keys: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      const answer = await kit.send(tenant, conversationID, `bericht ${i}`, `key-${i}-abcdefgh`);
      expect(answer.status).toBe(200);
      keys.push(`key-${i}-abcdefgh`);
    }
    const limited = await kit.send(tenant, conversationID, 'één te veel');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      code: 'http_429',
      message: 'Too many attempts, try again later',
      data: { retryAfterSeconds: expect.any(Number) },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // A retry of a message already sent still answers (it stores nothing, so it is not counted).
    const retry = await kit.send(tenant, conversationID, 'bericht 3', keys[3]);
    expect(retry.status).toBe(200);
    // The limit is per user: the landlord can still answer.
    expect((await kit.send(landlord, conversationID, 'Hoi!')).status).toBe(200);
    const details = await kit.call(tenant, {
      method: 'GET',
      path: '/conversation/details',
      query: { conversationID },
    });
    expect(details.body.totalMessageCount).toBe(32);
  });

  it('limits reactions to 20 per user per hour', async () => {
    const tenant = await kit.user();
    for (let i = 0; i < 20; i += 1) {
      const { listingId } = await kit.landlordWithListing();
      await kit.react(tenant, listingId);
    }
    const { listingId } = await kit.landlordWithListing();
    const answer = await kit.call(tenant, {
      method: 'POST',
      path: '/conversation/listing-reaction',
      body: { listingID: listingId, message: 'Hoi, ik ben Sem en ik zoek een kamer.' },
    });
    expect(answer.status).toBe(429);
    expect(answer.body.code).toBe('http_429');
  });
});
