import { NextResponse } from 'next/server';

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

export const config = {
  // Everything except Next internals, the API pass-through and files with an extension.
  matcher: ['/((?!_next/|services/api/|next/api/|.*\\.[a-zA-Z0-9]+$).*)'],
};
