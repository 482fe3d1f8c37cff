/**
 * Regressions of the 5xx answers the OpenAPI fuzzer (`src/fuzz/openapi-fuzz.test.ts`, issue 23)
 * found: each request below answered 500 before its fix.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listings } from '../db/schema.js';
import { insertSignedInUser } from '../fuzz/fuzz-world.js';
import { createTestApp, nextClientAddress } from '../testing/test-app.js';

import { REFUSED_TEXT_MESSAGE } from './text-input.js';

import type { TestApp, TestUser } from '../testing/test-app.js';
import type { InjectOptions } from 'fastify';

let t: TestApp;
let landlord: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  // Not a real argon2 hash: nobody signs in with a password here.
  landlord = await insertSignedInUser(t, 'Lotte', 'unused password', '!');
});

afterAll(async () => {
  await t.close();
});

function send(request: InjectOptions, user: TestUser | null = landlord) {
  return t.app.inject({
    ...request,
    remoteAddress: nextClientAddress(),
    headers: { ...(user ? { cookie: user.cookie } : {}), ...request.headers },
  });
}

/** A new Concept draft of the landlord through the wizard's first step (only its type set). */
async function newDraft(): Promise<number> {
  const answer = await send({
    method: 'POST',
    url: '/supplyflow/cra-roomtype',
    payload: { listingID: null, listingType: 1 },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().listingID;
}

describe('DELETE /listing/delete-listing of a wizard draft', () => {
  it('removes an unfinished draft with 200 (it answered 500: status 6 needs every wizard column)', async () => {
    const id = await newDraft();
    const answer = await send({ method: 'DELETE', url: `/listing/delete-listing?listingID=${id}` });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ listingID: id, status: 6 });
    expect(await t.database.db.select().from(listings).where(eq(listings.id, id))).toEqual([]);
    const again = await send({ method: 'DELETE', url: `/listing/delete-listing?listingID=${id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe(1015);
    const status = await send({
      method: 'GET',
      url: `/supplyflow/cra-listing-status?listingID=${id}`,
    });
    expect(status.statusCode).toBe(404);
  });

  it("leaves another landlord's draft alone (404)", async () => {
    const id = await newDraft();
    const stranger = await insertSignedInUser(t, 'Sem', 'unused password', '!');
    const answer = await send(
      { method: 'DELETE', url: `/listing/delete-listing?listingID=${id}` },
      stranger,
    );
    expect(answer.statusCode).toBe(404);
    expect(await t.database.db.select().from(listings).where(eq(listings.id, id))).toHaveLength(1);
  });
});

describe('NUL in a looked-up text answers 400 naming the field (it answered 500)', () => {
  it('GET /listing/averagerentoutdays?cityName= with NUL', async () => {
    const answer = await send(
      { method: 'GET', url: '/listing/averagerentoutdays?cityName=Gro%00ningen' },
      null,
    );
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toEqual({
      code: 'invalid_request',
      message: 'Invalid request',
      data: { fields: [{ field: 'querystring.cityName', message: REFUSED_TEXT_MESSAGE }] },
    });
  });

  it.each(['/listing/findlistings', '/listing/count', '/listing/findMaplistings'])(
    'POST %s with NUL in citySlug',
    async (url) => {
      const answer = await send(
        { method: 'POST', url, payload: { citySlug: 'gro\u0000ningen' } },
        null,
      );
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toEqual({
        code: 'invalid_request',
        message: 'Invalid request',
        data: { fields: [{ field: 'body.citySlug', message: REFUSED_TEXT_MESSAGE }] },
      });
    },
  );
});
