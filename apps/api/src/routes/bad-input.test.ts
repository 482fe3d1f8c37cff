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

/** A request carrying refused text (NUL, an unpaired surrogate) and the field it must name. */
interface RefusedCase {
  name: string;
  request: InjectOptions;
  field: string;
}

/** A JSON body given as raw text, so `\u0000` and lone `\uD800` escapes reach the parser as sent. */
function rawJson(text: string): Partial<InjectOptions> {
  return { headers: JSON_HEADERS, payload: text };
}

const REFUSED_CASES: RefusedCase[] = [
  {
    name: 'POST /customer/login, NUL in the e-mail',
    request: {
      method: 'POST',
      url: '/customer/login',
      payload: { email: 'a\u0000b@example.com', password: 'correct horse battery' },
    },
    field: 'body.email',
  },
  {
    name: 'POST /customer/login, an escaped NUL in the password',
    request: {
      method: 'POST',
      url: '/customer/login',
      ...rawJson('{"email":"a@example.com","password":"correct\\u0000horse battery"}'),
    },
    field: 'body.password',
  },
  {
    name: 'POST /customer/register, a lone high surrogate in the first name',
    request: {
      method: 'POST',
      url: '/customer/register',
      ...rawJson(
        '{"email":"lone-surrogate@example.com","password":"correct horse battery","firstName":"Zo\\ud800"}',
      ),
    },
    field: 'body.firstName',
  },
  {
    name: 'POST /customer/register, a lone low surrogate in the e-mail',
    request: {
      method: 'POST',
      url: '/customer/register',
      ...rawJson(
        '{"email":"\\udc00@example.com","password":"correct horse battery","firstName":"A"}',
      ),
    },
    field: 'body.email',
  },
  {
    name: 'POST /listing/findlistings, NUL in a nested search field',
    request: {
      method: 'POST',
      url: '/listing/findlistings',
      payload: { location: { citySlug: 'utrecht', name: 'x\u0000', cityName: '' } },
    },
    field: 'body.location.name',
  },
  {
    name: 'GET /search/cities, NUL in the query string',
    request: { method: 'GET', url: '/search/cities?query=ams%00terdam' },
    field: 'querystring.query',
  },
  {
    name: 'GET /listing/averagerentoutdays, NUL in the query string',
    request: { method: 'GET', url: '/listing/averagerentoutdays?cityName=%00' },
    field: 'querystring.cityName',
  },
  {
    name: 'GET /gis/slugs/:slugId, NUL in the path parameter',
    request: { method: 'GET', url: '/gis/slugs/den%00haag' },
    field: 'params.slugId',
  },
  {
    name: 'GET /image/:key, NUL in the path parameter',
    request: { method: 'GET', url: '/image/abc%00def' },
    field: 'params.key',
  },
  {
    name: 'POST /conversation/send-message, NUL in the message',
    request: {
      method: 'POST',
      url: '/conversation/send-message',
      payload: { conversationID: 1, message: 'Hello\u0000there', idempotencyKey: 'k-1' },
    },
    field: 'body.message',
  },
  {
    name: 'POST /supplyflow/cra-title-description, NUL in the title',
    request: {
      method: 'POST',
      url: '/supplyflow/cra-title-description',
      payload: { listingID: 1, title: 'Sunny\u0000room', description: 'A sunny room.' },
    },
    field: 'body.title',
  },
  {
    name: 'POST /supplyflow/cra-title-description, NUL in an object key',
    request: {
      method: 'POST',
      url: '/supplyflow/cra-title-description',
      ...rawJson('{"listingID":1,"ti\\u0000tle":"x"}'),
    },
    field: 'body.ti?tle',
  },
];

describe('text with NUL or an unpaired surrogate is refused with 400 in the §8 shape', () => {
  it.each(REFUSED_CASES)('$name', async ({ request, field }) => {
    for (const cookie of [undefined, user.cookie]) {
      const response = await t.app.inject({
        ...request,
        remoteAddress: nextClientAddress(),
        headers: { ...(cookie ? { cookie } : {}), ...(request.headers ?? {}) },
      } as InjectOptions);
      expect(response.statusCode, response.body).toBe(400);
      expectErrorShape(response.json());
      expect(response.json()).toEqual({
        code: 'invalid_request',
        message: 'Invalid request',
        data: { fields: [{ field, message: expect.stringContaining('U+0000') }] },
      });
    }
  });
});

describe('accented and emoji text is still accepted', () => {
  it('registers and signs in with an accented first name and password and an emoji', async () => {
    const email = `zoe-${Date.now()}@example.com`;
    const password = 'corréct hörse 😀 battery';
    const register = await t.app.inject({
      method: 'POST',
      url: '/customer/register',
      remoteAddress: nextClientAddress(),
      // An emoji sent as an escaped surrogate pair is one well-formed code point.
      ...rawJson(`{"email":"${email}","password":"${password}","firstName":"Zoë \\ud83d\\ude00"}`),
    });
    expect(register.statusCode, register.body).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/customer/login',
      remoteAddress: nextClientAddress(),
      payload: { email, password },
    });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('searches cities and resolves slugs with accents and emoji in the query and path', async () => {
    const cities = await t.app.inject({
      method: 'GET',
      url: `/search/cities?query=${encodeURIComponent('Zoë 😀')}`,
    });
    expect(cities.statusCode, cities.body).toBe(200);
    const slug = await t.app.inject({
      method: 'GET',
      url: `/gis/slugs/${encodeURIComponent('café-😀')}`,
    });
    // An unknown slug: not found, not refused.
    expect(slug.statusCode, slug.body).toBe(404);
  });
});
