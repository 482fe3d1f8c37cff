import { writeAccount } from '../../account/account-settings.js';
import { authenticate, currentUser } from '../../auth/authenticate.js';
import { errorResponses } from '../../errors/error-body.js';
import { toUserAccount, userAccount } from '../customer/account.schema.js';

import { updateAccountBody } from './account-routes.schema.js';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `PUT /customer/account` (issue 26, §2 `/my-account`): the signed-in user changes the first
 * name (the person-name rule of registration) and/or the language (nl, en; also the language of
 * the e-mails). 200 with the account as `GET /customer/viewaccount` answers it; 400
 * invalid_request for a bad or missing field; 401 anonymous.
 */
export const updateAccountRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/account',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'updateCustomerAccount',
        tags: ['customer'],
        summary: 'Change the first name or the language of the account',
        body: updateAccountBody,
        response: { 200: userAccount, ...errorResponses(401) },
      },
    },
    async (request) =>
      toUserAccount(await writeAccount(app.database.db, currentUser(request).id, request.body)),
  );
};
