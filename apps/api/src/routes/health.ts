import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthResponse = z.object({ status: z.literal('ok') }).describe('The process is up.');

/** `GET /health`: liveness — answers while the process can serve HTTP, whatever its dependencies. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['ops'],
        summary: 'Liveness probe',
        response: { 200: healthResponse },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
};
