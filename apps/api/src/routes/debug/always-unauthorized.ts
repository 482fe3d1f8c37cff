import { ErrorCode, RoomsError } from '@rooms/domain';

import { errorResponses } from '../../errors/error-body.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** `GET /debug/alwaysunauthorized` (§7 "Debug"): always 401 http_401 in the §8 shape. */
export const alwaysUnauthorizedRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/alwaysunauthorized',
    {
      schema: {
        operationId: 'debugAlwaysUnauthorized',
        tags: ['debug'],
        summary: 'Always answers 401 (tests the client’s error handling)',
        response: errorResponses(401),
      },
    },
    async () => {
      throw new RoomsError({ code: ErrorCode.Http401 });
    },
  );
};
