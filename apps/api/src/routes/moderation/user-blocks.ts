import { z } from 'zod';

import { errorResponses } from '../../errors/error-body.js';
import { requireStaff } from '../../moderation/staff-access.js';
import { blockUser, unblockUser } from '../../moderation/user-blocks.js';

import { blockAnswer, blockBody, noteBody, pathId } from './moderation.schema.js';

import type { ModerationRouteOptions } from './moderation.schema.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const params = z.object({ userID: pathId('User id') });

/**
 * Blocking (issue 28, §3 block durations): `POST /moderation/users/{userID}/block` (Indefinite 1
 * or Temporary 2 with days; sessions end, adverts leave search, tenants are warned) and
 * `…/unblock` (400 when not blocked). 404 to non-staff and for an unknown or deleted account;
 * 403 for a staff account or oneself.
 */
export const userBlockRoutes: FastifyPluginAsyncZod<ModerationRouteOptions> = async (
  app,
  { config },
) => {
  app.post(
    '/users/:userID/block',
    {
      schema: {
        operationId: 'blockUser',
        tags: ['moderation'],
        summary: 'Block an account',
        params,
        body: blockBody,
        response: { 200: blockAnswer, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      return blockUser(
        app.database.db,
        staff,
        request.params.userID,
        request.body,
        config.SITE_URL,
      );
    },
  );
  app.post(
    '/users/:userID/unblock',
    {
      schema: {
        operationId: 'unblockUser',
        tags: ['moderation'],
        summary: 'Lift a block',
        params,
        body: noteBody,
        response: { 200: z.object({ userID: z.number().int() }), ...errorResponses(404) },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      const { userID } = request.params;
      await unblockUser(app.database.db, staff, userID, request.body.note);
      return { userID };
    },
  );
};
