/**
 * Who may use the back office (issue 28): accounts with a staff role (`users.staff_role`, set
 * only by `pnpm staff:add`). Everyone else — anonymous visitors included — gets a plain 404
 * from every `/moderation` route, so the back office does not reveal that it exists.
 */
import { ErrorCode, isEnumValue, RoomsError, StaffRole } from '@rooms/domain';
import { eq } from 'drizzle-orm';

import { identify } from '../auth/authenticate.js';
import { users } from '../db/schema.js';

import type { Db } from '../db/database.js';
import type { FastifyRequest } from 'fastify';

/** A signed-in staff member. */
export interface Staff {
  id: number;
  firstName: string;
  role: StaffRole;
}

/**
 * The staff role of an account.
 *
 * @param db the database
 * @param userId the account
 * @returns Moderator 1 or Admin 2; null for everyone else and for a deleted or blocked account
 */
export async function staffRoleOf(db: Db, userId: number): Promise<StaffRole | null> {
  const [row] = await db
    .select({ role: users.staffRole, deletedAt: users.deletedAt, blockedAt: users.blockedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (row === undefined || row.deletedAt !== null || row.blockedAt !== null) return null;
  return isEnumValue(StaffRole, row.role) ? row.role : null;
}

/**
 * The staff member behind a request, for the first line of every `/moderation` handler.
 *
 * @param request the request (its session cookie)
 * @returns the staff member
 * @throws RoomsError `http_404` (404) when the caller is anonymous or not staff
 */
export async function requireStaff(request: FastifyRequest): Promise<Staff> {
  await identify(request);
  const user = request.user;
  const role = user === null ? null : await staffRoleOf(request.server.database.db, user.id);
  if (user === null || role === null) throw new RoomsError({ code: ErrorCode.Http404 });
  return { id: user.id, firstName: user.firstName, role };
}
