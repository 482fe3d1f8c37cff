import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, nextClientAddress, registerUser } from '../testing/test-app.js';

import { isAllowedOrigin, originOf } from './origin-check.js';

import type { TestApp, TestUser } from '../testing/test-app.js';

/** The test app's SITE_URL is https://rooms.test. */
const SITE = 'https://rooms.test';
const EVIL = 'https://evil.example';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t.app);
});

afterAll(async () => {
  await t.close();
});

/** Sign-out of the test user (a state-changing call) with the given browser headers. */
function logout(headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/customer/logout',
    headers: { cookie: user.cookie, ...headers },
  });
}

/** A login attempt with a wrong password: 401 when it reaches the route, 403 when refused. */
function login(headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/customer/login',
    remoteAddress: nextClientAddress(),
    headers,
    payload: { email: user.email, password: 'not the password' },
  });
}

describe('cross-site requests (issue 23)', () => {
  it.each([
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site', origin: EVIL }],
    ['a same-site fetch from another origin', { 'sec-fetch-site': 'same-site', origin: EVIL }],
    ['a cross-site form post without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['an older browser with a foreign Origin', { origin: EVIL }],
    ['an Origin of null (sandboxed frame, data: page)', { origin: 'null' }],
    ['a look-alike Origin', { origin: 'https://rooms.test.evil.example' }],
    ['the site over http when SITE_URL is https', { origin: 'http://rooms.test' }],
  ])('refuses %s with 403 in the §8 shape, before the route runs', async (_what, headers) => {
    const response = await login(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'http_403', message: 'Cross-site request refused' });
  });

  it('does not sign the user out from a cross-site page (the session stays)', async () => {
    const refused = await logout({ 'sec-fetch-site': 'cross-site', origin: EVIL });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['set-cookie']).toBeUndefined();
    const view = await t.app.inject({
      method: 'GET',
      url: '/customer/view',
      headers: { cookie: user.cookie },
    });
    expect(view.statusCode).toBe(200);
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('refuses a cross-site %s too', async (method) => {
    const response = await t.app.inject({
      method,
      url: '/favorite',
      headers: { 'sec-fetch-site': 'cross-site', origin: EVIL, cookie: user.cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('http_403');
  });

  it.each([
    ['the site’s own pages (same-origin)', { 'sec-fetch-site': 'same-origin', origin: SITE }],
    ['a same-origin fetch without Origin', { 'sec-fetch-site': 'same-origin' }],
    ['a user-initiated request (none)', { 'sec-fetch-site': 'none' }],
    [
      'the site on another port of the same site (SITE_URL)',
      { 'sec-fetch-site': 'same-site', origin: SITE },
    ],
    ['an older browser on the site', { origin: SITE }],
    ['an older browser on the API’s own host', { origin: 'http://localhost:80' }],
    ['a server or script (neither header)', {}],
  ])('lets %s through', async (_what, headers) => {
    const response = await login(headers);
    expect(response.statusCode).toBe(401);
  });

  it('never checks GET, HEAD or OPTIONS', async () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS'] as const) {
      const response = await t.app.inject({
        method,
        url: '/customer/view',
        headers: { 'sec-fetch-site': 'cross-site', origin: EVIL, cookie: user.cookie },
      });
      expect(response.statusCode).not.toBe(403);
    }
  });
});

describe('isAllowedOrigin', () => {
  const trusted = new Set([originOf('https://rooms.nl/')]);
  const post = (headers: Record<string, string>) =>
    isAllowedOrigin({ method: 'POST', headers }, trusted);

  it('compares whole origins, as browsers write them', () => {
    expect(originOf('https://rooms.nl/')).toBe('https://rooms.nl');
    expect(originOf('http://localhost:3000')).toBe('http://localhost:3000');
    expect(post({ origin: 'https://rooms.nl' })).toBe(true);
    expect(post({ origin: 'https://rooms.nl:8443' })).toBe(false);
    expect(post({ origin: 'https://www.rooms.nl' })).toBe(false);
  });

  it('matches the request’s own host only without Sec-Fetch-Site', () => {
    expect(post({ origin: 'https://api.rooms.nl', host: 'api.rooms.nl' })).toBe(true);
    expect(post({ origin: 'https://api.rooms.nl', host: 'other.rooms.nl' })).toBe(false);
    expect(post({ origin: 'not a url', host: 'api.rooms.nl' })).toBe(false);
    expect(
      post({
        origin: 'https://api.rooms.nl',
        host: 'api.rooms.nl',
        'sec-fetch-site': 'cross-site',
      }),
    ).toBe(false);
  });
});

describe('the refusal is a security event', () => {
  it('logs cross_site_refused with the client address', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({}, lines);
    try {
      const response = await logged.app.inject({
        method: 'POST',
        url: '/customer/logout',
        remoteAddress: '203.0.113.9',
        headers: { 'sec-fetch-site': 'cross-site', origin: EVIL },
      });
      expect(response.statusCode).toBe(403);
      expect(lines.map((line) => JSON.parse(line))).toContainEqual(
        expect.objectContaining({
          security: true,
          event: 'cross_site_refused',
          address: '203.0.113.9',
        }),
      );
    } finally {
      await logged.close();
    }
  });
});
