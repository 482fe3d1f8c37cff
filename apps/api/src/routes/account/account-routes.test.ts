import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listings, tenantProfiles } from '../../db/schema.js';
import { insertListing } from '../../testing/listing-fixtures.js';
import { nextClientAddress } from '../../testing/test-app.js';
import { createConversationKit } from '../conversation/testing/conversation-kit.js';

import type { TestUser } from '../../testing/test-app.js';
import type { ConversationKit } from '../conversation/testing/conversation-kit.js';

/**
 * The account calls of issue 26 on a real database: `PUT /customer/account`, `POST
 * /customer/change-password`, `GET`/`PUT /customer/settings`, `GET /customer/dashboard`, and
 * the new-message e-mail switch. Every answer is checked against openapi.json (kit.call).
 */

let kit: ConversationKit;

beforeAll(async () => {
  kit = await createConversationKit();
});

afterAll(async () => {
  await kit.close();
});

/** Signs in through the login form from an address of its own; returns the cookie or null. */
async function signIn(email: string, password: string): Promise<string | null> {
  const response = await kit.t.app.inject({
    method: 'POST',
    url: '/customer/login',
    remoteAddress: nextClientAddress(),
    payload: { email, password },
  });
  const token = response.cookies.find((cookie) => cookie.name === 'rooms_session')?.value;
  return response.statusCode === 200 && token !== undefined ? `rooms_session=${token}` : null;
}

function asCookie(user: TestUser, cookie: string): TestUser {
  return { ...user, cookie };
}

/** Bodies every write call must refuse with 400 invalid_request, never 500. */
const HUGE = 'a'.repeat(100_000);

