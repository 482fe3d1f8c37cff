/**
 * Test support for the listing routes: the real app on a test database with the fixture, and
 * `call()` which injects a request and checks every answer against the committed OpenAPI
 * document (any status) and against the §8 error shape (4xx), and never accepts a 5xx.
 */
import { expect } from 'vitest';

import { buildApp } from '../../../app.js';
import { loadConfig } from '../../../env.js';
import { createResponseValidator } from '../../../testing/openapi-response-validator.js';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database.js';

import { insertListingFixture, type ListingFixture } from './listing-fixture.js';

import type { FastifyInstance } from 'fastify';

/** The app, its database and the fixture of one test file. */
export interface ListingTestApp {
  app: FastifyInstance;
  database: TestDatabase;
  fixture: ListingFixture;
  /** Injects a request; the answer was checked against openapi.json. */
  call: (request: CallRequest) => Promise<{ status: number; body: unknown }>;
  close: () => Promise<void>;
}

/** One request of a test. */
export interface CallRequest {
  method: 'GET' | 'POST';
  /** Path of the operation in openapi.json, e.g. '/listing/findlistings'. */
  path: string;
  query?: Record<string, string>;
  /** JSON body (POST); a string is sent as is (malformed JSON tests). */
  body?: unknown;
}

/**
 * Starts the app on a fresh test database with the listing fixture.
 *
 * @param listings fixture listings to insert (default 360)
 * @param env extra configuration variables (e.g. `{ SEARCH_INDEX: 'sql' }`)
 */
export async function startListingTestApp(
  listings?: number,
  env: NodeJS.ProcessEnv = {},
): Promise<ListingTestApp> {
  const database = await createTestDatabase();
  const fixture = await insertListingFixture(database.db, listings);
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', ...env }), database });
  await app.ready();
  const validate = createResponseValidator();

  const call = async ({ method, path, query, body }: CallRequest) => {
    const response = await app.inject({
      method,
      url: path,
      ...(query ? { query } : {}),
      ...(body === undefined
        ? {}
        : {
            headers: { 'content-type': 'application/json' },
            payload: typeof body === 'string' ? body : JSON.stringify(body),
          }),
    });
    const parsed: unknown = response.body === '' ? undefined : response.json();
    expect(response.statusCode, `${method} ${path}: ${response.body}`).toBeLessThan(500);
    if (response.statusCode >= 400) {
      expect(parsed).toMatchObject({ code: expect.anything(), message: expect.any(String) });
    }
    validate(method, path, response.statusCode, parsed);
    return { status: response.statusCode, body: parsed };
  };

  return {
    app,
    database,
    fixture,
    call,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
