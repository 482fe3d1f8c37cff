import { z } from 'zod';

import { errorResponses } from '../../errors/error-body.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Answer of the debug routes that succeed. */
export const debugOk = z.object({ ok: z.literal(true) });

/** `GET /debug/alwaysok` (§7 "Debug"): always 200 `{ ok: true }`. */
export const alwaysOkRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/alwaysok',
    {
      schema: {
        operationId: 'debugAlwaysOk',
        tags: ['debug'],
        summary: 'Always succeeds',
        response: { 200: debugOk, ...errorResponses() },
      },
    },
    async () => ({ ok: true as const }),
  );
};
