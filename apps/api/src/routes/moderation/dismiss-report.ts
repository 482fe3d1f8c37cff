import { z } from 'zod';

import { errorResponses } from '../../errors/error-body.js';
import { dismissReport } from '../../moderation/report-decisions.js';
import { requireStaff } from '../../moderation/staff-access.js';

import { noteBody, pathId } from './moderation.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `POST /moderation/reports/{reportID}/dismiss` (issue 28): closes an open report without action,
 * with the moderator's why in the audit log. 404 to non-staff and for no open report of that id.
 */
export const dismissReportRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reports/:reportID/dismiss',
    {
      schema: {
        operationId: 'dismissReport',
        tags: ['moderation'],
        summary: 'Close a report without action',
        params: z.object({ reportID: pathId('Report id') }),
        body: noteBody,
        response: { 200: z.object({ reportID: z.number().int() }), ...errorResponses(404) },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      const { reportID } = request.params;
      await dismissReport(app.database.db, staff, reportID, request.body.note);
      return { reportID };
    },
  );
};
