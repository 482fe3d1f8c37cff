import fastifyCookie from '@fastify/cookie';
import { ErrorCode, RoomsError } from '@rooms/domain';

import { sessionTokenOf } from './session-cookie.js';
import { findSessionUser } from './session-store.js';

import type { AuthenticatedUser } from './session-store.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by {@link authenticate} or {@link identify}; null for anonymous requests. */
    user: AuthenticatedUser | null;
  }
}

/**
 * Installs what sessions need on the root instance: cookie parsing and serialising
 * (`@fastify/cookie`) and the `request.user` slot. Call once from `buildApp`, before the routes.
 */
export async function installAuthentication(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCookie);
  app.decorateRequest('user', null);
}

/**
 * preHandler that resolves the session (cookie or bearer token) into `request.user` and lets
 * anonymous requests through with `request.user === null`. A session past its 30 days, or
 * unused for 14 days (`findSessionUser`), counts as none; using a session records its use (at
 * most once an hour).
 */
export async function identify(request: FastifyRequest): Promise<void> {
  const token = sessionTokenOf(request);
  request.user = token === null ? null : await findSessionUser(request.server.database.db, token);
}

/**
 * preHandler of private routes (§6 "Private routes need login"): sets `request.user` from a
 * live session, or refuses the request.
 *
 * @throws RoomsError http_401 (401, §8 'Not authenticated') without a live session
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  await identify(request);
  if (request.user === null) throw new RoomsError({ code: ErrorCode.Http401 });
}

/**
 * The signed-in user of a request that passed {@link authenticate}.
 *
 * @throws RoomsError http_401 when there is none (the route forgot the preHandler)
 */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (request.user === null) throw new RoomsError({ code: ErrorCode.Http401 });
  return request.user;
}
