import { ErrorCode, errorMessage } from '@rooms/domain';
import { NextResponse } from 'next/server';

import { env } from './env';
import {
  LOCALE_HEADER,
  resolveLocaleRouting,
  SESSION_COOKIE,
  signInRedirectFor,
} from './locale-routing';
import { cachePlanOf } from './page-cache/cache-plan';
import { isCacheRender, processSecrets, RENDER_HEADER } from './page-cache/local-render';
import { serveCachedPage } from './page-cache/serve-cached-page';
import { CSP_HEADER, securePageRequest } from './security-headers';
import { CLIENT_ADDRESS_HEADER, stampedClientAddress } from './server/client-address';

import type { NextRequest } from 'next/server';

/**
 * Next.js 16 proxy (formerly middleware): maps public URLs onto the `[locale]` route folders
 * through the route table (see {@link resolveLocaleRouting}). Dutch and English URLs of a route
 * are served by one folder named after the English path; an explicit `/nl/...` is redirected
 * (308) to the unprefixed path; an anonymous visitor of a private page is redirected (307) to
 * sign-in with `returnUrl`. The query string is kept. The URL's language is passed on in the
 * {@link LOCALE_HEADER} request header.
 *
 * Public pages that are the same for every visitor (content, search, listing and sitemap pages)
 * are answered from the page cache (`page-cache/`, issue 24) with a fresh nonce; on a miss the
 * cache fetches the page from this process with the render secret, and such a request is passed
 * on to Next.js with the cache's placeholder nonce instead of being answered from the cache.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
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
  const cacheRender = isCacheRender(request.headers);
  if (!cacheRender) {
    const plan = cachePlanOf({
      method: request.method,
      pathname: request.nextUrl.pathname,
      search: request.nextUrl.search,
      route: decision.route,
      headers: request.headers,
    });
    const cached = plan === null ? null : await serveCachedPage(request, plan);
    if (cached !== null) return cached;
  }
  const requestHeaders = new Headers(request.headers);
  requestHeaders.delete(RENDER_HEADER);
  requestHeaders.set(LOCALE_HEADER, decision.locale);
  // A fresh CSP nonce per page (src/security-headers.ts): Next.js reads it from the request. A
  // render for the page cache gets the placeholder, which the cache replaces in every answer.
  const policy = securePageRequest(
    requestHeaders,
    cacheRender ? processSecrets().placeholder : undefined,
  );
  const url = request.nextUrl.clone();
  url.pathname = decision.pathname;
  const response = NextResponse.rewrite(url, { request: { headers: requestHeaders } });
  response.headers.set(CSP_HEADER, policy);
  return response;
}

/**
 * Path under which the browser reaches the API on the site's own origin
 * (docs/architecture.md "Request flow").
 */
export const API_PASS_THROUGH = '/services/api/';

/**
 * Largest request body passed on to the API, in bytes: 16 MB, a photo upload of at most 15 MB
 * (`MAX_PHOTO_UPLOAD_BYTES`, the only call with a body over 1 MB) plus its multipart framing.
 * A longer body is refused at once (413 `image_too_large`, §8): by its Content-Length, or, sent
 * chunked without one, once more than this has been read. Next.js buffers a proxied body up to
 * `experimental.proxyClientMaxBodySize` (next.config.ts, {@link PROXY_BUFFER_BYTES}) and passes
 * a longer one on cut off, which the API would take for a damaged upload.
 */
export const API_MAX_BODY_BYTES = 16 * 1024 * 1024;

/**
 * What Next.js buffers of a request body for the proxy (`proxyClientMaxBodySize`), in bytes:
 * 1 MiB more than {@link API_MAX_BODY_BYTES}. Next.js drops the chunk that crosses its limit, so
 * a body cut off there still shows more than API_MAX_BODY_BYTES to the proxy as long as the
 * margin exceeds one chunk (a socket read, at most 64 KiB): every longer body is seen as longer.
 */
export const PROXY_BUFFER_BYTES = API_MAX_BODY_BYTES + 1024 * 1024;

/**
 * API paths the pass-through refuses (404): the listing-change stream is for the site's own
 * processes (`page-cache/listing-change-subscriber.ts`); a browser holding it open would hold an
 * API connection per tab for nothing.
 */
const INTERNAL_API_PATHS: ReadonlySet<string> = new Set(['/listing/changes']);

