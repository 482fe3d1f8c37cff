import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hashPassword } from '../../auth/password.js';
import { createSession } from '../../auth/session-store.js';
import { users } from '../../db/schema.js';
import { createTestApp, nextClientAddress } from '../../testing/test-app.js';

import type { TestApp } from '../../testing/test-app.js';
import type { FastifyInstance } from 'fastify';

let accounts = 0;

/**
 * An account stored directly (not through sign-up, whose flow is not this file's subject), with
 * a session token.
 */
async function registerUser(
  app: FastifyInstance,
  overrides: { email?: string; firstName?: string } = {},
): Promise<{ id: number; email: string; password: string; token: string }> {
  accounts += 1;
  const email = overrides.email ?? `login${accounts}-${Date.now()}@example.com`;
  const password = `password ${accounts} of the login tests`;
  const [row] = await app.database.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      firstName: overrides.firstName ?? 'Test',
    })
    .returning({ id: users.id });
  if (row === undefined) throw new Error('no user inserted');
  const { token } = await createSession(app.database.db, row.id);
  return { id: row.id, email, password, token };
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

function login(email: string, password: string, remoteAddress = nextClientAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/customer/login',
    remoteAddress,
    payload: { email, password },
  });
}

function sessionCookieOf(response: {
  cookies: { name: string; value: string }[];
}): string | undefined {
  return response.cookies.find((cookie) => cookie.name === 'rooms_session')?.value;
}

