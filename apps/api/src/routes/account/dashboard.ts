import { readDashboard } from '../../account/dashboard.js';
import { authenticate, currentUser } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';

import { dashboard } from './account-routes.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `GET /customer/dashboard` (issue 26, §2 `/dashboard`): the signed-in user's overview —
 * unread conversations, favourite adverts and tenants, search alerts, the own adverts with their
 * views and reactions, the tenant profile's completeness (`account/dashboard.ts`). 401 anonymous.
 */
export const dashboardRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'getCustomerDashboard',
        tags: ['customer'],
        summary: "The signed-in user's overview",
        response: { 200: dashboard, ...errorResponses(401) },
      },
    },
    async (request) => readDashboard(app.database.db, currentUser(request).id),
  );
};
