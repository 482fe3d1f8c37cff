/**
 * The current-password check of the account calls that need it (issue 26: `POST
 * /customer/change-password`, `POST /customer/delete-account`). A wrong password is counted by
 * the login limits (auth/login-attempts.ts) on the same counters as the login form, so these
 * calls cannot be used to guess a password faster than the login form allows.
 */
import { ErrorCode, RoomsError } from '@rooms/domain';
import { eq } from 'drizzle-orm';

import { currentUser } from '../auth/authenticate.js';
import { clientKey } from '../auth/client-address.js';
import { countLoginAttempt, loginAccountSubject } from '../auth/login-attempts.js';
import { verifyPassword } from '../auth/password.js';
import { tooManyRequests } from '../auth/rate-limiter.js';
import { users } from '../db/schema.js';
import { securityEvent } from '../logging/security-event.js';

import type { FastifyReply, FastifyRequest } from 'fastify';

/** Message of the 400 answer for a wrong current password. */
export const WRONG_PASSWORD_MESSAGE = 'The password is incorrect';

/**
 * The §8 refusal of a wrong current password: 400 invalid_request naming the field, so the
 * form shows it beside the field (401 would read as "signed out" to the site).
 *
 * @param field the body field, e.g. 'currentPassword'
 */
export function wrongPassword(field: string): RoomsError {
  return new RoomsError({
    code: ErrorCode.InvalidRequest,
    message: WRONG_PASSWORD_MESSAGE,
    data: { fields: [{ field: `body.${field}`, message: 'incorrect' }] },
  });
}

/** What {@link confirmCurrentPassword} checks. */
export interface PasswordConfirmation {
  /** The password as typed. */
  password: string;
  /** The body field it came in, for the error, e.g. 'currentPassword'. */
  field: string;
  /** RATE_LIMIT_PER_IP_FACTOR (1 in production). */
  perAddressFactor: number;
}

/**
 * Checks the signed-in caller's password: counts the attempt first (login limits), then
 * verifies it (argon2id).
 *
 * @param request a request that passed `authenticate`
 * @param reply its reply (Retry-After is set on a refusal)
 * @param check the typed password, its field and the per-address factor
 * @throws RoomsError http_429 (429, Retry-After set) when the login limits refuse the attempt;
 *   invalid_request (400) from {@link wrongPassword} when the password is wrong
 */
export async function confirmCurrentPassword(
  request: FastifyRequest,
  reply: FastifyReply,
  check: PasswordConfirmation,
): Promise<void> {
  const { db } = request.server.database;
  const userId = currentUser(request).id;
  const account = loginAccountSubject({ id: userId }, '');
  const client = clientKey(request.ip);
  const refusal = await countLoginAttempt(
    db,
    account,
    client,
    check.perAddressFactor,
    request.server.clock(),
  );
  if (refusal !== null) {
    securityEvent(request.log, 'login_locked', {
      userId,
      address: request.ip,
      limit: refusal.limit,
    });
    throw tooManyRequests(reply, refusal.state);
  }
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  const valid = row !== undefined && (await verifyPassword(row.passwordHash, check.password));
  if (!valid) {
    securityEvent(request.log, 'password_confirm_failed', { userId, address: request.ip });
    throw wrongPassword(check.field);
  }
}