describe('POST /customer/login', () => {
  it('answers 400 invalid_request naming the field for a NUL in the e-mail, not 500', async () => {
    const response = await login('tenant\u0000@rooms.test', 'a password');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_request',
      data: { fields: [expect.objectContaining({ field: 'body.email' })] },
    });
  });

  it('signs in with the right password: 200 with the §3 profile and a new session cookie', async () => {
    const user = await registerUser(t.app, { firstName: 'Lotte' });
    const response = await login(user.email.toUpperCase(), user.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      userid: user.id,
      useremail: user.email,
      usernamefirst: 'Lotte',
    });
    const token = sessionCookieOf(response);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).not.toBe(user.token);
    expect(String(response.headers['set-cookie'])).toMatch(
      /; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
    );

    const view = await t.app.inject({
      method: 'GET',
      url: '/customer/view',
      headers: { cookie: `rooms_session=${token}` },
    });
    expect(view.json().userid).toBe(user.id);
  });

  it('accepts the same token as a bearer header', async () => {
    const user = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/debug/authorized',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, userId: user.id });
  });

  it('answers a wrong password and an unknown e-mail address identically (401, one message)', async () => {
    const user = await registerUser(t.app);
    const wrongPassword = await login(user.email, 'wrong password!');
    const unknownEmail = await login('nobody-here@example.com', user.password);
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      code: 'http_401',
      message: 'E-mail address or password is incorrect',
    });
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
    expect(unknownEmail.headers['set-cookie']).toBeUndefined();
  });

  it('refuses the 6th attempt on an account from one client with 429, even with the right password', async () => {
    const user = await registerUser(t.app);
    const attacker = nextClientAddress();
    for (let i = 0; i < 5; i += 1)
      expect((await login(user.email, `wrong ${i}`, attacker)).statusCode).toBe(401);
    const locked = await login(user.email, user.password, attacker);
    expect(locked.statusCode).toBe(429);
    const body = locked.json();
    expect(body).toEqual({
      code: 'http_429',
      message: 'Too many attempts, try again later',
      data: { retryAfterSeconds: expect.any(Number) },
    });
    expect(body.data.retryAfterSeconds).toBeGreaterThan(0);
    expect(body.data.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect(locked.headers['retry-after']).toBe(String(body.data.retryAfterSeconds));
    expect(sessionCookieOf(locked)).toBeUndefined();
  });

  it("does not lock the owner out: an attacker's failures from another address leave the owner's sign-in working", async () => {
    const user = await registerUser(t.app);
    const attacker = nextClientAddress();
    for (let i = 0; i < 8; i += 1) await login(user.email, `wrong ${i}`, attacker);
    expect((await login(user.email, 'wrong again', attacker)).statusCode).toBe(429);
    const owner = await login(user.email, user.password, nextClientAddress());
    expect(owner.statusCode).toBe(200);
    expect(sessionCookieOf(owner)).toBeDefined();
  });

  it('counts attempts before checking the password: concurrent wrong passwords get exactly 5 checks', async () => {
    const user = await registerUser(t.app);
    const attacker = nextClientAddress();
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) => login(user.email, `wrong ${i}`, attacker)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429]);
  });

  it('counts every spelling of a stored address on the one account', async () => {
    const user = await registerUser(t.app);
    const client = nextClientAddress();
    const [local = '', domain = ''] = user.email.split('@');
    const variants = [
      user.email.toUpperCase(),
      `${local[0]?.toUpperCase()}${local.slice(1)}@${domain.toUpperCase()}`,
      `  ${user.email}  `,
      user.email,
      user.email.toUpperCase(),
    ];
    for (const variant of variants)
      expect((await login(variant, 'wrong password', client)).statusCode).toBe(401);
    expect((await login(user.email, user.password, client)).statusCode).toBe(429);
  });

  it('counts a spelling that only PostgreSQL lower-cases to the address on the account', async () => {
    const user = await registerUser(t.app, { email: `ivy-${Date.now()}@example.com` });
    // JavaScript lower-cases U+0130 to "i" plus a combining dot; PostgreSQL's lower() (a UTF-8
    // locale) to "i", so this spelling finds the account. The former counter, keyed on the
    // JavaScript lower case, gave it a fresh budget of 5.
    const turkish = `\u0130${user.email.slice(1)}`;
    expect((await login(turkish, user.password, nextClientAddress())).statusCode).toBe(200);
    const client = nextClientAddress();
    for (let i = 0; i < 5; i += 1)
      expect((await login(user.email, `wrong ${i}`, client)).statusCode).toBe(401);
    expect((await login(turkish, user.password, client)).statusCode).toBe(429);
  });

  it('answers unknown e-mail addresses the same way (no enumeration through the limiter)', async () => {
    const client = nextClientAddress();
    for (let i = 0; i < 5; i += 1)
      expect((await login('ghost@example.com', `wrong ${i}`, client)).statusCode).toBe(401);
    const refused = await login('GHOST@example.com', 'wrong again', client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('http_429');
    expect((await login('ghost@example.com', 'wrong', nextClientAddress())).statusCode).toBe(401);
  });

  it('answers 429 to new clients only once an account had more than 20 attempts from all clients', async () => {
    const user = await registerUser(t.app);
    const home = nextClientAddress();
    expect((await login(user.email, user.password, home)).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => login(user.email, `wrong ${i}`, nextClientAddress())),
    );
    // Counted before checking: exactly 20 attempts (one was the owner's) reach the password.
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(19);
    const stranger = await login(user.email, user.password, nextClientAddress());
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    // The owner's own client is known to the account and may still sign in.
    expect((await login(user.email, user.password, home)).statusCode).toBe(200);
  });

  it('treats a whole IPv6 /64 as one client', async () => {
    const user = await registerUser(t.app);
    for (let i = 1; i <= 5; i += 1)
      expect((await login(user.email, `wrong ${i}`, `2001:db8:77:1::${i}`)).statusCode).toBe(401);
    expect((await login(user.email, user.password, '2001:db8:77:1::99')).statusCode).toBe(429);
    expect((await login(user.email, user.password, '2001:db8:77:2::1')).statusCode).toBe(200);
  });

  it('forgets failed attempts after a successful login', async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < 4; i += 1) await login(user.email, `wrong ${i}`);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1)
      expect((await login(user.email, `wrong ${i}`)).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('allows 10 attempts per client address in 15 minutes, then answers 429', async () => {
    const user = await registerUser(t.app);
    const address = nextClientAddress();
    for (let i = 0; i < 10; i += 1) {
      const response = await login(
        i % 2 === 0 ? user.email : `other${i}@example.com`,
        i % 2 === 0 ? user.password : 'wrong',
        address,
      );
      expect(response.statusCode).toBe(i % 2 === 0 ? 200 : 401);
    }
    const refused = await login(user.email, user.password, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it.each([
    ['a missing password', { email: 'a@example.com' }],
    ['an empty e-mail address', { email: '', password: 'x' }],
    ['a number as e-mail address', { email: 42, password: 'x' }],
    ['a huge e-mail address', { email: `${'a'.repeat(100_000)}@example.com`, password: 'x' }],
    ['a huge password', { email: 'a@example.com', password: 'x'.repeat(100_000) }],
    ['an array body', [{ email: 'a@example.com', password: 'x' }]],
  ])('answers 400 invalid_request for %s', async (_name, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/customer/login',
      remoteAddress: nextClientAddress(),
      payload: payload as object,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_request');
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  it('keys on the address the trusted proxy saw: a spoofed X-Forwarded-For gets no new budget', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' });
    try {
      let n = 0;
      // The proxy (10.0.0.5) appends the address it saw to whatever the browser sent.
      const attempt = (client: string, spoofed = `192.0.2.${(n % 250) + 1}`) =>
        proxied.app.inject({
          method: 'POST',
          url: '/customer/login',
          remoteAddress: '10.0.0.5',
          headers: { 'x-forwarded-for': `${spoofed}, ${client}` },
          payload: { email: `someone-${(n += 1)}@example.com`, password: 'wrong password' },
        });
      for (let i = 0; i < 10; i += 1) expect((await attempt('203.0.113.7')).statusCode).toBe(401);
      expect((await attempt('203.0.113.7')).statusCode).toBe(429);
      expect((await attempt('203.0.113.7', '10.0.0.9')).statusCode).toBe(429);
      // Another real client has a budget of its own.
      expect((await attempt('203.0.113.8')).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });

  it('believes no X-Forwarded-For from a client that is not a trusted proxy', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' });
    try {
      let n = 0;
      const attempt = () =>
        proxied.app.inject({
          method: 'POST',
          url: '/customer/login',
          remoteAddress: '198.18.0.1',
          headers: { 'x-forwarded-for': `203.0.113.${(n % 250) + 1}` },
          payload: { email: `someone-${(n += 1)}@example.com`, password: 'wrong password' },
        });
      for (let i = 0; i < 10; i += 1) expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});

describe('POST /customer/login with RATE_LIMIT_PER_IP_FACTOR', () => {
  it('multiplies the per-address limit (shared-address suites) and still ends in 429', async () => {
    const scaled = await createTestApp({ RATE_LIMIT_PER_IP_FACTOR: '3' });
    try {
      const user = await registerUser(scaled.app);
      const address = nextClientAddress();
      const attempt = () =>
        scaled.app.inject({
          method: 'POST',
          url: '/customer/login',
          remoteAddress: address,
          payload: { email: user.email, password: user.password },
        });
      for (let i = 0; i < 30; i += 1) expect((await attempt()).statusCode).toBe(200);
      expect((await attempt()).statusCode).toBe(429);
    } finally {
      await scaled.close();
    }
  });
});
