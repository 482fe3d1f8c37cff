import { exportUserData } from '../../account/data-export.js';
import { authenticate, currentUser } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';

import { dataExport } from './account-routes.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `GET /customer/export` (issue 26; GDPR art. 15 right of access and art. 20 portability):
 * everything stored about the signed-in user as one JSON download (`account/data-export.ts`),
 * `Content-Disposition: attachment` and `Cache-Control: no-store` (personal data never sits in
 * a cache). 401 anonymous.
 */
export const dataExportRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'exportCustomerData',
        tags: ['customer'],
        summary: 'Download all data about the signed-in user (JSON)',
        response: { 200: dataExport, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const now = app.clock();
      const data = await exportUserData(app.database.db, currentUser(request).id, now);
      const day = now.toISOString().slice(0, 10);
      reply
        .header('content-disposition', `attachment; filename="rooms-my-data-${day}.json"`)
        .header('cache-control', 'no-store');
      return data;
    },
  );
};
