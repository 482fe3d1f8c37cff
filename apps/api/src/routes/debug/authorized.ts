import { z } from 'zod';

import { authenticate, currentUser } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Answer of `GET /debug/authorized`. */
export const debugAuthorized = z.object({ ok: z.literal(true), userId: z.number().int() });

/**
 * `GET /debug/authorized` (§7 "Debug"): 200 `{ ok: true, userId }` with a live session
 * (cookie or bearer token), 401 http_401 otherwise.
 */
export const authorizedRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/authorized',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'debugAuthorized',
        tags: ['debug'],
        summary: 'Succeeds only when signed in',
        response: { 200: debugAuthorized, ...errorResponses(401) },
      },
    },
    async (request) => ({ ok: true as const, userId: currentUser(request).id }),
  );
};
