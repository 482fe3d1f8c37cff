import { ErrorCode, RoomsError } from '@rooms/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';

import { forgetAccountLoginAttempts } from '../../auth/login-attempts.js';
import { hashPassword } from '../../auth/password.js';
import { clearSessionCookie } from '../../auth/session-cookie.js';
import { hashToken, isWellFormedToken, revokeAllSessions } from '../../auth/session-store.js';
import { passwordResetTokens, users } from '../../db/schema.js';
import { errorResponses } from '../../errors/error-body.js';
import { securityEvent } from '../../logging/security-event.js';

import { newPasswordField } from './account.schema.js';
import { noContent } from './no-content.schema.js';

import type { CustomerRouteOptions } from './customer-route-options.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Body of `POST /customer/password-reset/confirm`. */
export const passwordResetConfirmBody = z.object({
  token: z.string().min(1).max(100).describe('The token of the reset link'),
  password: newPasswordField,
});

/** Message of the 400 answer for an unknown, used or expired token. */
export const RESET_TOKEN_INVALID_MESSAGE = 'This password reset link is invalid or has expired';

function invalidToken(): RoomsError {
  return new RoomsError({
    code: ErrorCode.ResetTokenInvalid,
    status: 400,
    message: RESET_TOKEN_INVALID_MESSAGE,
  });
}

/**
 * `POST /customer/password-reset/confirm`: sets a new password (argon2id) with a reset token,
 * uses the token up (single use, claimed atomically), revokes every session of the user and
 * lifts the user's failed-login lock. 204; 400 `reset_token_invalid` for an unknown, used or
 * expired token; 400 invalid_request for a password outside 10 to 200 characters.
 */
export const passwordResetConfirmRoute: FastifyPluginAsyncZod<CustomerRouteOptions> = async (
  app,
  { config },
) => {
  app.post(
    '/password-reset/confirm',
    {
      schema: {
        operationId: 'confirmPasswordReset',
        tags: ['customer'],
        summary: 'Set a new password with the token of a reset link',
        body: passwordResetConfirmBody,
        response: { 204: noContent, ...errorResponses() },
      },
    },
    async (request, reply) => {
      const { db } = app.database;
      const { token, password } = request.body;
      const refuse = (): RoomsError => {
        securityEvent(request.log, 'password_reset_invalid', { address: request.ip });
        return invalidToken();
      };
      if (!isWellFormedToken(token)) throw refuse();
      const tokenHash = hashToken(token);
      const live = (now: Date) =>
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        );

      // Check first, so an invalid token costs no hashing; claim in the transaction, so it works once.
      const [found] = await db
        .select({ userId: passwordResetTokens.userId })
        .from(passwordResetTokens)
        .where(live(new Date()));
      if (found === undefined) throw refuse();
      const passwordHash = await hashPassword(password);

      const claimedBy = await db.transaction(async (tx) => {
        const now = new Date();
        const [claimed] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(live(now))
          .returning({ userId: passwordResetTokens.userId });
        if (claimed === undefined) return null;
        const [user] = await tx
          .update(users)
          .set({ passwordHash })
          .where(eq(users.id, claimed.userId))
          .returning({ email: users.email });
        await revokeAllSessions(tx, claimed.userId, now);
        return user === undefined ? null : { email: user.email, userId: claimed.userId };
      });
      if (claimedBy === null) throw refuse();
      securityEvent(request.log, 'password_reset_confirmed', {
        userId: claimedBy.userId,
        address: request.ip,
      });

      await forgetAccountLoginAttempts(db, claimedBy.userId);
      clearSessionCookie(reply, config.SESSION_COOKIE_SECURE);
      return reply.status(204).send();
    },
  );
};
