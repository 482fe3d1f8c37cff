/**
 * `call()` for route tests: injects a request as a signed-in test user (or anonymously), never
 * accepts a 5xx, checks every 4xx against the §8 error shape and every success against the
 * committed OpenAPI document.
 */
import { expect } from 'vitest';

import { createResponseValidator } from './openapi-response-validator.js';

import type { TestUser } from './test-app.js';
import type { FastifyInstance } from 'fastify';

/** One request of a test. */
export interface CallRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /**
   * Path of the operation in openapi.json, e.g. '/conversation/details' or
   * '/moderation/adverts/{listingID}/approve' (then with `params`).
   */
  path: string;
  /** Values of the path's `{name}` parameters, put into the URL as typed. */
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  /** JSON body; a string is sent as is (malformed JSON tests). */
  body?: unknown;
}

/** An answer: status and parsed JSON body. */
export interface CallAnswer {
  status: number;
  // Tests read fields freely.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Record<string, unknown>;
}

/** Injects a request as `user` (anonymous when null); see {@link createUserCall}. */
export type UserCall = (user: TestUser | null, request: CallRequest) => Promise<CallAnswer>;

/**
 * A `call()` bound to an app.
 *
 * @param app the application under test (ready)
 * @returns the function; its answers were checked as said above (a failed check fails the test)
 */
export function createUserCall(app: FastifyInstance): UserCall {
  const validate = createResponseValidator();
  return async (user, request) => {
    const query = Object.fromEntries(
      Object.entries(request.query ?? {}).map(([key, value]) => [key, String(value)]),
    );
    const url = request.path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
      encodeURIComponent(String(request.params?.[name] ?? '')),
    );
    const response = await app.inject({
      method: request.method,
      url,
      query,
      headers: {
        ...(user ? { cookie: user.cookie } : {}),
        ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(request.body !== undefined
        ? {
            payload: typeof request.body === 'string' ? request.body : JSON.stringify(request.body),
          }
        : {}),
    });
    const body: unknown = response.body === '' ? undefined : response.json();
    expect(response.statusCode, response.body).toBeLessThan(500);
    if (response.statusCode >= 400) {
      expect(body).toEqual(
        expect.objectContaining({ code: expect.anything(), message: expect.any(String) }),
      );
    } else if (response.statusCode === 204) {
      expect(response.body, '204 has no body').toBe('');
    } else {
      validate(request.method, request.path, response.statusCode, body);
    }
    return { status: response.statusCode, body, headers: response.headers };
  };
}
