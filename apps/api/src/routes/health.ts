import { z } from 'zod';

import { committedMigrationCount, isDatabaseReady } from '../db/migration-status.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const statusResponse = z.object({ status: z.enum(['ok', 'unavailable']) });

/**
 * `GET /health`: liveness — answers while the process can serve HTTP.
 * `GET /ready`: readiness — 200 only when the database answers and every committed migration is
 * applied, 503 otherwise (a load balancer keeps traffic away until then).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const expectedMigrations = committedMigrationCount();

  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['ops'],
        summary: 'Liveness probe',
        response: { 200: statusResponse },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        operationId: 'getReady',
        tags: ['ops'],
        summary: 'Readiness probe: database reachable and migrated',
        response: { 200: statusResponse, 503: statusResponse },
      },
    },
    async (_request, reply) => {
      const ready = await isDatabaseReady(app.database.pool, expectedMigrations);
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable' });
    },
  );
};
