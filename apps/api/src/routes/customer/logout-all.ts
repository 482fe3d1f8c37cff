import { authenticate, currentUser } from '../../auth/authenticate.js';
import { clearSessionCookie } from '../../auth/session-cookie.js';
import { revokeAllSessions } from '../../auth/session-store.js';
import { errorResponses } from '../../errors/error-body.js';
import { securityEvent } from '../../logging/security-event.js';

import { noContent } from './no-content.schema.js';

import type { CustomerRouteOptions } from './customer-route-options.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `POST /customer/logout-all`: revokes every session of the signed-in user (all devices) and
 * clears the cookie. 204; 401 http_401 without a live session.
 */
export const logoutAllRoute: FastifyPluginAsyncZod<CustomerRouteOptions> = async (
  app,
  { config },
) => {
  app.post(
    '/logout-all',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'logoutCustomerEverywhere',
        tags: ['customer'],
        summary: 'Sign out everywhere: revoke every session of the user',
        response: { 204: noContent, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      await revokeAllSessions(app.database.db, userId);
      securityEvent(request.log, 'logout_all', { userId, address: request.ip });
      clearSessionCookie(reply, config.SESSION_COOKIE_SECURE);
      return reply.status(204).send();
    },
  );
};
