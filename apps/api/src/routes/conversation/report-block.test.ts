import { ErrorCode } from '@rooms/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { insertListing } from '../../testing/listing-fixtures.js';

import { createConversationKit, GOOD_REACTION } from './testing/conversation-kit.js';

import type { TestUser } from '../../testing/test-app.js';
import type { ConversationKit } from './testing/conversation-kit.js';

/** Issue 23: an abuse report on a conversation stops the reported person writing to the reporter. */

let kit: ConversationKit;

beforeAll(async () => {
  kit = await createConversationKit();
});

afterAll(async () => {
  await kit.close();
});

function report(user: TestUser, conversationID: number) {
  return kit.call(user, {
    method: 'POST',
    path: '/conversation/abuse',
    body: { conversationID, reason: 4 },
  });
}

function details(user: TestUser, conversationID: number) {
  return kit.call(user, {
    method: 'GET',
    path: '/conversation/details',
    query: { conversationID },
  });
}

function postReaction(tenant: TestUser, listingID: number) {
  return kit.call(tenant, {
    method: 'POST',
    path: '/conversation/listing-reaction',
    body: { listingID, message: GOOD_REACTION },
  });
}

describe('a conversation the landlord reported', () => {
  let landlord: TestUser;
  let tenant: TestUser;
  let listingId: number;
  let conversationID: number;

  beforeAll(async () => {
    ({ landlord, listingId } = await kit.landlordWithListing());
    tenant = await kit.user();
    ({ conversationID } = await kit.react(tenant, listingId));
    await kit.send(landlord, conversationID, 'Welkom, wanneer wil je kijken?');
    expect((await report(landlord, conversationID)).status).toBe(200);
  });

  it('refuses the reported tenant’s messages with 403 conversation_blocked, storing nothing', async () => {
    const before = (await details(landlord, conversationID)).body.totalMessageCount as number;
    const sent = await kit.send(tenant, conversationID, 'Waarom reageer je niet meer?');
    expect(sent.status).toBe(403);
    expect(sent.body).toMatchObject({
      code: ErrorCode.ConversationBlocked,
      message: expect.any(String),
    });
    expect((await details(landlord, conversationID)).body.totalMessageCount).toBe(before);
  });

  it('lets the reporter still read the conversation (and write in it), and the tenant read it', async () => {
    const read = await details(landlord, conversationID);
    expect(read.status).toBe(200);
    expect(read.body.totalMessageCount).toBe(2);
    expect((await kit.send(landlord, conversationID, 'Ik heb dit gemeld.')).status).toBe(200);
    expect((await details(tenant, conversationID)).status).toBe(200);
  });

  it('refuses the reported tenant’s reactions to any advert of the reporter', async () => {
    const again = await postReaction(tenant, listingId);
    expect(again.status).toBe(403);
    expect(again.body.code).toBe(ErrorCode.ConversationBlocked);
    const otherAdvert = await insertListing(kit.t.database.db, {
      landlordId: landlord.id,
      place: kit.place,
      title: 'Tweede kamer van dezelfde verhuurder',
    });
    const fresh = await postReaction(tenant, otherAdvert);
    expect(fresh.status).toBe(403);
    expect(fresh.body.code).toBe(ErrorCode.ConversationBlocked);
  });

  it('leaves the other conversations of both people as they were', async () => {
    // The reported tenant with another landlord.
    const other = await kit.landlordWithListing();
    const elsewhere = await kit.react(tenant, other.listingId);
    expect((await kit.send(tenant, elsewhere.conversationID, 'Nog een vraag.')).status).toBe(200);
    expect((await kit.send(other.landlord, elsewhere.conversationID, 'Graag.')).status).toBe(200);
    // Another tenant with the reporting landlord, on the same advert.
    const neighbour = await kit.user();
    const theirs = await kit.react(neighbour, listingId);
    expect((await kit.send(neighbour, theirs.conversationID, 'Is hij nog vrij?')).status).toBe(200);
    expect((await kit.send(landlord, theirs.conversationID, 'Ja!')).status).toBe(200);
  });
});

describe('a conversation the tenant reported', () => {
  it('blocks the landlord in it, not the tenant’s reactions to the landlord’s other adverts', async () => {
    const { landlord, listingId } = await kit.landlordWithListing();
    const tenant = await kit.user();
    const { conversationID } = await kit.react(tenant, listingId);
    expect((await report(tenant, conversationID)).status).toBe(200);

    const sent = await kit.send(landlord, conversationID, 'Maak eerst de borg over.');
    expect(sent.status).toBe(403);
    expect(sent.body.code).toBe(ErrorCode.ConversationBlocked);
    // The reporter decides: the tenant may still contact the landlord about another advert.
    const otherAdvert = await insertListing(kit.t.database.db, {
      landlordId: landlord.id,
      place: kit.place,
      title: 'Andere kamer',
    });
    expect((await postReaction(tenant, otherAdvert)).status).toBe(200);
  });
});
