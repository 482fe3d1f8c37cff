/**
 * The security headers of every API answer (issue 23, OWASP ASVS 5.0 V3.4): JSON, errors and
 * images alike, set by helmet in an `onRequest` hook so that the error handler's and the
 * not-found handler's answers carry them too, and by {@link answerFrameworkError}'s caller for
 * the router's own errors, which run no hook.
 */
import helmet, { type HelmetOptions } from 'helmet';

import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** How long a browser keeps to https for the API's host after an answer: one year, in seconds. */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** What decides the headers that differ between environments. */
export interface SecurityHeaderSettings {
  /**
   * `NODE_ENV=production`: the API is reached over https only (env.ts requires an https
   * `SITE_URL` there), so `Strict-Transport-Security` is sent; never in development, where a
   * browser would remember it for `localhost` and refuse the plain-http dev servers.
   */
  readonly production: boolean;
}

/**
 * helmet's options for the API. The API answers JSON and images only, never a page, so its
 * Content-Security-Policy forbids everything (`default-src 'none'`: an answer opened as a document
 * runs nothing, loads nothing) and may be framed by nobody (`frame-ancestors 'none'`, with
 * `X-Frame-Options: DENY` for browsers without CSP 2). `nosniff` keeps browsers to the declared
 * type (an image is never run as a script). `Referrer-Policy: strict-origin-when-cross-origin`
 * sends other sites the origin only. `Cross-Origin-Resource-Policy: same-site` lets the site's
 * pages (the same origin through `/services/api`, or a sibling host) embed the images and keeps
 * other sites from loading answers into their processes. helmet's remaining defaults stay
 * (`Cross-Origin-Opener-Policy: same-origin`, `Origin-Agent-Cluster`, `X-DNS-Prefetch-Control:
 * off`, `X-Download-Options`, `X-Permitted-Cross-Domain-Policies: none`, `X-XSS-Protection: 0`).
 *
 * @param settings the environment's switches
 * @returns helmet's options
 */
export function securityHeaderOptions(settings: SecurityHeaderSettings): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    strictTransportSecurity: settings.production
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xContentTypeOptions: true,
    xFrameOptions: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-site' },
  };
}

/** Sets the security headers on a raw answer (before it is sent). */
export type SecurityHeaderSetter = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * The function that sets the security headers of {@link securityHeaderOptions} on an answer:
 * installed as a hook by {@link installSecurityHeaders}, and called directly where no hook runs
 * (Fastify's `frameworkErrors`, e.g. a malformed percent-encoding in the path).
 *
 * @param settings the environment's switches
 */
export function securityHeaderSetter(settings: SecurityHeaderSettings): SecurityHeaderSetter {
  const middleware = helmet(securityHeaderOptions(settings));
  // helmet only sets headers and calls back at once; it has no failure to pass on.
  return (request, response) => middleware(request, response, () => {});
}

/**
 * Sets the security headers on every answer of an application, before its routes run.
 *
 * @param app the application, before its routes are registered
 * @param setHeaders {@link securityHeaderSetter}
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  setHeaders: SecurityHeaderSetter,
): void {
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw);
    done();
  });
}
