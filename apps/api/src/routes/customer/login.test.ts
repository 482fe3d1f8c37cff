import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, nextClientAddress, registerUser } from '../../testing/test-app.js';

import type { TestApp } from '../../testing/test-app.js';

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

  it('locks an account for the window after 5 failed attempts: the 6th is 429 even with the right password', async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < 5; i += 1)
      expect((await login(user.email, `wrong ${i}`)).statusCode).toBe(401);
    const locked = await login(user.email, user.password);
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

  it('locks unknown e-mail addresses the same way (no enumeration through the limiter)', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await login('ghost@example.com', `wrong ${i}`)).statusCode).toBe(401);
    expect((await login('GHOST@example.com', 'wrong again')).statusCode).toBe(429);
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
  it('limits per forwarded client address, not per proxy', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      let n = 0;
      const attempt = (client: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/customer/login',
          remoteAddress: '10.0.0.5',
          headers: { 'x-forwarded-for': client },
          payload: { email: `someone-${(n += 1)}@example.com`, password: 'wrong password' },
        });
      for (let i = 0; i < 10; i += 1) expect((await attempt('203.0.113.7')).statusCode).toBe(401);
      expect((await attempt('203.0.113.7')).statusCode).toBe(429);
      expect((await attempt('203.0.113.8')).statusCode).toBe(401);
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