/** Request headers that claim a client address; the pass-through writes its own. */
const CLIENT_CLAIMS = ['x-forwarded-for', 'x-real-ip', 'forwarded', CLIENT_ADDRESS_HEADER];

/** An answer of the pass-through itself, in the §8 shape. */
function refusal(status: number, code: ErrorCode, headers?: HeadersInit): NextResponse {
  return NextResponse.json({ code, message: errorMessage(code) }, { status, headers });
}

/**
 * The API URL of a pass-through path: the API origin and the path after `/services/api`, which
 * must have exactly one leading `/` and no dot segments, also percent-encoded (`%2e%2e`), and no
 * segment hiding a slash or backslash (`..%2f`): none of the API's routes has one, and the URL
 * must never leave `API_ORIGIN` (`//evil.example` would) nor climb out of its path.
 *
 * @param pathname the request path, starting with {@link API_PASS_THROUGH}
 * @param search the query string, `?` included, or ''
 * @param origin the API origin (`API_ORIGIN`)
 * @returns the URL on the API origin, or null for a path that is refused (answer 404)
 */
export function apiUrl(pathname: string, search: string, origin: string): URL | null {
  const path = pathname.slice(API_PASS_THROUGH.length - 1);
  const segments = path.split('/').slice(1);
  const safe = segments.every((segment, index) => {
    if (segment === '') return index === segments.length - 1;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return false;
    }
    return decoded !== '.' && decoded !== '..' && !/[/\\]/.test(decoded);
  });
  if (!path.startsWith('/') || !safe) return null;
  const url = new URL(origin);
  url.pathname = path;
  url.search = search;
  return url;
}

/**
 * Whether a request body is longer than {@link API_MAX_BODY_BYTES}: by its Content-Length, or
 * by reading it when it comes chunked (the proxy reads a copy; Next.js forwards its own).
 */
async function bodyTooLarge(request: NextRequest): Promise<boolean> {
  const declared = request.headers.get('content-length');
  if (declared !== null) return Number(declared) > API_MAX_BODY_BYTES;
  if (request.body === null) return false;
  const reader = request.body.getReader();
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return false;
    total += value.byteLength;
    if (total > API_MAX_BODY_BYTES) {
      await reader.cancel();
      return true;
    }
  }
}

/**
 * Forwards a browser call under `/services/api/*` to the API origin read at run time (not at
 * build time, as `next.config` rewrites would be), so one build serves any `API_ORIGIN`. Bodies
 * (binary photo uploads too) and the API's answers (images with their Cache-Control, Vary and
 * ETag headers) pass through unchanged. `X-Forwarded-For` is replaced by the one address the
 * socket stamp read (`server/client-address.ts`; the API believes it for its rate limits when
 * this site is in its TRUST_PROXY); what the browser sent is dropped.
 *
 * Refusals (§8 shape): 404 `http_404` for a path with dot segments or more than one leading
 * slash; 413 `image_too_large` for a body over {@link API_MAX_BODY_BYTES}; 503 `http_502` with
 * `Retry-After: 1` while the request carries no stamp (it arrived while the process started).
 */
async function toApi(request: NextRequest): Promise<NextResponse> {
  const target = apiUrl(request.nextUrl.pathname, request.nextUrl.search, env.API_ORIGIN);
  if (target === null) return refusal(404, ErrorCode.Http404);
  // apiUrl checked that every segment decodes; `%63hanges` must not slip past.
  if (
    INTERNAL_API_PATHS.has(decodeURIComponent(target.pathname).toLowerCase().replace(/\/+$/, ''))
  ) {
    return refusal(404, ErrorCode.Http404);
  }
  if (await bodyTooLarge(request)) return refusal(413, ErrorCode.ImageTooLarge);
  const client = stampedClientAddress(request.headers);
  if (client === undefined) return refusal(503, ErrorCode.Http502, { 'retry-after': '1' });
  const headers = new Headers(request.headers);
  for (const claim of CLIENT_CLAIMS) headers.delete(claim);
  headers.set('x-forwarded-for', client);
  return NextResponse.rewrite(target, { request: { headers } });
}

export const config = {
  // The API pass-through, and every page path except Next internals, same-origin route handlers
  // and files with an extension.
  matcher: ['/services/api/:path*', '/((?!_next/|services/api/|next/api/|.*\\.[a-zA-Z0-9]+$).*)'],
};
