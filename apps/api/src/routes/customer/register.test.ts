import { createHash } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sessions, users } from '../../db/schema.js';
import { createTestApp, nextClientAddress, registerUser } from '../../testing/test-app.js';

import type { TestApp } from '../../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

function register(payload: unknown, remoteAddress = nextClientAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/customer/register',
    remoteAddress,
    payload: payload as object,
  });
}

describe('POST /customer/register', () => {
  it('creates the account, answers 201 with the §3 profile and signs in', async () => {
    const response = await register({
      email: 'Anna.de.Vries@example.com',
      password: 'correct horse battery',
      firstName: ' Anna ',
      locale: 'en',
    });
    expect(response.statusCode).toBe(201);
    const profile = response.json();
    expect(profile).toEqual({
      userid: expect.any(Number),
      useremail: 'Anna.de.Vries@example.com',
      usernamefirst: 'Anna',
      userphoto: null,
      haspremiumaccount: false,
      productshortdescription: null,
    });
    const cookie = response.cookies.find((c) => c.name === 'rooms_session');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const view = await t.app.inject({
      method: 'GET',
      url: '/customer/view',
      headers: { cookie: `rooms_session=${cookie!.value}` },
    });
    expect(view.json()).toEqual(profile);
  });

  it('sets an httpOnly, SameSite=Lax, Path=/ cookie for 30 days, not Secure outside production', async () => {
    const response = await register({
      email: 'cookie@example.com',
      password: 'correct horse battery',
      firstName: 'C',
    });
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(
      /^rooms_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
  });

  it('stores an argon2id hash and only the SHA-256 of the session token', async () => {
    const user = await registerUser(t.app, { email: 'hash@example.com' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.passwordHash).not.toContain(user.password);
    const stored = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(createHash('sha256').update(user.token).digest('hex'));
    const days = (stored[0]!.expiresAt.getTime() - stored[0]!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(30, 5);
  });

  it('refuses an e-mail address that has an account, whatever its case, with 409 email_taken', async () => {
    await registerUser(t.app, { email: 'taken@example.com' });
    const response = await register({
      email: 'TAKEN@example.com',
      password: 'another password',
      firstName: 'X',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'email_taken',
      message: 'An account with this e-mail address already exists',
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    [
      'a short password',
      { email: 'v1@example.com', password: 'short', firstName: 'A' },
      'body.password',
    ],
    [
      'a password over 200 characters',
      { email: 'v2@example.com', password: 'x'.repeat(201), firstName: 'A' },
      'body.password',
    ],
    [
      'an invalid e-mail address',
      { email: 'not-an-email', password: 'correct horse battery', firstName: 'A' },
      'body.email',
    ],
    [
      'a blank first name',
      { email: 'v3@example.com', password: 'correct horse battery', firstName: '   ' },
      'body.firstName',
    ],
    [
      'a first name with a line break',
      { email: 'v4@example.com', password: 'correct horse battery', firstName: 'A\nB' },
      'body.firstName',
    ],
    [
      'a missing first name',
      { email: 'v5@example.com', password: 'correct horse battery' },
      'body.firstName',
    ],
    [
      'an unknown locale',
      { email: 'v6@example.com', password: 'correct horse battery', firstName: 'A', locale: 'de' },
      'body.locale',
    ],
    [
      'a number as password',
      { email: 'v7@example.com', password: 12345678901, firstName: 'A' },
      'body.password',
    ],
  ])('answers 400 invalid_request for %s', async (_name, payload, field) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('invalid_request');
    expect(body.data.fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  it('answers 429 after 10 registrations per hour from one address', async () => {
    const address = nextClientAddress();
    for (let i = 0; i < 10; i += 1) {
      const response = await register(
        { email: `bulk${i}@example.com`, password: 'correct horse battery', firstName: 'B' },
        address,
      );
      expect(response.statusCode).toBe(201);
    }
    const refused = await register(
      { email: 'bulk10@example.com', password: 'correct horse battery', firstName: 'B' },
      address,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'http_429',
      message: 'Too many attempts, try again later',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('session cookie in production', () => {
  it('is Secure', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      const response = await production.app.inject({
        method: 'POST',
        url: '/customer/register',
        payload: { email: 'prod@example.com', password: 'correct horse battery', firstName: 'P' },
      });
      expect(String(response.headers['set-cookie'])).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
    } finally {
      await production.close();
    }
  });
});
