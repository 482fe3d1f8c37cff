import { confirmCurrentPassword } from '../../account/current-password.js';
import { deleteAccount } from '../../account/delete-account.js';
import { authenticate, currentUser } from '../../auth/authenticate.js';
import { clearSessionCookie } from '../../auth/session-cookie.js';
import { errorResponses } from '../../errors/error-body.js';
import { securityEvent } from '../../logging/security-event.js';
import { refreshTenantProfile } from '../../tenant-search/tenant-index.js';
import { noContent } from '../customer/no-content.schema.js';

import { deleteAccountBody } from './account-routes.schema.js';

import type { CustomerRouteOptions } from '../customer/customer-route-options.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `POST /customer/delete-account` (issue 26; GDPR art. 17 right to erasure): the signed-in user
 * deletes the account after typing the password (counted on the login limits). What is removed
 * and what stays: `account/delete-account.ts`. Every session ends and the cookie is cleared.
 *
 * 204; 400 invalid_request for a bad body, or naming `body.password` when it is wrong (nothing
 * deleted); 401 anonymous; 429 http_429 after too many wrong passwords.
 */
export const deleteAccountRoute: FastifyPluginAsyncZod<CustomerRouteOptions> = async (
  app,
  { config },
) => {
  app.post(
    '/delete-account',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'deleteCustomerAccount',
        tags: ['customer'],
        summary: 'Delete the account (confirmed by the password)',
        body: deleteAccountBody,
        response: { 204: noContent, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const { db } = app.database;
      const userId = currentUser(request).id;
      await confirmCurrentPassword(request, reply, {
        password: request.body.password,
        field: 'password',
        perAddressFactor: config.RATE_LIMIT_PER_IP_FACTOR,
      });
      await deleteAccount(db, userId, new Date());
      await refreshTenantProfile(app.database, userId);
      securityEvent(request.log, 'account_deleted', { userId, address: request.ip });
      clearSessionCookie(reply, config.SESSION_COOKIE_SECURE);
      return reply.status(204).send();
    },
  );
};
