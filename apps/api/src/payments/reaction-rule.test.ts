import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { conversations, listings } from '../db/schema.js';
import {
  createConversationKit,
  GOOD_REACTION,
  type ConversationKit,
} from '../routes/conversation/testing/conversation-kit.js';
import { registerUser, type TestUser } from '../testing/test-app.js';

let kit: ConversationKit;

beforeAll(async () => {
  kit = await createConversationKit();
});

afterAll(async () => {
  await kit.close();
});

function rule(user: TestUser, listingId: number) {
  return kit.call(user, {
    method: 'GET',
    path: '/conversation/listing-reaction',
    query: { listingID: listingId },
  });
}

function react(user: TestUser, listingId: number) {
  return kit.call(user, {
    method: 'POST',
    path: '/conversation/listing-reaction',
    body: { listingID: listingId, message: GOOD_REACTION },
  });
}

async function setUnlocked(listingId: number, until: Date | null) {
  await kit.t.database.db
    .update(listings)
    .set({ unlockedUntil: until })
    .where(eq(listings.id, listingId));
}

describe('who may react (issue 27)', () => {
  it('a tenant without premium is told before, and refused with premium_required', async () => {
    const { listingId } = await kit.landlordWithListing();
    const tenant = await registerUser(kit.t.app);
    expect((await rule(tenant, listingId)).body.reactionRule).toBe('premiumRequired');
    const refused = await react(tenant, listingId);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('premium_required');
    const rows = await kit.t.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.listingId, listingId));
    expect(rows).toHaveLength(0);
  });

  it('an unlocked advert takes reactions from everyone; an existing conversation stays open', async () => {
    const { listingId } = await kit.landlordWithListing();
    const tenant = await registerUser(kit.t.app);
    await setUnlocked(listingId, new Date(Date.now() + 3 * 86_400_000));
    expect((await rule(tenant, listingId)).body.reactionRule).toBe('unlocked');
    expect((await react(tenant, listingId)).status).toBe(200);
    // The unlock ends: the tenant may still write in the conversation.
    await setUnlocked(listingId, new Date(Date.now() - 1000));
    expect((await rule(tenant, listingId)).body.reactionRule).toBe('conversation');
    expect((await react(tenant, listingId)).status).toBe(200);
    const other = await registerUser(kit.t.app);
    expect((await react(other, listingId)).status).toBe(403);
  });

  it('a premium tenant may react to every advert', async () => {
    const { listingId } = await kit.landlordWithListing();
    const tenant = await kit.user();
    expect((await rule(tenant, listingId)).body.reactionRule).toBe('premium');
    expect((await react(tenant, listingId)).status).toBe(200);
  });
});
