import { z } from 'zod';

import { errorResponses } from '../../errors/error-body.js';
import { dismissScamSignals } from '../../moderation/scam-flags.js';
import { requireStaff } from '../../moderation/staff-access.js';

import { noteBody, pathId } from './moderation.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `POST /moderation/conversations/{conversationID}/dismiss-scam-signals` (issue 28): closes a
 * conversation's open scam signs without action, with the moderator's why in the audit log. 404
 * to non-staff and for a conversation without open signs.
 */
export const dismissScamSignalsRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/conversations/:conversationID/dismiss-scam-signals',
    {
      schema: {
        operationId: 'dismissScamSignals',
        tags: ['moderation'],
        summary: 'Close the scam signs of a conversation without action',
        params: z.object({ conversationID: pathId('Conversation id') }),
        body: noteBody,
        response: {
          200: z.object({ conversationID: z.number().int() }),
          ...errorResponses(404),
        },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      const { conversationID } = request.params;
      await dismissScamSignals(app.database.db, staff, conversationID, request.body.note);
      return { conversationID };
    },
  );
};
