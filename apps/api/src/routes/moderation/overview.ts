import { errorResponses } from '../../errors/error-body.js';
import { moderationOverview } from '../../moderation/moderation-queues.js';
import { requireStaff } from '../../moderation/staff-access.js';

import { overviewAnswer } from './moderation.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `GET /moderation/overview` (issue 28): the caller's staff role, each queue's open items and
 * oldest item, and the items handled in the last 30 days with the 95th percentile of their wait.
 * 404 to anyone who is not staff.
 */
export const overviewRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/overview',
    {
      schema: {
        operationId: 'getModerationOverview',
        tags: ['moderation'],
        summary: 'Queues and figures of the back office',
        response: { 200: overviewAnswer, ...errorResponses(404) },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      return { role: staff.role, ...(await moderationOverview(app.database.db)) };
    },
  );
};
