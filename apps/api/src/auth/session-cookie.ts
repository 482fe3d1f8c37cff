import { SESSION_TTL_SECONDS } from './session-store.js';

import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Name of the session cookie. */
export const SESSION_COOKIE_NAME = 'rooms_session';

/**
 * Attributes of the session cookie: httpOnly (no script access), SameSite=Lax (not sent on
 * cross-site POSTs), Path=/, Max-Age 30 days (the session's absolute lifetime; the API ends it
 * sooner after 14 days without use, `SESSION_IDLE_SECONDS`, whatever the cookie says), Secure
 * when configured (production).
 *
 * @param secure whether to set the Secure attribute (`config.SESSION_COOKIE_SECURE`)
 */
export function sessionCookieOptions(secure: boolean): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: SESSION_TTL_SECONDS };
}

/**
 * Puts a session token in the `rooms_session` cookie of a reply.
 *
 * @param reply the reply to set the cookie on
 * @param token the session token (base64url)
 * @param secure whether the cookie is Secure
 */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE_NAME, token, sessionCookieOptions(secure));
}

/**
 * Tells the browser to drop the session cookie (same name, path and attributes, expired).
 *
 * @param reply the reply to clear the cookie on
 * @param secure whether the cookie was Secure
 */
export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  const { maxAge: _maxAge, ...attributes } = sessionCookieOptions(secure);
  reply.clearCookie(SESSION_COOKIE_NAME, attributes);
}

/**
 * The session token a request carries: the `Authorization: Bearer <token>` header when present
 * (§7: "a bearer header is added when available"; the site's server forwards the cookie value
 * this way), else the `rooms_session` cookie.
 *
 * @returns the token text (not yet checked), or null when the request carries none
 */
export function sessionTokenOf(request: FastifyRequest): string | null {
  const authorization = request.headers.authorization;
  if (authorization !== undefined) {
    const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization);
    return match?.[1] ?? null;
  }
  return request.cookies[SESSION_COOKIE_NAME] ?? null;
}
