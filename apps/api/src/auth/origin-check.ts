/**
 * Cross-site request refusal for state-changing calls (issue 23, defence in depth against CSRF:
 * until now it rested on the session cookie's SameSite=Lax alone). The rule is the one of Go's
 * `net/http.CrossOriginProtection` (Filippo Valsorda, "CSRF", 2025), built on what browsers send
 * by themselves and a page cannot forge:
 *
 * 1. GET, HEAD and OPTIONS pass: they change nothing (§7; the API keeps it that way).
 * 2. With `Sec-Fetch-Site` (every current browser): `same-origin` (the site's own pages, which
 *    call the API on their origin under `/services/api`) and `none` (typed, bookmarked) pass;
 *    `same-site` and `cross-site` pass only from a trusted origin (`SITE_URL`'s, e.g. the
 *    site on :3000 calling the API on :4000 in development).
 * 3. Without it (older browsers): an `Origin` of a trusted origin, or equal to the request's own
 *    host, passes; another `Origin` — `null` included (sandboxed frames, `data:` pages) — is
 *    refused.
 * 4. Neither header: passes. Browsers have sent `Origin` on every POST for years, so such a
 *    request comes from something that is not a browser: the site's server components and
 *    route handlers (Node's fetch sends neither), scripts, the tests. They carry no ambient
 *    credential a third-party page could borrow (a bearer token or a cookie they were given),
 *    which is what CSRF abuses; refusing them would break the site's own server-side calls.
 *
 * A refusal is 403 in the §8 shape, `{ code: 'http_403', message: 'Cross-site request refused' }`,
 * before the body is read or a route runs.
 */
import { ErrorCode, RoomsError } from '@rooms/domain';

import { securityEvent } from '../logging/security-event.js';

import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Message of the 403 answer to a refused cross-site request. */
export const CROSS_SITE_REFUSED_MESSAGE = 'Cross-site request refused';

/** Methods that change nothing and are never checked. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The origin (`scheme://host[:port]`) of an absolute URL, as browsers write it in `Origin`.
 *
 * @param url an absolute http(s) URL, e.g. `SITE_URL`
 * @returns e.g. `https://rooms.nl` (no path, no trailing slash, default port left out)
 * @throws TypeError when the URL cannot be parsed
 */
export function originOf(url: string): string {
  return new URL(url).origin;
}

/** The value of a request header that may appear once, or undefined. */
function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Whether a request may go on (see the module comment for the rule).
 *
 * @param request method and headers of the request (`host`, `origin`, `sec-fetch-site`)
 * @param trustedOrigins origins whose pages may call the API, e.g. `['https://rooms.nl']`
 * @returns true to let it through, false to refuse it
 */
export function isAllowedOrigin(
  request: Pick<FastifyRequest, 'method' | 'headers'>,
  trustedOrigins: ReadonlySet<string>,
): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const origin = single(request.headers.origin);
  const trusted = origin !== undefined && trustedOrigins.has(origin);
  const fetchSite = single(request.headers['sec-fetch-site']);
  if (fetchSite !== undefined) {
    return fetchSite === 'same-origin' || fetchSite === 'none' || trusted;
  }
  if (origin === undefined) return true;
  if (trusted) return true;
  const host = single(request.headers.host);
  if (host === undefined || origin === 'null') return false;
  try {
    const from = new URL(origin);
    // Host read with the Origin's scheme, so a default port written in one and not the other matches.
    return from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

/**
 * Installs the check as an `onRequest` hook of the whole app (every route, and unknown paths).
 * Call from `buildApp` after the error handling is installed, so refusals have the §8 shape.
 *
 * @param app the root instance
 * @param siteUrl `SITE_URL`: its origin is the one trusted origin
 * @throws RoomsError http_403 (403) from the hook for a refused request
 */
export function installOriginCheck(app: FastifyInstance, siteUrl: string): void {
  const trusted = new Set([originOf(siteUrl)]);
  app.addHook('onRequest', async (request) => {
    if (!isAllowedOrigin(request, trusted)) {
      securityEvent(request.log, 'cross_site_refused', { address: request.ip });
      throw new RoomsError({
        code: ErrorCode.Http403,
        status: 403,
        message: CROSS_SITE_REFUSED_MESSAGE,
      });
    }
  });
}