describe('PUT /customer/account', () => {
  it('changes the first name and the language; viewaccount shows them', async () => {
    const user = await kit.user({ firstName: 'Anna', locale: 'nl' });
    const answer = await kit.call(user, {
      method: 'PUT',
      path: '/customer/account',
      body: { firstName: '  Anne-Marie ', locale: 'en' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ firstName: 'Anne-Marie', locale: 'en', email: user.email });
    const view = await kit.call(user, { method: 'GET', path: '/customer/viewaccount' });
    expect(view.body).toMatchObject({
      firstName: 'Anne-Marie',
      locale: 'en',
      // Every user of the conversation kit has premium (reacting needs it, issue 27).
      hasPremiumAccount: true,
      createdAt: expect.any(String),
    });
  });

  it.each([
    ['an empty body', {}],
    ['a number as name', { firstName: 5 }],
    ['a huge name', { firstName: HUGE }],
    ['a NUL in the name', { firstName: 'An\u0000na' }],
    ['a web address as name', { firstName: 'pay at example.com' }],
    ['an unknown language', { locale: 'de' }],
    ['an unknown field', { firstName: 'Anna', email: 'x@example.com' }],
    ['malformed JSON', '{"firstName":'],
  ])('refuses %s with 400 and changes nothing', async (_name, body) => {
    const user = await kit.user({ firstName: 'Bram' });
    const answer = await kit.call(user, { method: 'PUT', path: '/customer/account', body });
    expect(answer.status).toBe(400);
    const view = await kit.call(user, { method: 'GET', path: '/customer/viewaccount' });
    expect(view.body.firstName).toBe('Bram');
  });

  it('is 401 when anonymous', async () => {
    const answer = await kit.call(null, {
      method: 'PUT',
      path: '/customer/account',
      body: { firstName: 'Anna' },
    });
    expect(answer.status).toBe(401);
  });
});

describe('POST /customer/change-password', () => {
  it('sets the new password, keeps this session and signs out every other one', async () => {
    const user = await kit.user();
    const otherDevice = await signIn(user.email, user.password);
    expect(otherDevice).not.toBeNull();
    const answer = await kit.call(user, {
      method: 'POST',
      path: '/customer/change-password',
      body: { currentPassword: user.password, newPassword: 'a brand new passphrase' },
    });
    expect(answer.status).toBe(204);
    expect((await kit.call(user, { method: 'GET', path: '/customer/viewaccount' })).status).toBe(
      200,
    );
    const other = asCookie(user, otherDevice!);
    expect((await kit.call(other, { method: 'GET', path: '/customer/viewaccount' })).status).toBe(
      401,
    );
    expect(await signIn(user.email, user.password)).toBeNull();
    expect(await signIn(user.email, 'a brand new passphrase')).not.toBeNull();
  });

  it('refuses a wrong current password with 400 naming the field, and keeps the old one', async () => {
    const user = await kit.user();
    const answer = await kit.call(user, {
      method: 'POST',
      path: '/customer/change-password',
      body: { currentPassword: 'not my password', newPassword: 'a brand new passphrase' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'invalid_request',
      data: { fields: [{ field: 'body.currentPassword' }] },
    });
    expect(await signIn(user.email, user.password)).not.toBeNull();
  });

  it('counts wrong passwords on the login limits: the 6th attempt is refused with 429', async () => {
    const user = await kit.user();
    const body = (currentPassword: string) => ({
      currentPassword,
      newPassword: 'a brand new passphrase',
    });
    for (let i = 0; i < 5; i += 1) {
      const wrong = await kit.call(user, {
        method: 'POST',
        path: '/customer/change-password',
        body: body(`wrong ${i}`),
      });
      expect(wrong.status).toBe(400);
    }
    const locked = await kit.call(user, {
      method: 'POST',
      path: '/customer/change-password',
      body: body(user.password),
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await signIn(user.email, 'a brand new passphrase')).toBeNull();
  });

  it.each([
    ['a new password under 10 characters', { currentPassword: 'x', newPassword: 'short' }],
    ['a huge new password', { currentPassword: 'x', newPassword: HUGE }],
    ['a number', { currentPassword: 12345, newPassword: 'a brand new passphrase' }],
    ['no current password', { newPassword: 'a brand new passphrase' }],
    ['a NUL-only current password', { currentPassword: '', newPassword: 'a brand new pass' }],
  ])('refuses %s with 400', async (_name, body) => {
    const user = await kit.user();
    const answer = await kit.call(user, {
      method: 'POST',
      path: '/customer/change-password',
      body,
    });
    expect(answer.status).toBe(400);
    expect(await signIn(user.email, user.password)).not.toBeNull();
  });

  it('is 401 when anonymous', async () => {
    const answer = await kit.call(null, {
      method: 'POST',
      path: '/customer/change-password',
      body: { currentPassword: 'whatever it is', newPassword: 'a brand new passphrase' },
    });
    expect(answer.status).toBe(401);
  });
});

describe('GET/PUT /customer/settings', () => {
  it('answers the defaults, then the changed fields, leaving the others', async () => {
    const user = await kit.user({ locale: 'nl' });
    const initial = await kit.call(user, { method: 'GET', path: '/customer/settings' });
    expect(initial.body).toEqual({ emailLanguage: 'nl', alertEmails: true, messageEmails: true });
    const changed = await kit.call(user, {
      method: 'PUT',
      path: '/customer/settings',
      body: { messageEmails: false, emailLanguage: 'en' },
    });
    expect(changed.body).toEqual({ emailLanguage: 'en', alertEmails: true, messageEmails: false });
    const alerts = await kit.call(user, {
      method: 'GET',
      path: '/alert/emailpreferences',
    });
    expect(alerts.body).toMatchObject({ alertEmails: true });
    const view = await kit.call(user, { method: 'GET', path: '/customer/viewaccount' });
    expect(view.body.locale).toBe('en');
  });

  it.each([
    ['an empty body', {}],
    ['a text for a switch', { alertEmails: 'yes' }],
    ['an unknown language', { emailLanguage: 'fr' }],
    ['a NUL in the language', { emailLanguage: 'n\u0000l' }],
    ['an unknown field', { smsMessages: true }],
  ])('refuses %s with 400', async (_name, body) => {
    const user = await kit.user();
    const answer = await kit.call(user, { method: 'PUT', path: '/customer/settings', body });
    expect(answer.status).toBe(400);
  });

  it('is 401 when anonymous', async () => {
    expect((await kit.call(null, { method: 'GET', path: '/customer/settings' })).status).toBe(401);
  });
});

describe('new-message e-mails follow users.message_emails', () => {
  it('are sent while on and not once switched off', async () => {
    const { landlord, listingId } = await kit.landlordWithListing();
    const tenant = await kit.user();
    const { conversationID } = await kit.react(tenant, listingId);
    const toTenant = () => kit.t.outbox().filter((mail) => mail.includes(`To: ${tenant.email}`));

    await kit.call(tenant, {
      method: 'PUT',
      path: '/customer/settings',
      body: { messageEmails: false },
    });
    expect((await kit.send(landlord, conversationID, 'Hallo, nog interesse?')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toTenant()).toEqual([]);

    await kit.call(tenant, {
      method: 'PUT',
      path: '/customer/settings',
      body: { messageEmails: true },
    });
    expect((await kit.send(landlord, conversationID, 'En nu?')).status).toBe(200);
    await expect.poll(() => toTenant().length, { timeout: 5000, interval: 20 }).toBe(1);
  });
});

describe('GET /customer/dashboard', () => {
  it("counts the landlord's adverts, views and reactions and the unread conversations", async () => {
    const { landlord, listingId } = await kit.landlordWithListing({ title: 'Kamer met balkon' });
    const { db } = kit.t.database;
    const second = await insertListing(db, {
      landlordId: landlord.id,
      place: kit.place,
      title: 'Studio aan de gracht',
    });
    // A deleted advert counts nowhere.
    await insertListing(db, { landlordId: landlord.id, place: kit.place, status: 6 });
    await db.update(listings).set({ views: 42 }).where(eq(listings.id, listingId));
    await kit.react(await kit.user(), listingId);
    await kit.react(await kit.user(), listingId);
    await kit.react(await kit.user(), second);
    const answer = await kit.call(landlord, { method: 'GET', path: '/customer/dashboard' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      unreadConversations: 3,
      adverts: { activeCount: 2, totalCount: 2 },
      tenantProfile: { exists: false, percent: 0 },
    });
    // Newest first (same time: the higher id first).
    expect(answer.body.adverts.items).toEqual([
      {
        listingID: second,
        title: 'Studio aan de gracht',
        status: 4,
        isActive: true,
        views: 0,
        reactions: 1,
      },
      {
        listingID: listingId,
        title: 'Kamer met balkon',
        status: 4,
        isActive: true,
        views: 42,
        reactions: 2,
      },
    ]);
    expect(answer.body.tenantProfile.missing).toContain('photo');
  });

  it("counts the tenant's favourites and shows the profile's completeness", async () => {
    const { listingId } = await kit.landlordWithListing();
    const tenant = await kit.user();
    const favourite = await kit.call(tenant, {
      method: 'POST',
      path: '/favorite',
      query: { id: listingId },
    });
    expect(favourite.body.isFavorite).toBe(true);
    await kit.t.database.db.insert(tenantProfiles).values({
      userId: tenant.id,
      introduction: 'Ik ben een rustige student die graag kookt en fietst door de stad.',
      languages: 3,
    });
    const answer = await kit.call(tenant, { method: 'GET', path: '/customer/dashboard' });
    expect(answer.body).toMatchObject({
      favoriteListings: 1,
      favoriteTenants: 0,
      alerts: 0,
      unreadConversations: 0,
      adverts: { activeCount: 0, totalCount: 0, items: [] },
      tenantProfile: { exists: true },
    });
    expect(answer.body.tenantProfile.percent).toBeGreaterThan(0);
    expect(answer.body.tenantProfile.percent).toBeLessThan(100);
    expect(answer.body.tenantProfile.missing).not.toContain('languages');
  });

  it('is 401 when anonymous', async () => {
    expect((await kit.call(null, { method: 'GET', path: '/customer/dashboard' })).status).toBe(401);
  });
});
