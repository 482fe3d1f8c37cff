import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sessions, users } from '../../db/schema.js';
import { createTestApp, registerUser } from '../../testing/test-app.js';

import type { TestApp } from '../../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const NOT_AUTHENTICATED = { code: 'http_401', message: 'Not authenticated' };

describe('GET /customer/view', () => {
  it('gives exactly the §3 profile fields of the signed-in user', async () => {
    const user = await registerUser(t.app, { firstName: 'Sanne' });
    await t.database.db
      .update(users)
      .set({
        photoKey: 'u/42.webp',
        premiumUntil: new Date(Date.now() + 86_400_000),
        productShortDescription: 'Premium 1 month',
      })
      .where(eq(users.id, user.id));
    const response = await t.app.inject({
      method: 'GET',
      url: '/customer/view',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userid: user.id,
      useremail: user.email,
      usernamefirst: 'Sanne',
      userphoto: 'u/42.webp',
      haspremiumaccount: true,
      productshortdescription: 'Premium 1 month',
    });
  });

  it.each([
    ['no session', {}],
    ['an unknown token', { cookie: `rooms_session=${'A'.repeat(43)}` }],
    ['a malformed cookie', { cookie: 'rooms_session=%%%; other=1' }],
    ['a huge cookie', { cookie: `rooms_session=${'x'.repeat(4000)}` }],
    ['a malformed bearer header', { authorization: 'Bearer' }],
    ['a basic authorization header', { authorization: 'Basic dXNlcjpwYXNz' }],
  ])('is 401 http_401 with %s', async (_name, headers) => {
    const response = await t.app.inject({ method: 'GET', url: '/customer/view', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(NOT_AUTHENTICATED);
  });

  it('is 401 once the session has expired', async () => {
    const user = await registerUser(t.app);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    const response = await t.app.inject({
      method: 'GET',
      url: '/customer/view',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /customer/viewaccount', () => {
  it('gives the account fields of the signed-in user', async () => {
    const user = await registerUser(t.app, { firstName: 'Daan', locale: 'en' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/customer/viewaccount',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(200);
    const account = response.json();
    expect(account).toEqual({
      userId: user.id,
      email: user.email,
      firstName: 'Daan',
      lastName: '',
      locale: 'en',
      photoKey: null,
      hasPremiumAccount: false,
      productShortDescription: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(Math.abs(Date.parse(account.createdAt) - Date.now())).toBeLessThan(60_000);
  });

  it('is 401 when anonymous', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/customer/viewaccount' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(NOT_AUTHENTICATED);
  });
});
