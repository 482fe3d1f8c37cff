import { z } from 'zod';

import { errorResponses } from '../../errors/error-body.js';
import { reportedConversationMessages } from '../../moderation/reported-conversation.js';
import { requireStaff } from '../../moderation/staff-access.js';

import { pathId, reportedConversationAnswer } from './moderation.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `GET /moderation/conversations/{conversationID}/messages` (issue 28): the messages of a
 * reported conversation for the moderator, each opening written to the audit log. 404 to
 * non-staff and for a conversation nobody reported.
 */
export const reportedConversationRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/conversations/:conversationID/messages',
    {
      schema: {
        operationId: 'getReportedConversation',
        tags: ['moderation'],
        summary: 'The messages of a reported conversation (logged)',
        params: z.object({ conversationID: pathId('Conversation id') }),
        response: { 200: reportedConversationAnswer, ...errorResponses(404) },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      return reportedConversationMessages(app.database.db, staff, request.params.conversationID);
    },
  );
};
