import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sessions } from '../../db/schema.js';
import { createTestApp, nextClientAddress, registerUser } from '../../testing/test-app.js';

import type { TestApp } from '../../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

function view(cookie: string) {
  return t.app.inject({ method: 'GET', url: '/customer/view', headers: { cookie } });
}

async function loginAgain(email: string, password: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/customer/login',
    remoteAddress: nextClientAddress(),
    payload: { email, password },
  });
  return `rooms_session=${response.cookies.find((c) => c.name === 'rooms_session')!.value}`;
}

describe('POST /customer/logout', () => {
  it('revokes the session, clears the cookie and leaves other sessions alone', async () => {
    const user = await registerUser(t.app);
    const otherDevice = await loginAgain(user.email, user.password);
    const response = await t.app.inject({
      method: 'POST',
      url: '/customer/logout',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(String(response.headers['set-cookie'])).toMatch(
      /^rooms_session=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/,
    );
    expect((await view(user.cookie)).statusCode).toBe(401);
    expect((await view(otherDevice)).statusCode).toBe(200);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.filter((row) => row.revokedAt !== null)).toHaveLength(1);
  });

  it('revokes a session presented as a bearer token', async () => {
    const user = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/customer/logout',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(response.statusCode).toBe(204);
    expect((await view(user.cookie)).statusCode).toBe(401);
  });

  it('answers 204 without a session, with a garbage cookie and twice in a row', async () => {
    const user = await registerUser(t.app);
    for (const headers of [
      {},
      { cookie: 'rooms_session=garbage' },
      { cookie: user.cookie },
      { cookie: user.cookie },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/customer/logout', headers });
      expect(response.statusCode).toBe(204);
    }
  });
});

describe('POST /customer/logout-all', () => {
  it('revokes every session of the user and none of another user', async () => {
    const user = await registerUser(t.app);
    const otherDevice = await loginAgain(user.email, user.password);
    const someoneElse = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/customer/logout-all',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/^rooms_session=; Max-Age=0;/);
    expect((await view(user.cookie)).statusCode).toBe(401);
    expect((await view(otherDevice)).statusCode).toBe(401);
    expect((await view(someoneElse.cookie)).statusCode).toBe(200);
  });

  it('is 401 when anonymous', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/customer/logout-all' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'http_401', message: 'Not authenticated' });
  });
});
