import { errorResponses } from '../../errors/error-body.js';
import { auditLogPage } from '../../moderation/audit-log.js';
import { QUEUE_PAGE_SIZE } from '../../moderation/moderation-queues.js';
import { requireStaff } from '../../moderation/staff-access.js';

import { auditLogAnswer, queueQuery } from './moderation.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `GET /moderation/audit` (issue 28): the audit log, newest first, 25 a page; an Admin reads
 * everyone's actions, a Moderator his own. 404 to non-staff.
 */
export const auditLogRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      schema: {
        operationId: 'getModerationAudit',
        tags: ['moderation'],
        summary: 'The audit log of the back office',
        querystring: queueQuery,
        response: { 200: auditLogAnswer, ...errorResponses(404) },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      const { page } = request.query;
      const log = await auditLogPage(app.database.db, staff, page, QUEUE_PAGE_SIZE);
      return { ...log, page, pageSize: QUEUE_PAGE_SIZE };
    },
  );
};
