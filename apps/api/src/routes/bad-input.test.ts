import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { inputSlots, isTextSlot, type InputSlot } from '../fuzz/input-slots.js';
import { readOperations, type FuzzOperation } from '../fuzz/openapi-operations.js';
import { insertListing, insertPlace } from '../testing/listing-fixtures.js';
import { createTestApp, nextClientAddress, registerUser } from '../testing/test-app.js';

import { OWN_TEXT_ANSWER, REFUSED_TEXT_MESSAGE } from './text-input.js';

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
 * signed-in listing calls (`POST /listing/abuse`, "My adverts" with its rental candidates), the
 * referral and cashback calls and the supply flow, each called anonymously and signed in.
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
  { method: 'GET', url: '/listing/rental-candidates' },
  { method: 'GET', url: '/premium/referrals' },
  { method: 'GET', url: '/premium/cashback' },
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

/**
 * Issue 23, "Bad input": NUL (PostgreSQL refuses it in text) and unpaired surrogates (no UTF-8
 * for them; refused in jsonb) in a JSON body answer 400 `invalid_request` naming the field, for
 * every text field of every operation of the committed OpenAPI document. A field with a rule of
 * its own keeps that rule's reason (`control_characters`, `malformed_text`, 'invalid' …); the
 * operations of OWN_TEXT_ANSWER keep the answer an earlier issue chose for them.
 */
