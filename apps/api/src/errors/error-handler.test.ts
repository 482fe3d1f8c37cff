import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

import { PoolBusyError } from '../db/database.js';

import { installErrorHandling } from './error-handler.js';

describe('installErrorHandling: a saturated database', () => {
  it('answers 503 with Retry-After in the §8 shape', async () => {
    const app = Fastify({ logger: false });
    installErrorHandling(app);
    app.get('/busy', async () => {
      throw new PoolBusyError(200);
    });
    app.get('/timeout', async () => {
      throw new Error('timeout exceeded when trying to connect');
    });
    for (const url of ['/busy', '/timeout']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('2');
      expect(response.json()).toEqual({
        code: 'http_502',
        message: 'The service is busy, try again shortly',
        data: { retryAfterSeconds: 2 },
      });
    }
    await app.close();
  });
});
