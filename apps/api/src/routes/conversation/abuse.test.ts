import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { abuseReports } from '../../db/schema.js';
import { insertListing } from '../../testing/listing-fixtures.js';

import { createConversationKit } from './testing/conversation-kit.js';

import type { ConversationKit } from './testing/conversation-kit.js';

let kit: ConversationKit;

beforeAll(async () => {
  kit = await createConversationKit();
});

afterAll(async () => {
  await kit.close();
});

describe('POST /conversation/abuse', () => {
  it('stores the report and moves the conversation out of the reporter’s inbox only', async () => {
    const { landlord, listingId } = await kit.landlordWithListing();
    const tenant = await kit.user();
    const { conversationID } = await kit.react(tenant, listingId);
    const answer = await kit.call(landlord, {
      method: 'POST',
      path: '/conversation/abuse',
      body: { conversationID, reason: 2, comment: 'Vraagt om <b>geld</b> vooraf' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ conversationID, reason: 2, folder: 4 });
    for (const inboxType of [0, 1, 4, 9, 15, 16, 17]) {
      const inbox = await kit.call(landlord, {
        method: 'GET',
        path: '/conversation/my-conversations',
        query: { inboxType },
      });
      expect(inbox.body.totalCount).toBe(0);
    }
    const tenantInbox = await kit.call(tenant, {
      method: 'GET',
      path: '/conversation/my-conversations',
    });
    expect(tenantInbox.body.totalCount).toBe(1);
    // Reporting again replaces the reason; still one report.
    await kit.call(landlord, {
      method: 'POST',
      path: '/conversation/abuse',
      body: { conversationID, reason: 1 },
    });
    const rows = (await kit.t.database.db.select().from(abuseReports)).filter(
      (row) => row.conversationId === conversationID,
    );
    expect(rows).toEqual([
      expect.objectContaining({ reporterId: landlord.id, reason: 1, comment: '', listingId: null }),
    ]);
    // The reported party can no longer write to the reporter (report-block.test.ts), so
    // nothing brings it back.
    expect((await kit.send(tenant, conversationID, 'Waarom reageer je niet?')).status).toBe(403);
    const after = await kit.call(landlord, {
      method: 'GET',
      path: '/conversation/my-conversations',
    });
    expect(after.body.totalCount).toBe(0);
  });

  it.each([
    ['an unknown reason', { reason: 6 }],
    ['reason zero', { reason: 0 }],
    ['a string reason', { reason: '1' }],
    ['a comment over 2000 characters', { reason: 1, comment: 'x'.repeat(2001) }],
    ['a comment with control characters', { reason: 1, comment: 'a\u0000' }],
    ['a missing conversation', { reason: 1, conversationID: undefined }],
  ])('answers 400 invalid_request for %s', async (_name, change) => {
    const user = await kit.user();
    const answer = await kit.call(user, {
      method: 'POST',
      path: '/conversation/abuse',
      body: { conversationID: 1, ...change },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_request');
  });
});

describe('POST /listing/abuse', () => {
  it('stores one report per user and advert; the advert stays online', async () => {
    const { listingId } = await kit.landlordWithListing();
    const user = await kit.user();
    const answer = await kit.call(user, {
      method: 'POST',
      path: '/listing/abuse',
      body: { listingID: listingId, reason: 6, comment: 'Foto’s van een andere site' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ listingID: listingId, reason: 6 });
    await kit.call(user, {
      method: 'POST',
      path: '/listing/abuse',
      body: { listingID: listingId, reason: 3 },
    });
    const rows = (await kit.t.database.db.select().from(abuseReports)).filter(
      (row) => row.listingId === listingId,
    );
    expect(rows).toEqual([expect.objectContaining({ reporterId: user.id, reason: 3 })]);
    const details = await kit.call(null, {
      method: 'GET',
      path: '/listing/details',
      query: { listingId },
    });
    expect(details.status).toBe(200);
  });

  it('refuses the own advert (403), hidden or missing adverts (1015) and anonymous users (401)', async () => {
    const { landlord, listingId } = await kit.landlordWithListing();
    const own = await kit.call(landlord, {
      method: 'POST',
      path: '/listing/abuse',
      body: { listingID: listingId, reason: 1 },
    });
    expect(own.status).toBe(403);
    const hidden = await insertListing(kit.t.database.db, {
      landlordId: landlord.id,
      place: kit.place,
      status: 6,
    });
    const user = await kit.user();
    for (const listingID of [hidden, 2_000_000_000]) {
      const answer = await kit.call(user, {
        method: 'POST',
        path: '/listing/abuse',
        body: { listingID, reason: 1 },
      });
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe(1015);
    }
    const anonymous = await kit.call(null, {
      method: 'POST',
      path: '/listing/abuse',
      body: { listingID: listingId, reason: 1 },
    });
    expect(anonymous.status).toBe(401);
  });

  it.each([
    ['reason Other without a comment', { reason: 6 }],
    ['reason Other with a blank comment', { reason: 6, comment: '   ' }],
    ['an unknown reason', { reason: 7 }],
    ['a huge comment', { reason: 1, comment: 'x'.repeat(100_000) }],
    ['a string id', { reason: 1, listingID: 'abc' }],
  ])('answers 400 invalid_request for %s', async (_name, change) => {
    const user = await kit.user();
    const answer = await kit.call(user, {
      method: 'POST',
      path: '/listing/abuse',
      body: { listingID: 1, ...change },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_request');
  });
});
