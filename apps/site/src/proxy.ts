import { ErrorCode, errorMessage } from '@rooms/domain';
import { NextResponse } from 'next/server';

import { env } from './env';
import {
  LOCALE_HEADER,
  resolveLocaleRouting,
  SESSION_COOKIE,
  signInRedirectFor,
} from './locale-routing';

import type { NextRequest } from 'next/server';

/**
 * Next.js 16 proxy (formerly middleware): maps public URLs onto the `[locale]` route folders
 * through the route table (see {@link resolveLocaleRouting}). Dutch and English URLs of a route
 * are served by one folder named after the English path; an explicit `/nl/...` is redirected
 * (308) to the unprefixed path; an anonymous visitor of a private page is redirected (307) to
 * sign-in with `returnUrl`. The query string is kept. The URL's language is passed on in the
 * {@link LOCALE_HEADER} request header.
 */
export function proxy(request: NextRequest): NextResponse {
  if (request.nextUrl.pathname.startsWith(API_PASS_THROUGH)) return toApi(request);
  const decision = resolveLocaleRouting(request.nextUrl.pathname);
  if (decision.type === 'redirect') {
    const url = request.nextUrl.clone();
    url.pathname = decision.pathname;
    return NextResponse.redirect(url, 308);
  }
  const signIn = signInRedirectFor(
    decision.route,
    decision.locale,
    `${request.nextUrl.pathname}${request.nextUrl.search}`,
    request.cookies.has(SESSION_COOKIE),
  );
  if (signIn !== null) return NextResponse.redirect(new URL(signIn, request.url), 307);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(LOCALE_HEADER, decision.locale);
  const url = request.nextUrl.clone();
  url.pathname = decision.pathname;
  return NextResponse.rewrite(url, { request: { headers: requestHeaders } });
}

/**
 * Path under which the browser reaches the API on the site's own origin
 * (docs/architecture.md "Request flow").
 */
export const API_PASS_THROUGH = '/services/api/';

/**
 * Largest request body passed on to the API, in bytes: 16 MB, a photo upload of at most 15 MB
 * (`MAX_PHOTO_UPLOAD_BYTES`, the only call with a body over 1 MB) plus its multipart framing.
 * Next.js buffers a proxied body up to `experimental.proxyClientMaxBodySize` (next.config.ts, the
 * same 16 MB) and passes a longer one on cut off, which the API would wait for until the
 * connection times out; such requests are refused at once instead (413 `image_too_large`, §8).
 */
export const API_MAX_BODY_BYTES = 16 * 1024 * 1024;

/**
 * Forwards a browser call under `/services/api/*` to the API origin read at run time (not at
 * build time, as `next.config` rewrites would be), so one build serves any `API_ORIGIN`. Bodies
 * (binary photo uploads too) and the API's answers (images with their Cache-Control, Vary and
 * ETag headers) pass through unchanged.
 */
function toApi(request: NextRequest): NextResponse {
  if (Number(request.headers.get('content-length')) > API_MAX_BODY_BYTES) {
    return NextResponse.json(
      { code: ErrorCode.ImageTooLarge, message: errorMessage(ErrorCode.ImageTooLarge) },
      { status: 413 },
    );
  }
  const path = request.nextUrl.pathname.slice(API_PASS_THROUGH.length - 1);
  return NextResponse.rewrite(new URL(`${path}${request.nextUrl.search}`, env.API_ORIGIN));
}

export const config = {
  // The API pass-through, and every page path except Next internals, same-origin route handlers
  // and files with an extension.
  matcher: ['/services/api/:path*', '/((?!_next/|services/api/|next/api/|.*\\.[a-zA-Z0-9]+$).*)'],
};
