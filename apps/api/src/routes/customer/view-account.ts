import { authenticate, currentUser } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';

import { toUserAccount, userAccount } from './account.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `GET /customer/viewaccount` (§7): the account of the signed-in user — e-mail, names,
 * language, premium state, product description, creation time. 401 http_401 when anonymous.
 */
export const viewAccountRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/viewaccount',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'viewCustomerAccount',
        tags: ['customer'],
        summary: 'Account of the signed-in user',
        response: { 200: userAccount, ...errorResponses(401) },
      },
    },
    async (request) => toUserAccount(currentUser(request)),
  );
};
