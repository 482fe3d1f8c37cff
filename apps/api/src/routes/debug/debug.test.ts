import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, registerUser } from '../../testing/test-app.js';

import type { TestApp } from '../../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('debug routes (§7)', () => {
  it('GET /debug/alwaysok is 200 { ok: true }', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/debug/alwaysok' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('GET /debug/alwaysunauthorized is 401 http_401, signed in or not', async () => {
    const user = await registerUser(t.app);
    for (const headers of [{}, { cookie: user.cookie }]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/debug/alwaysunauthorized',
        headers,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'http_401', message: 'Not authenticated' });
    }
  });

  it('GET /debug/authorized is 200 with the user id when signed in, 401 otherwise', async () => {
    const user = await registerUser(t.app);
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/debug/authorized',
      headers: { cookie: user.cookie },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ ok: true, userId: user.id });
    const anonymous = await t.app.inject({ method: 'GET', url: '/debug/authorized' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: 'http_401', message: 'Not authenticated' });
  });
});
