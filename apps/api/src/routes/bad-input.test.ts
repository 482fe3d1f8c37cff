import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, nextClientAddress, registerUser } from '../testing/test-app.js';

import type { TestApp, TestUser } from '../testing/test-app.js';
import type { InjectOptions } from 'fastify';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t.app);
});

afterAll(async () => {
  await t.close();
});

/**
 * Every route of the accounts, favourites, tenant, debug and conversation modules, the
 * signed-in listing calls (`POST /listing/abuse`, "My adverts") and the supply flow, each called
 * anonymously and signed in.
 */
const ROUTES: { method: 'GET' | 'POST' | 'DELETE'; url: string }[] = [
  { method: 'POST', url: '/customer/register' },
  { method: 'POST', url: '/customer/login' },
  { method: 'POST', url: '/customer/password-reset/request' },
  { method: 'POST', url: '/customer/password-reset/confirm' },
  { method: 'GET', url: '/customer/view' },
  { method: 'GET', url: '/customer/viewaccount' },
  { method: 'POST', url: '/favorite' },
  { method: 'GET', url: '/favorite/listings' },
  { method: 'GET', url: '/tenant/activetenantscount' },
  { method: 'GET', url: '/debug/authorized' },
  { method: 'GET', url: '/conversation/listing-reaction' },
  { method: 'POST', url: '/conversation/listing-reaction' },
  { method: 'GET', url: '/conversation/auto-reply' },
  { method: 'POST', url: '/conversation/auto-reply' },
  { method: 'GET', url: '/conversation/my-conversations' },
  { method: 'GET', url: '/conversation/listings' },
  { method: 'GET', url: '/conversation/details' },
  { method: 'POST', url: '/conversation/send-message' },
  { method: 'POST', url: '/conversation/mark' },
  { method: 'GET', url: '/conversation/match-score-details' },
  { method: 'POST', url: '/conversation/abuse' },
  { method: 'POST', url: '/listing/abuse' },
  { method: 'GET', url: '/listing/mylistings' },
  { method: 'GET', url: '/listing/mylistings-count' },
  { method: 'POST', url: '/listing/deactivate-listing' },
  { method: 'DELETE', url: '/listing/delete-listing' },
  { method: 'POST', url: '/listing/moveup' },
  { method: 'POST', url: '/supplyflow/cra-reactivate' },
  // Last: a well-formed call revokes the test user's session.
  { method: 'POST', url: '/customer/logout' },
  { method: 'POST', url: '/customer/logout-all' },
];

const JSON_HEADERS = { 'content-type': 'application/json' };

/** Bad requests of every kind, as inject options added to a route's method and url. */
const BAD_INPUTS: [string, Partial<InjectOptions>][] = [
  ['malformed JSON', { headers: JSON_HEADERS, payload: '{"email": "a@example.com",' }],
  ['an empty JSON body', { headers: JSON_HEADERS, payload: '' }],
  ['JSON null', { headers: JSON_HEADERS, payload: 'null' }],
  ['a JSON string', { headers: JSON_HEADERS, payload: '"hello"' }],
  ['a JSON array', { headers: JSON_HEADERS, payload: '[1,2,3]' }],
  [
    'wrong types everywhere',
    { payload: { email: 1, password: true, firstName: [], token: {}, locale: 7 } },
  ],
  [
    'unknown enum values',
    {
      payload: {
        email: 'a@example.com',
        password: 'correct horse battery',
        firstName: 'A',
        locale: 'fr',
      },
    },
  ],
  [
    'huge strings',
    {
      payload: {
        email: `${'a'.repeat(300_000)}@example.com`,
        password: 'p'.repeat(300_000),
        token: 't'.repeat(300_000),
        firstName: 'f'.repeat(300_000),
      },
    },
  ],
  [
    'a body over the 1 MiB limit',
    { headers: JSON_HEADERS, payload: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }) },
  ],
  [
    'a text/plain body',
    { headers: { 'content-type': 'text/plain' }, payload: 'email=a@example.com' },
  ],
  [
    'a form body',
    {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40example.com',
    },
  ],
  [
    'deeply nested JSON',
    { headers: JSON_HEADERS, payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  ],
  [
    'a prototype-polluting body',
    {
      headers: JSON_HEADERS,
      payload: '{"__proto__": {"isAdmin": true}, "email": "a@example.com"}',
    },
  ],
  [
    'bad query values',
    { query: { id: 'abc', pageNo: '-3', rowsPerPage: '1e9', cityName: 'c'.repeat(1000) } },
  ],
  [
    'huge query values',
    { query: { id: '9'.repeat(400), pageNo: '9'.repeat(400), cityName: 'c'.repeat(5000) } },
  ],
];

function expectErrorShape(body: unknown): void {
  expect(body).toEqual(
    expect.objectContaining({ code: expect.anything(), message: expect.any(String) }),
  );
  expect(
    Object.keys(body as object).every((key) => ['code', 'message', 'data'].includes(key)),
  ).toBe(true);
  const code = (body as { code: unknown }).code;
  expect(typeof code === 'string' || typeof code === 'number').toBe(true);
}

describe('bad input on every route gives 4xx in the §8 shape, never 500', () => {
  for (const route of ROUTES) {
    it.each(BAD_INPUTS)(`${route.method} ${route.url}: %s`, async (_name, input) => {
      for (const cookie of [undefined, user.cookie]) {
        const response = await t.app.inject({
          method: route.method,
          url: route.url,
          remoteAddress: nextClientAddress(),
          ...input,
          headers: {
            ...(cookie ? { cookie } : {}),
            ...(input.headers as Record<string, string> | undefined),
          },
        });
        // GET routes ignore bodies; anything may succeed, but failure must be a 4xx in the §8 shape.
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode >= 400) expectErrorShape(response.json());
      }
    });
  }
});
