import { ErrorCode, RoomsError } from '@rooms/domain';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

import { PASSWORD_MAX_LENGTH, verifyDummyPassword, verifyPassword } from '../../auth/password.js';
import {
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_PER_IP,
  perAddressRule,
} from '../../auth/rate-limit-rules.js';
import {
  hitRateLimit,
  peekRateLimit,
  resetRateLimit,
  tooManyRequests,
} from '../../auth/rate-limiter.js';
import { setSessionCookie } from '../../auth/session-cookie.js';
import { AUTHENTICATED_USER_COLUMNS, createSession } from '../../auth/session-store.js';
import { users } from '../../db/schema.js';
import { errorResponses } from '../../errors/error-body.js';
import { securityEvent } from '../../logging/security-event.js';

import { EMAIL_MAX_LENGTH, toUserProfile, userProfile } from './account.schema.js';

import type { CustomerRouteOptions } from './customer-route-options.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Body of `POST /customer/login` (§7 "login payload"). */
export const loginBody = z.object({
  email: z
    .string()
    .trim()
    .min(1)
    .max(EMAIL_MAX_LENGTH)
    // PostgreSQL refuses NUL in text: without this the look-up answered 500.
    .refine((email) => !email.includes('\u0000'), 'must not contain NUL characters')
    .describe('E-mail address of the account'),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH).describe('Password'),
});

/** The one message of every failed login: the same for an unknown address and a wrong password. */
export const LOGIN_FAILED_MESSAGE = 'E-mail address or password is incorrect';

/**
 * `POST /customer/login` (§7, §2 legacy login mode): checks the password (argon2id) and opens
 * a session: the `rooms_session` cookie (httpOnly, SameSite=Lax, Secure in production, 30 days).
 *
 * - 200 with the §3 profile;
 * - 401 http_401 with one generic message for an unknown address and a wrong password alike
 *   (an unknown address still costs one hash verification, so timing tells nothing);
 * - 429 http_429 with Retry-After after 10 attempts per client address or 5 failed attempts
 *   per e-mail address in a 15-minute window.
 */
export const loginRoute: FastifyPluginAsyncZod<CustomerRouteOptions> = async (app, { config }) => {
  app.post(
    '/login',
    {
      schema: {
        operationId: 'loginCustomer',
        tags: ['customer'],
        summary: 'Sign in with e-mail and password (legacy login mode)',
        body: loginBody,
        response: { 200: userProfile, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const { db } = app.database;
      const perAddress = await hitRateLimit(
        db,
        perAddressRule(LOGIN_PER_IP, config.RATE_LIMIT_PER_IP_FACTOR),
        request.ip,
        app.clock(),
      );
      if (perAddress.limited) {
        securityEvent(request.log, 'login_locked', { address: request.ip, limit: 'address' });
        throw tooManyRequests(reply, perAddress);
      }
      const account = request.body.email.toLowerCase();
      const failures = await peekRateLimit(db, LOGIN_FAILURES_PER_ACCOUNT, account, app.clock());
      if (failures.limited) {
        // No user id: the account is only looked up below, and the typed address is not logged.
        securityEvent(request.log, 'login_locked', { address: request.ip, limit: 'account' });
        throw tooManyRequests(reply, failures);
      }

      const [user] = await db
        .select({ ...AUTHENTICATED_USER_COLUMNS, passwordHash: users.passwordHash })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${request.body.email})`)
        .limit(1);
      const valid =
        user === undefined
          ? await verifyDummyPassword(request.body.password)
          : await verifyPassword(user.passwordHash, request.body.password);
      if (user === undefined || !valid) {
        await hitRateLimit(db, LOGIN_FAILURES_PER_ACCOUNT, account, app.clock());
        securityEvent(request.log, 'login_failed', { userId: user?.id, address: request.ip });
        throw new RoomsError({ code: ErrorCode.Http401, message: LOGIN_FAILED_MESSAGE });
      }

      await resetRateLimit(db, LOGIN_FAILURES_PER_ACCOUNT, account);
      const session = await createSession(db, user.id);
      setSessionCookie(reply, session.token, config.SESSION_COOKIE_SECURE);
      const { passwordHash: _passwordHash, ...signedIn } = user;
      return toUserProfile(signedIn);
    },
  );
};
