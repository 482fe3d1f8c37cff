/**
 * The security headers of every API answer (issue 23, OWASP ASVS 5.0 V3.4): JSON, errors and
 * images alike, set by @fastify/helmet's `onRequest` hook so that the error handler's and the
 * not-found handler's answers carry them too.
 */
import fastifyHelmet from '@fastify/helmet';

import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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
 * @returns options for `app.register(fastifyHelmet, …)`, applied to every route (`global`)
 */
export function securityHeaderOptions(settings: SecurityHeaderSettings): FastifyHelmetOptions {
  return {
    global: true,
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

/**
 * Registers the security headers on an application before its routes (see
 * {@link securityHeaderOptions}). Answers of Fastify's router errors (`frameworkErrors`, e.g. a
 * malformed percent-encoding) are sent before any hook and go without them.
 *
 * @param app the application, before its routes are registered
 * @param settings the environment's switches
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  settings: SecurityHeaderSettings,
): Promise<void> {
  await app.register(fastifyHelmet, securityHeaderOptions(settings));
}
