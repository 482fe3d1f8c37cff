import { eq } from 'drizzle-orm';

import { confirmCurrentPassword } from '../../account/current-password.js';
import { authenticate, currentUser } from '../../auth/authenticate.js';
import { hashPassword } from '../../auth/password.js';
import { sessionTokenOf } from '../../auth/session-cookie.js';
import { revokeOtherSessions } from '../../auth/session-store.js';
import { users } from '../../db/schema.js';
import { errorResponses } from '../../errors/error-body.js';
import { securityEvent } from '../../logging/security-event.js';
import { noContent } from '../customer/no-content.schema.js';

import { changePasswordBody } from './account-routes.schema.js';

import type { CustomerRouteOptions } from '../customer/customer-route-options.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `POST /customer/change-password` (issue 26, §2 `/my-account`): the signed-in user sets a new
 * password (the rules of registration: 10 to 200 characters) after typing the current one. The
 * current password check counts on the login limits (`account/current-password.ts`), so it
 * cannot be used to guess. Every other session of the user is revoked; the one that made the
 * change stays signed in. A security event `password_changed` is logged (the API sends no
 * security e-mails).
 *
 * 204; 400 invalid_request for a bad body, or naming `body.currentPassword` when it is wrong;
 * 401 anonymous; 429 http_429 (Retry-After) after too many wrong passwords.
 */
export const changePasswordRoute: FastifyPluginAsyncZod<CustomerRouteOptions> = async (
  app,
  { config },
) => {
  app.post(
    '/change-password',
    {
      preHandler: authenticate,
      schema: {
        operationId: 'changeCustomerPassword',
        tags: ['customer'],
        summary: 'Change the password; every other session is signed out',
        body: changePasswordBody,
        response: { 204: noContent, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const { db } = app.database;
      const userId = currentUser(request).id;
      await confirmCurrentPassword(request, reply, {
        password: request.body.currentPassword,
        field: 'currentPassword',
        perAddressFactor: config.RATE_LIMIT_PER_IP_FACTOR,
      });
      const passwordHash = await hashPassword(request.body.newPassword);
      // The request was authenticated with this token, so it is there.
      const keep = sessionTokenOf(request) ?? '';
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        await revokeOtherSessions(tx, userId, keep);
      });
      securityEvent(request.log, 'password_changed', { userId, address: request.ip });
      return reply.status(204).send();
    },
  );
};
