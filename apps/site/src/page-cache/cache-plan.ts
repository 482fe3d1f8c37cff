/**
 * Which page requests the page cache serves, under which key, and how long a CDN may keep them
 * (issue 24). Decided by the route table (`@rooms/i18n`, via `src/locale-routing.ts`): only
 * public pages whose HTML is the same for every visitor; private `(app)` pages, the sign-in
 * forms, payment and unsubscribe pages (per-request tokens and states) are never cached.
 */
import { parseListingDetailSegment } from '@rooms/domain';

import type { RouteKey } from '@rooms/i18n';

/**
 * What a cached page depends on, which decides when it is dropped and its Cache-Control:
 * - `content`: text that changes with a deploy (dropped only by age);
 * - `listings`: shows many listings (search, street search, city sitemaps): dropped on every
 *   listing change;
 * - `listing`: one listing's page: dropped when that listing changes (or on 'all').
 */
export type PageKind = 'content' | 'listings' | 'listing';

/** Content pages: the same HTML for everybody until the next deploy. */
const CONTENT_ROUTES: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'home',
  'aboutUs',
  'cashback',
  'cookiePolicy',
  'privacyPolicy',
  'termsConditions',
  'howItWorks',
  'landlordHowItWorks',
  'safetyTenant',
  'safetyLandlord',
  'rentOutRoom',
  'rentOutHome',
  'referrals',
  'partnerships',
  'designSystem',
  'sitemapStatic',
  'usefulTips',
  // The products (issue 27): the catalogue changes with a deploy; `?returnTo=` is read by the
  // page's script, so one cached page serves every query.
  'premiumAccountPayment',
]);

/** Pages that list listings. */
const LISTINGS_ROUTES: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'search',
  'searchStreet',
  'sitemapCategory',
  'sitemapCity',
]);

/** Query parameters that never change a page (campaign tags): left out of the key and the render. */
const IGNORED_PARAMETER = /^(utm_[a-z]+|fbclid|gclid|msclkid|mc_[a-z]+)$/i;

/** Longest query kept as a key, characters; a longer one is rendered uncached. */
export const MAX_QUERY_LENGTH = 512;

/** Most query parameters of a cached page; more: rendered uncached. */
export const MAX_QUERY_PARAMETERS = 16;

/** How a request is served from the cache. */
export interface CachePlan {
  /** The cache key: the public path plus the normalised query (content pages: the path only). */
  readonly key: string;
  /** The public path and query the page is rendered from on a miss (same as the key). */
  readonly renderPath: string;
  readonly kind: PageKind;
  /** The listing of a `listing` page, else null. */
  readonly listingId: number | null;
}

/**
 * A query in one spelling: parameters sorted by name then value, campaign tags dropped, blank
 * query `''`. `?b=2&a=1` and `?a=1&b=2` are one page (the pages read parameters by name).
 *
 * @param search the query string with or without `?`
 * @returns `?…` or '', or null when the query is too long or has too many parameters
 */
export function normaliseQuery(search: string): string | null {
  if (search.length > MAX_QUERY_LENGTH) return null;
  const entries = [...new URLSearchParams(search)].filter(
    ([name]) => !IGNORED_PARAMETER.test(name),
  );
  if (entries.length > MAX_QUERY_PARAMETERS) return null;
  if (entries.length === 0) return '';
  entries.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  return `?${new URLSearchParams(entries).toString()}`;
}

/** What the proxy knows of a page request. */
export interface PageRequest {
  readonly method: string;
  /** The public path as requested (`/huren/kamer-groningen`). */
  readonly pathname: string;
  /** The query string, `?` included, or ''. */
  readonly search: string;
  /** The matched route, null for none (a 404). */
  readonly route: RouteKey | null;
  readonly headers: Headers;
}

/**
 * Whether a request may be asking for a page's HTML: a browser's navigation (`Sec-Fetch-Dest:
 * document`) or a client that sends no Fetch Metadata (crawlers, curl, link previews). Next.js
 * removes its own markers of a React Server Components request (`RSC`, `Next-Router-*` and the
 * `_rsc` parameter) before the proxy sees it, so a client-side navigation would otherwise get
 * the cached HTML instead of Flight data, and the router falls back to loading the whole page
 * (losing the page's state: the phone filter drawer closed on every filter change). A browser's
 * `fetch` says `Sec-Fetch-Dest: empty`.
 *
 * @param headers the request headers as the proxy sees them
 */
export function isDocumentRequest(headers: Headers): boolean {
  const destination = headers.get('sec-fetch-dest');
  return destination === null || destination === 'document';
}

/**
 * The cache plan of a page request, or null when it must be rendered as before: not GET/HEAD,
 * not a document request ({@link isDocumentRequest}), a route outside the cached sets, a React
 * Server Components request (`RSC: 1`, `_rsc`, a
 * prefetch or a server action: their answers are Flight data, not HTML), or an odd query.
 *
 * @param request the request as the proxy sees it, after routing
 */
export function cachePlanOf(request: PageRequest): CachePlan | null {
  const { method, pathname, route, headers } = request;
  if ((method !== 'GET' && method !== 'HEAD') || route === null) return null;
  if (
    !isDocumentRequest(headers) ||
    headers.has('rsc') ||
    headers.has('next-router-prefetch') ||
    headers.has('next-router-state-tree') ||
    headers.has('next-action') ||
    new URLSearchParams(request.search).has('_rsc')
  ) {
    return null;
  }
  if (CONTENT_ROUTES.has(route)) {
    return { key: pathname, renderPath: pathname, kind: 'content', listingId: null };
  }
  const listing = route === 'listingDetail';
  if (!listing && !LISTINGS_ROUTES.has(route)) return null;
  const query = normaliseQuery(request.search);
  if (query === null) return null;
  const key = `${pathname}${query}`;
  if (!listing) return { key, renderPath: key, kind: 'listings', listingId: null };
  const { listingId } = parseListingDetailSegment(pathname.slice(pathname.lastIndexOf('/') + 1));
  if (listingId === null) return null;
  return { key, renderPath: key, kind: 'listing', listingId };
}

/**
 * How long a CDN or the deployment's reverse proxy may keep an anonymous answer, seconds.
 *
 * Content pages change only with a deploy: five minutes fresh, then served stale for a day while
 * one request fetches the new version. Pages that show listings must show a change within a
 * second (issue 24): `s-maxage=1`, so a shared cache keeps such a page at most one second after
 * this site dropped it, plus the one background refresh that `stale-while-revalidate` allows
 * (which keeps a popular search from reaching the site more than once a second).
 */
export const SHARED_CACHE_SECONDS: Readonly<
  Record<PageKind, { readonly fresh: number; readonly stale: number }>
> = {
  content: { fresh: 300, stale: 86_400 },
  listings: { fresh: 1, stale: 5 },
  listing: { fresh: 1, stale: 5 },
};

/**
 * The Cache-Control of a page answer from the cache: shared caches may keep an anonymous one
 * ({@link SHARED_CACHE_SECONDS}); with a session cookie `private, no-store`, so no shared cache
 * keeps an answer given to a signed-in visitor, although the HTML is the same.
 *
 * @param kind the page's kind
 * @param signedIn whether the request carries the session cookie
 */
export function cacheControlOf(kind: PageKind, signedIn: boolean): string {
  if (signedIn) return 'private, no-store';
  const { fresh, stale } = SHARED_CACHE_SECONDS[kind];
  return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${stale}`;
}
