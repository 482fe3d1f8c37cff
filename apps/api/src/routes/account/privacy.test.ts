import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DELETED_EMAIL_DOMAIN } from '../../account/delete-account.js';
import {
  favoriteListings,
  listingPhotos,
  listings,
  searchAlerts,
  sessions,
  tenantProfiles,
  users,
} from '../../db/schema.js';
import { nextClientAddress, registerUser } from '../../testing/test-app.js';
import { createConversationKit } from '../conversation/testing/conversation-kit.js';

import type { ConversationKit } from '../conversation/testing/conversation-kit.js';

/**
 * GDPR rights of issue 26 on a real database: `GET /customer/export` (art. 15, 20) and `POST
 * /customer/delete-account` (art. 17).
 */

let kit: ConversationKit;

beforeAll(async () => {
  kit = await createConversationKit();
});

afterAll(async () => {
  await kit.close();
});

function login(email: string, password: string) {
  return kit.t.app.inject({
    method: 'POST',
    url: '/customer/login',
    remoteAddress: nextClientAddress(),
    payload: { email, password },
  });
}

/** A landlord with an advert (with a photo) and a tenant who reacted; both wrote once more. */
async function conversationPair() {
  const { landlord, listingId } = await kit.landlordWithListing({ firstName: 'Kees' });
  await kit.t.database.db
    .insert(listingPhotos)
    .values({ listingId, imageKey: `photo-of-${listingId}`, position: 0, isCover: true });
  const tenant = await kit.user({ firstName: 'Sanne' });
  const { conversationID } = await kit.react(tenant, listingId);
  await kit.send(landlord, conversationID, 'Hallo Sanne, kom je kijken?');
  await kit.send(tenant, conversationID, 'Graag, dinsdag om acht uur?');
  return { landlord, tenant, listingId, conversationID };
}

