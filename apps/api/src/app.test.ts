import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { buildApp } from './app.js';
import { registerServerLiveness } from './db/server-liveness.js';
import { loadConfig } from './env.js';
import { createTestDatabase, type TestDatabase } from './testing/test-database.js';

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

let app: FastifyInstance;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database });
  // A probe route to exercise request validation and the 500 path through the real handler.
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/__probe',
      { schema: { body: z.object({ pageNo: z.number().int().min(1), name: z.string() }) } },
      async (request) => {
        if (request.body.name === 'boom') throw new Error('SELECT secret FROM users');
        return { ok: true };
      },
    );
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('GET /health', () => {
  it('answers ok', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503, and /ready too, once the database server it started has died', async () => {
    let alive = false;
    registerServerLiveness(database.pool, () => alive);
    try {
      const health = await app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'unavailable' });
      // The database itself still answers here: only the liveness makes /ready fail.
      const ready = await app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'unavailable' });
    } finally {
      alive = true;
    }
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  });
});

describe('errors in the §8 shape', () => {
  it('unknown routes are 404 http_404', async () => {
    const response = await app.inject({ method: 'GET', url: '/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'http_404', message: 'Not found' });
  });

  it('validation failures are 400 invalid_request with the failing fields', async () => {
    const response = await app.inject({ method: 'POST', url: '/__probe', payload: { pageNo: -1 } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('invalid_request');
    const fields = body.data.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['body.pageNo', 'body.name']));
  });

  it('malformed JSON is 400 invalid_request, not 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/__probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"pageNo": 1,',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_request');
  });

  it('bodies over the limit are 413 without a stack', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/__probe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), pageNo: 1 }),
    });
    expect(response.statusCode).toBe(413);
    expect(Object.keys(response.json()).sort()).toEqual(['code', 'message']);
  });

  it('unexpected failures are 500 http_500 and leak nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/__probe',
      payload: { pageNo: 1, name: 'boom' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'http_500', message: 'Server failure' });
    expect(response.body).not.toContain('SELECT');
  });
});

describe('GET /ready', () => {
  it('is 200 when the database answers and is migrated', async () => {
    const response = await app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(200);
    // Ready once the in-memory search index is loaded (SEARCH_INDEX defaults to memory).
    expect(response.json()).toEqual({ status: 'ok', search: 'memory' });
  });

  it('is 503 when a committed migration is missing from the database', async () => {
    await database.pool.query(
      'DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations)',
    );
    const response = await app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', search: 'memory' });
  });
});

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 and documents /health', () => {
    const document = app.swagger() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths).toHaveProperty('/health');
  });
});