describe('NUL and unpaired surrogates in a JSON body answer 400 naming the field', () => {
  /** Values each text field accepts on its own, so a control request does not name the field. */
  const GOOD_TEXT: Record<string, string> = {
    email: 'anna@example.com',
    password: 'correct horse battery',
    currentPassword: 'correct horse battery',
    newPassword: 'a new horse battery',
    firstName: 'Anna',
    lastName: 'de Vries',
    token: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
    idempotencyKey: 'fuzz-key-0001',
    message: 'Hoi! Ik ben Anna, 21 jaar, student in Groningen. Is de kamer nog vrij?',
    comment: 'Deze advertentie lijkt niet te kloppen.',
    houseNumber: '12',
    postcode: '9711 LA',
    availableFrom: '2030-09-01',
    availableTo: '2031-09-01',
    availableFromDate: '2030-09-01',
    energyLabel: 'A',
    title: 'Lichte kamer in het centrum',
    description:
      'Lichte kamer op de tweede verdieping, vlak bij het centrum en het station, met een gedeelde keuken.',
    introduction:
      'Ik ben Anna, een rustige student die graag kookt en het huis netjes houdt. Ik zoek een kamer.',
    moveInDate: '2030-09-01',
    countryCode: 'NL',
    clientSecret: 'pi_abc123_secret_def456',
  };
  const REFUSED = [
    ['NUL', '\u0000'],
    ['a lone high surrogate', '\uD800'],
    ['a lone low surrogate', '\uDC00'],
  ] as const;

  let writer: TestUser;
  let listingId: number;

  beforeAll(async () => {
    // A user of its own: the routes above end the first one's session.
    writer = await registerUser(t.app);
    const owner = await registerUser(t.app);
    listingId = await insertListing(t.database.db, {
      landlordId: owner.id,
      place: await insertPlace(t.database.db),
    });
  });

  /** A body for an operation with `text` at the slot's path and good values in its siblings. */
  function bodyWith(slot: InputSlot, text: string): Record<string, unknown> {
    const body: Record<string, unknown> = { listingID: listingId, conversationID: 1 };
    let parent = body;
    slot.path.forEach((key, index) => {
      if (index === slot.path.length - 1) parent[key] = text;
      else parent = (parent[key] = {}) as Record<string, unknown>;
    });
    return body;
  }

  async function post(operation: FuzzOperation, body: unknown) {
    const response = await t.app.inject({
      method: operation.method,
      // Path ids are valid (1), so the body is what the validation names.
      url: operation.path.replace(/\{[^}]+\}/g, '1'),
      remoteAddress: nextClientAddress(),
      headers: { cookie: writer.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    return { status: response.statusCode, body: response.body === '' ? {} : response.json() };
  }

  const fieldsOf = (body: { data?: { fields?: { field: string }[] } }) =>
    (body.data?.fields ?? []).map((entry) => entry.field);

  const cases = readOperations()
    .filter((operation) => operation.body?.contentType === 'application/json')
    .flatMap((operation) =>
      inputSlots(operation)
        .filter((slot) => slot.location === 'body' && isTextSlot(slot))
        .flatMap((slot) => REFUSED.map(([what, text]) => ({ operation, slot, what, text }))),
    );

  it('covers the text fields of the document', () => {
    expect(new Set(cases.map(({ operation }) => operation.operationId)).size).toBeGreaterThan(15);
  });

  it.each(
    cases.map(
      (item) =>
        [
          `${item.operation.method} ${item.operation.path} body.${item.slot.name}: ${item.what}`,
          item,
        ] as const,
    ),
  )('%s', async (_name, { operation, slot, text }) => {
    const good = GOOD_TEXT[slot.path.at(-1)!] ?? 'groningen';
    const control = await post(operation, bodyWith(slot, good));
    expect(fieldsOf(control.body), 'the good value must pass: add one to GOOD_TEXT').not.toContain(
      `body.${slot.name}`,
    );
    const refused = await post(
      operation,
      bodyWith(slot, `${good.slice(0, 3)}${text}${good.slice(3)}`),
    );
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expectErrorShape(refused.body);
    if (OWN_TEXT_ANSWER.has(operation.operationId) && slot.name === 'message') {
      // A reaction: §8 10172 with the reason, as issue 6 chose (listing-reaction.test.ts).
      expect(refused.body).toEqual({
        code: 10172,
        message: expect.any(String),
        data: { reason: text === '\u0000' ? 'control_characters' : 'malformed_text' },
      });
    } else {
      expect(refused.body.code).toBe('invalid_request');
      expect(fieldsOf(refused.body)).toContain(`body.${slot.name}`);
    }
  });

  it('names the field with the refused-text message when no rule of its own caught it', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/listing/findlistings',
      remoteAddress: nextClientAddress(),
      payload: { citySlug: 'utrecht', location: { citySlug: 'utrecht', name: 'Oude\uD800gracht' } },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      code: 'invalid_request',
      message: 'Invalid request',
      data: { fields: [{ field: 'body.location.name', message: REFUSED_TEXT_MESSAGE }] },
    });
  });

  it('still accepts accents, emoji (surrogate pairs) and other text', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/listing/count',
      remoteAddress: nextClientAddress(),
      // An emoji sent as an escaped surrogate pair is one well-formed code point.
      headers: { 'content-type': 'application/json' },
      payload: '{"citySlug":"s-hertogenbosch","streetName":"Zoë \\ud83d\\ude00 straße"}',
    });
    expect(answer.statusCode, answer.body).toBe(200);
  });
});

/**
 * Query strings and path parameters keep the answers earlier issues chose for such text (the
 * per-input decision of issue 23), none of them a 5xx.
 */
describe('NUL in a query or path keeps its deliberate answer', () => {
  let landlord: TestUser;

  beforeAll(async () => {
    landlord = await registerUser(t.app);
  });

  it.each([
    [
      'a search term is white space: /search/locations answers 200',
      '/search/locations?query=amster%00dam',
      200,
    ],
    [
      'a search term of My adverts is white space: 200',
      '/listing/mylistings?searchTerm=met%00tuin',
      200,
    ],
    ['a NUL slug is not found: 404', '/gis/slugs/%00', 404],
    ['a looked-up city name is refused: 400', '/listing/averagerentoutdays?cityName=a%00b', 400],
  ])('%s', async (_name, url, status) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      remoteAddress: nextClientAddress(),
      headers: { cookie: landlord.cookie },
    });
    expect(response.statusCode, response.body).toBe(status);
    if (status >= 400) expectErrorShape(response.json());
  });
});
