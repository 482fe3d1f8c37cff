import { z } from 'zod';

import { committedMigrationCount, isDatabaseReady } from '../db/migration-status.js';
import { isServerAlive } from '../db/server-liveness.js';
import { SEARCH_STATES, searchStateOf } from '../search/listing-changes.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const statusResponse = z.object({ status: z.enum(['ok', 'unavailable']) });

const searchState = z
  .enum(SEARCH_STATES)
  .describe(
    "Where this process answers searches from now: 'memory' (its in-memory index), 'loading' " +
      "(SQL while the index loads), 'sql' (SEARCH_INDEX=sql), 'sql-fallback' (SQL with the " +
      'search cache and index off: the listing-change listener is lost or deaf). Every state ' +
      'answers correctly; only memory and sql use the search cache.',
  );

const readyResponse = statusResponse.extend({ search: searchState });
/** Not ready: `search` is absent while the process is still starting (`start/waiting-server.ts`). */
const notReadyResponse = statusResponse.extend({ search: searchState.optional() });

/**
 * `GET /health`: liveness — 200 while the process can serve HTTP; 503 once the embedded
 * PostgreSQL it started has died (`db/server-liveness.ts`): every request would fail until the
 * process is restarted, which is what a supervisor does on a failing liveness probe.
 * `GET /ready`: readiness — 200 only when the database answers and every committed migration is
 * applied, 503 otherwise, and once the embedded server has died (a load balancer keeps traffic
 * away until then); with it, where the searches are answered from (`search`, see
 * `SEARCH_STATES`): every state answers correctly, so none of them makes the process unready.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const expectedMigrations = committedMigrationCount();

  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['ops'],
        summary: 'Liveness probe: 503 once the embedded database server has died',
        response: { 200: statusResponse, 503: statusResponse },
      },
    },
    async (_request, reply) => {
      const alive = isServerAlive(app.database.pool);
      return reply.status(alive ? 200 : 503).send({ status: alive ? 'ok' : 'unavailable' });
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        operationId: 'getReady',
        tags: ['ops'],
        summary:
          'Readiness probe: database reachable and migrated; where searches are answered from',
        response: { 200: readyResponse, 503: notReadyResponse },
      },
    },
    async (_request, reply) => {
      // A draining process is going away: the load balancer should send nothing new.
      const ready =
        !app.draining &&
        isServerAlive(app.database.pool) &&
        (await isDatabaseReady(app.database.pool, expectedMigrations));
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ok' : 'unavailable', search: searchStateOf(app.database.db) });
    },
  );
};