describe('GET /customer/export', () => {
  it("is a JSON download of the caller's data and of nobody else's", async () => {
    const { landlord, tenant, listingId, conversationID } = await conversationPair();
    const answer = await kit.call(landlord, { method: 'GET', path: '/customer/export' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="rooms-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(answer.headers['cache-control']).toBe('no-store');
    const data = answer.body;
    expect(data.account).toMatchObject({ userId: landlord.id, email: landlord.email });
    expect(data.adverts).toEqual([
      expect.objectContaining({
        id: listingId,
        title: 'Kamer aan de Herestraat',
        photos: [{ imageKey: `photo-of-${listingId}`, position: 0, isCover: true }],
      }),
    ]);
    expect(data.messagesSent).toEqual([
      expect.objectContaining({
        conversationID,
        listingID: listingId,
        text: 'Hallo Sanne, kom je kijken?',
        sentAt: expect.any(String),
      }),
    ]);
    expect(data.signIns.length).toBeGreaterThan(0);
    const text = JSON.stringify(data);
    // Nothing of the other party: not the address, not the messages.
    expect(text).not.toContain(tenant.email);
    expect(text).not.toContain('Graag, dinsdag');
    // No secrets: no password hash, no session token or its hash.
    expect(text).not.toMatch(/argon2|passwordHash|tokenHash/);
    expect(text).not.toContain(landlord.token);
  });

  it("contains the tenant's profile, favourites and alerts", async () => {
    const { tenant, listingId } = await conversationPair();
    await kit.t.database.db
      .insert(tenantProfiles)
      .values({ userId: tenant.id, introduction: 'Rustige student.' });
    await kit.call(tenant, { method: 'POST', path: '/favorite', query: { id: listingId } });
    const answer = await kit.call(tenant, { method: 'GET', path: '/customer/export' });
    expect(answer.body.tenantProfile).toMatchObject({ introduction: 'Rustige student.' });
    expect(answer.body.favoriteListings).toEqual([
      { listingID: listingId, savedAt: expect.any(String) },
    ]);
    expect(answer.body.messagesSent).toHaveLength(2);
    expect(answer.body.adverts).toEqual([]);
  });

  it('is 401 when anonymous', async () => {
    expect((await kit.call(null, { method: 'GET', path: '/customer/export' })).status).toBe(401);
  });
});

describe('POST /customer/delete-account', () => {
  it('refuses a wrong password with 400 and deletes nothing', async () => {
    const user = await kit.user();
    const answer = await kit.call(user, {
      method: 'POST',
      path: '/customer/delete-account',
      body: { password: 'not the password' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ data: { fields: [{ field: 'body.password' }] } });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it.each([
    ['an empty body', {}],
    ['a number', { password: 42 }],
    ['a huge password', { password: 'x'.repeat(100_000) }],
    ['an unknown field', { password: 'x', confirm: true }],
  ])('refuses %s with 400', async (_name, body) => {
    const user = await kit.user();
    const answer = await kit.call(user, { method: 'POST', path: '/customer/delete-account', body });
    expect(answer.status).toBe(400);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it("empties the account, removes its adverts and keeps the other party's conversation", async () => {
    const { landlord, tenant, listingId, conversationID } = await conversationPair();
    const { db } = kit.t.database;
    await kit.call(landlord, { method: 'POST', path: '/favorite', query: { id: listingId } });
    const searchAll = () =>
      kit.call(null, { method: 'POST', path: '/listing/findlistings', body: { rowsPerPage: 100 } });
    const found = (answer: { body: { listings: { id: number }[] } }) =>
      answer.body.listings.map((card) => card.id);
    expect(found(await searchAll())).toContain(listingId);
    const secondDevice = (await login(landlord.email, landlord.password)).cookies.find(
      (cookie) => cookie.name === 'rooms_session',
    )!.value;

    const answer = await kit.call(landlord, {
      method: 'POST',
      path: '/customer/delete-account',
      body: { password: landlord.password },
    });
    expect(answer.status).toBe(204);
    expect(String(answer.headers['set-cookie'])).toMatch(/^rooms_session=;/);

    // Signed out everywhere; the sessions are gone.
    for (const token of [landlord.token, secondDevice]) {
      const view = await kit.call(
        { ...landlord, cookie: `rooms_session=${token}` },
        { method: 'GET', path: '/customer/viewaccount' },
      );
      expect(view.status).toBe(401);
    }
    expect(await db.select().from(sessions).where(eq(sessions.userId, landlord.id))).toEqual([]);

    // The row stays, emptied.
    const [row] = await db.select().from(users).where(eq(users.id, landlord.id));
    expect(row).toMatchObject({
      firstName: '',
      photoKey: null,
      birthDate: null,
      gender: null,
      occupation: null,
      deletedAt: expect.any(Date),
    });
    expect(row!.email).toMatch(new RegExp(`^deleted-${landlord.id}-.+@${DELETED_EMAIL_DOMAIN}$`));
    expect(row!.email).not.toContain(landlord.email.split('@')[0]!);

    // The advert is removed (status Deleted), gone from search; its photos' rows too.
    const [advert] = await db.select().from(listings).where(eq(listings.id, listingId));
    expect(advert!.status).toBe(6);
    expect(
      await db.select().from(listingPhotos).where(eq(listingPhotos.listingId, listingId)),
    ).toEqual([]);
    expect(found(await searchAll())).not.toContain(listingId);
    expect(
      await db.select().from(favoriteListings).where(eq(favoriteListings.userId, landlord.id)),
    ).toEqual([]);

    // The tenant still reads the conversation, the landlord shown as a deleted user.
    const details = await kit.call(tenant, {
      method: 'GET',
      path: '/conversation/details',
      query: { conversationID, pageNo: 1, rowsPerPage: 50 },
    });
    expect(details.status).toBe(200);
    expect(details.body.otherParty).toEqual({
      userID: landlord.id,
      firstName: '',
      photoKey: null,
      isDeleted: true,
    });
    expect(details.body.messages.map((message: { text: string }) => message.text)).toContain(
      'Hallo Sanne, kom je kijken?',
    );
    const inbox = await kit.call(tenant, {
      method: 'GET',
      path: '/conversation/my-conversations',
      query: { pageNo: 1, rowsPerPage: 20 },
    });
    expect(inbox.body.items).toEqual([
      expect.objectContaining({
        conversationID,
        otherParty: expect.objectContaining({ isDeleted: true }),
      }),
    ]);

    // Nobody can write to the deleted account.
    const reply = await kit.send(tenant, conversationID, 'Hallo? Bent u er nog?');
    expect(reply.status).toBe(403);
    expect(reply.body.code).toBe('conversation_blocked');

    // The old address signs in like an unknown one, and can register again.
    const oldLogin = await login(landlord.email, landlord.password);
    const unknown = await login(`nobody-${Date.now()}@example.com`, landlord.password);
    expect(oldLogin.statusCode).toBe(401);
    expect(oldLogin.body).toBe(unknown.body);
    const again = await registerUser(kit.t.app, {
      email: landlord.email,
      password: 'a new life 2026',
    });
    expect(again.id).not.toBe(landlord.id);
    expect((await login(landlord.email, 'a new life 2026')).statusCode).toBe(200);
  });

  it("removes a tenant's profile, favourites and alerts, and other people's favourites of the tenant", async () => {
    const { tenant, landlord } = await conversationPair();
    const { db } = kit.t.database;
    await db.insert(tenantProfiles).values({ userId: tenant.id, introduction: 'Hallo.' });
    const answer = await kit.call(tenant, {
      method: 'POST',
      path: '/customer/delete-account',
      body: { password: tenant.password },
    });
    expect(answer.status).toBe(204);
    expect(
      await db.select().from(tenantProfiles).where(eq(tenantProfiles.userId, tenant.id)),
    ).toEqual([]);
    expect(await db.select().from(searchAlerts).where(eq(searchAlerts.userId, tenant.id))).toEqual(
      [],
    );
    // The landlord's inbox shows the tenant as deleted.
    const inbox = await kit.call(landlord, {
      method: 'GET',
      path: '/conversation/my-conversations',
      query: { pageNo: 1, rowsPerPage: 20 },
    });
    expect(inbox.body.items[0].otherParty).toMatchObject({ firstName: '', isDeleted: true });
  });

  it('is 401 when anonymous', async () => {
    const answer = await kit.call(null, {
      method: 'POST',
      path: '/customer/delete-account',
      body: { password: 'whatever' },
    });
    expect(answer.status).toBe(401);
  });
});
