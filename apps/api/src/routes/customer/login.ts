import { ErrorCode, MODERATION_APPEAL_EMAIL, RoomsError } from '@rooms/domain';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

import { clientKey } from '../../auth/client-address.js';
import {
  countLoginAttempt,
  loginAccountSubject,
  recordSuccessfulLogin,
} from '../../auth/login-attempts.js';
import { PASSWORD_MAX_LENGTH, verifyDummyPassword, verifyPassword } from '../../auth/password.js';
import { LOGIN_PER_IP, perAddressRule } from '../../auth/rate-limit-rules.js';
import { hitRateLimit, tooManyRequests } from '../../auth/rate-limiter.js';
import { setSessionCookie } from '../../auth/session-cookie.js';
import { AUTHENTICATED_USER_COLUMNS, createSession } from '../../auth/session-store.js';
import { users } from '../../db/schema.js';
import { errorResponses } from '../../errors/error-body.js';
import { securityEvent } from '../../logging/security-event.js';
import { activeBlockOf } from '../../moderation/user-blocks.js';

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
 * - 403 `account_blocked` (issue 28) for a blocked account with the right password:
 *   `data.blockedUntil` (ISO, null = indefinite) and `data.appealEmail`
 *   (an unknown address still costs one hash verification, so timing tells nothing);
 * - 429 http_429 with Retry-After (issue 23, auth/login-attempts.ts): after 10 attempts per
 *   client key (IPv4 address or IPv6 /64) in a 15-minute window; after 5 attempts on one account
 *   from one client key; and, once an account had more than 20 attempts from all clients in the
 *   window, for every client it has not signed in from in the last 30 days. Attempts are counted
 *   before the password is checked; an unknown address is counted and answered the same way.
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
        response: { 200: userProfile, ...errorResponses(401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { db } = app.database;
      const client = clientKey(request.ip);
      const perAddress = await hitRateLimit(
        db,
        perAddressRule(LOGIN_PER_IP, config.RATE_LIMIT_PER_IP_FACTOR),
        client,
        app.clock(),
      );
      if (perAddress.limited) {
        securityEvent(request.log, 'login_locked', { address: request.ip, limit: 'address' });
        throw tooManyRequests(reply, perAddress);
      }

      const [user] = await db
        .select({ ...AUTHENTICATED_USER_COLUMNS, passwordHash: users.passwordHash })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${request.body.email})`)
        .limit(1);
      // The stored account, not the typed text: JavaScript's and PostgreSQL's lower case differ.
      const account = loginAccountSubject(user, request.body.email);
      const refusal = await countLoginAttempt(
        db,
        account,
        client,
        config.RATE_LIMIT_PER_IP_FACTOR,
        app.clock(),
      );
      if (refusal !== null) {
        securityEvent(request.log, 'login_locked', {
          userId: user?.id,
          address: request.ip,
          limit: refusal.limit,
        });
        throw tooManyRequests(reply, refusal.state);
      }

      const valid =
        user === undefined
          ? await verifyDummyPassword(request.body.password)
          : await verifyPassword(user.passwordHash, request.body.password);
      if (user === undefined || !valid) {
        securityEvent(request.log, 'login_failed', { userId: user?.id, address: request.ip });
        throw new RoomsError({ code: ErrorCode.Http401, message: LOGIN_FAILED_MESSAGE });
      }
      // Only after the right password: the refusal must not tell strangers an account is blocked.
      const block = await activeBlockOf(db, user.id);
      if (block !== undefined) {
        securityEvent(request.log, 'login_blocked', { userId: user.id, address: request.ip });
        throw new RoomsError({
          code: ErrorCode.AccountBlocked,
          data: {
            blockedUntil: block.blockedUntil?.toISOString() ?? null,
            appealEmail: MODERATION_APPEAL_EMAIL,
          },
        });
      }

      await recordSuccessfulLogin(db, account, client, app.clock());
      const session = await createSession(db, user.id);
      setSessionCookie(reply, session.token, config.SESSION_COOKIE_SECURE);
      const { passwordHash: _passwordHash, ...signedIn } = user;
      return toUserProfile(signedIn);
    },
  );
};
