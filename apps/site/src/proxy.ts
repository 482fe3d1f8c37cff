import { NextResponse } from 'next/server';

import { LOCALE_HEADER, resolveLocaleRouting } from './locale-routing';

import type { NextRequest } from 'next/server';

/**
 * Next.js 16 proxy (formerly middleware): maps public URLs onto the `[locale]` route folders.
 * Dutch paths are served from `/nl/...` by an internal rewrite, `/en/...` passes through and an
 * explicit `/nl/...` is redirected (308) to the unprefixed path. The query string is kept. The
 * URL's language is passed on in the {@link LOCALE_HEADER} request header. The rules live in
 * {@link resolveLocaleRouting}.
 */
export function proxy(request: NextRequest): NextResponse {
  const decision = resolveLocaleRouting(request.nextUrl.pathname);
  if (decision.type === 'redirect') {
    const url = request.nextUrl.clone();
    url.pathname = decision.pathname;
    return NextResponse.redirect(url, 308);
  }
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(LOCALE_HEADER, decision.locale);
  if (decision.type === 'next') return NextResponse.next({ request: { headers: requestHeaders } });
  const url = request.nextUrl.clone();
  url.pathname = decision.pathname;
  return NextResponse.rewrite(url, { request: { headers: requestHeaders } });
}

export const config = {
  // Everything except Next internals, the API pass-through and files with an extension.
  matcher: ['/((?!_next/|services/api/|next/api/|.*\\.[a-zA-Z0-9]+$).*)'],
};
