import { ErrorCode, RoomsError } from '@rooms/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';

import { setSessionCookie } from '../../auth/session-cookie.js';
import {
  AUTHENTICATED_USER_COLUMNS,
  createSession,
  hashToken,
  isWellFormedToken,
} from '../../auth/session-store.js';
import { pendingRegistrations, users } from '../../db/schema.js';
import { errorResponses } from '../../errors/error-body.js';
import { securityEvent } from '../../logging/security-event.js';
import { linkReferral } from '../../payments/referrals/referral-codes.js';

import { toUserProfile, userProfile } from './account.schema.js';

import type { AuthenticatedUser } from '../../auth/session-store.js';
import type { CustomerRouteOptions } from './customer-route-options.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Body of `POST /customer/register/confirm`. */
export const registerConfirmBody = z.object({
  token: z.string().min(1).max(100).describe('The token of the e-mailed sign-up link'),
});

/** Message of the 400 answer for an unknown, used or expired sign-up link. */
export const REGISTRATION_TOKEN_INVALID_MESSAGE = 'This sign-up link is invalid or has expired';

function invalidToken(): RoomsError {
  return new RoomsError({
    code: ErrorCode.RegistrationTokenInvalid,
    status: 400,
    message: REGISTRATION_TOKEN_INVALID_MESSAGE,
  });
}

/**
 * `POST /customer/register/confirm` (issue 23): the second step of the sign-up, sent by the
 * sign-up page opened from the e-mailed link when the user presses "activate" (a link opened by
 * a mail scanner activates nothing). Claims the pending registration atomically (single use),
 * creates the account with the password hashed at sign-up (a referral code of the sign-up links
 * it to the code's owner: issue 27, status Joined) and signs it in (session cookie):
 * 201 with the §3 profile. 400 `registration_token_invalid` for an unknown, used or expired
 * link, and for a link whose address got an account meanwhile (the link is spent; the user
 * signs in instead). Other pending sign-ups of the same address end with it.
 */
export const registerConfirmRoute: FastifyPluginAsyncZod<CustomerRouteOptions> = async (
  app,
  { config },
) => {
  app.post(
    '/register/confirm',
    {
      schema: {
        operationId: 'confirmRegistration',
        tags: ['customer'],
        summary: 'Create the account of an e-mailed sign-up link and sign in',
        body: registerConfirmBody,
        response: { 201: userProfile, ...errorResponses() },
      },
    },
    async (request, reply) => {
      const { db } = app.database;
      const { token } = request.body;
      const refuse = (): RoomsError => {
        securityEvent(request.log, 'registration_invalid', { address: request.ip });
        return invalidToken();
      };
      if (!isWellFormedToken(token)) throw refuse();
      const now = new Date();
      const user = await db.transaction(async (tx): Promise<AuthenticatedUser | null> => {
        const [claimed] = await tx
          .delete(pendingRegistrations)
          .where(
            and(
              eq(pendingRegistrations.tokenHash, hashToken(token)),
              gt(pendingRegistrations.expiresAt, now),
            ),
          )
          .returning();
        if (claimed === undefined) return null;
        const [created] = await tx
          .insert(users)
          .values({
            email: claimed.email,
            passwordHash: claimed.passwordHash,
            firstName: claimed.firstName,
            lastName: claimed.lastName,
            locale: claimed.locale,
          })
          .onConflictDoNothing() // the unique index on lower(email): an account exists now
          .returning(AUTHENTICATED_USER_COLUMNS);
        await tx
          .delete(pendingRegistrations)
          .where(sql`lower(${pendingRegistrations.email}) = lower(${claimed.email})`);
        if (created !== undefined) await linkReferral(tx, claimed.referralCode, created.id);
        return created ?? null;
      });
      if (user === null) throw refuse();
      securityEvent(request.log, 'registration_confirmed', {
        userId: user.id,
        address: request.ip,
      });
      const session = await createSession(db, user.id, now);
      setSessionCookie(reply, session.token, config.SESSION_COOKIE_SECURE);
      return reply.status(201).send(toUserProfile(user));
    },
  );
};
