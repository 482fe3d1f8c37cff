import { clearSessionCookie, sessionTokenOf } from '../../auth/session-cookie.js';
import { revokeSession } from '../../auth/session-store.js';
import { errorResponses } from '../../errors/error-body.js';

import { noContent } from './no-content.schema.js';

import type { CustomerRouteOptions } from './customer-route-options.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `POST /customer/logout` (§2 signing out): revokes the session of the request (cookie or
 * bearer token) and clears the cookie. Always 204, also without a session, so signing out
 * never fails.
 */
export const logoutRoute: FastifyPluginAsyncZod<CustomerRouteOptions> = async (app, { config }) => {
  app.post(
    '/logout',
    {
      schema: {
        operationId: 'logoutCustomer',
        tags: ['customer'],
        summary: 'Sign out: revoke this session',
        response: { 204: noContent, ...errorResponses() },
      },
    },
    async (request, reply) => {
      const token = sessionTokenOf(request);
      if (token !== null) await revokeSession(app.database.db, token);
      clearSessionCookie(reply, config.SESSION_COOKIE_SECURE);
      return reply.status(204).send();
    },
  );
};
