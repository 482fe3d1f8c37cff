import { authenticate, currentUser } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';

import { toUserProfile, userProfile } from './account.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `GET /customer/view` (§7): the §3 profile fields of the signed-in user — userid, useremail,
 * usernamefirst, userphoto, haspremiumaccount, productshortdescription. 401 http_401 when
 * anonymous (§4: authenticated means "a user profile is present").
 */
export const viewRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/view',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'viewCustomer',
        tags: ['customer'],
        summary: 'Profile of the signed-in user (§3 fields)',
        response: { 200: userProfile, ...errorResponses(401) },
      },
    },
    async (request) => toUserProfile(currentUser(request)),
  );
};
