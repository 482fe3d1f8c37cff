import { ErrorCode, RoomsError } from '@rooms/domain';
import { z } from 'zod';

import { clientKey } from '../../auth/client-address.js';
import { hashPassword } from '../../auth/password.js';
import { REGISTER_PER_IP, perAddressRule } from '../../auth/rate-limit-rules.js';
import { hitRateLimit, tooManyRequests } from '../../auth/rate-limiter.js';
import { setSessionCookie } from '../../auth/session-cookie.js';
import { AUTHENTICATED_USER_COLUMNS, createSession } from '../../auth/session-store.js';
import { users } from '../../db/schema.js';
import { errorResponses } from '../../errors/error-body.js';

import {
  emailField,
  localeField,
  nameField,
  newPasswordField,
  toUserProfile,
  userProfile,
} from './account.schema.js';

import type { CustomerRouteOptions } from './customer-route-options.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Body of `POST /customer/register`. */
export const registerBody = z.object({
  email: emailField,
  password: newPasswordField,
  firstName: nameField.describe('First name'),
  lastName: nameField.optional().describe('Last name'),
  locale: localeField.optional().describe("Language of the user's e-mails; default nl"),
});

/** Message of the 409 answer: says the address is taken, nothing about the account. */
export const EMAIL_TAKEN_MESSAGE = 'An account with this e-mail address already exists';

/**
 * `POST /customer/register` (§2 legacy login mode): creates an account with an argon2id
 * password hash and signs it in (session cookie). 201 with the §3 profile; 409 `email_taken`
 * when the address (case-insensitive) has an account; 429 after 10 registrations per hour
 * from one address.
 */
export const registerRoute: FastifyPluginAsyncZod<CustomerRouteOptions> = async (
  app,
  { config },
) => {
  app.post(
    '/register',
    {
      schema: {
        operationId: 'registerCustomer',
        tags: ['customer'],
        summary: 'Create an account (legacy login mode) and sign in',
        body: registerBody,
        response: { 201: userProfile, ...errorResponses(409, 429) },
      },
    },
    async (request, reply) => {
      const { db } = app.database;
      const attempts = await hitRateLimit(
        db,
        perAddressRule(REGISTER_PER_IP, config.RATE_LIMIT_PER_IP_FACTOR),
        clientKey(request.ip),
        app.clock(),
      );
      if (attempts.limited) throw tooManyRequests(reply, attempts);

      const { email, password, firstName, lastName, locale } = request.body;
      const passwordHash = await hashPassword(password);
      const [user] = await db
        .insert(users)
        .values({
          email,
          passwordHash,
          firstName,
          lastName: lastName ?? '',
          locale: locale ?? 'nl',
        })
        .onConflictDoNothing() // the unique index on lower(email)
        .returning(AUTHENTICATED_USER_COLUMNS);
      if (user === undefined) {
        throw new RoomsError({
          code: ErrorCode.EmailTaken,
          status: 409,
          message: EMAIL_TAKEN_MESSAGE,
        });
      }
      const session = await createSession(db, user.id);
      setSessionCookie(reply, session.token, config.SESSION_COOKIE_SECURE);
      return reply.status(201).send(toUserProfile(user));
    },
  );
};
