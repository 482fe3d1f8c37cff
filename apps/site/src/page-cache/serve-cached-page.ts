/**
 * The proxy's side of the page cache (issue 24): answers a cacheable page request from the
 * process's page store with a fresh CSP nonce in the page and its policy header, Cache-Control
 * for shared caches, and `x-rooms-cache: hit|miss`.
 */
import { NextResponse } from 'next/server';

import { env } from '../env';
import { SESSION_COOKIE } from '../locale-routing';
import { createNonce, CSP_HEADER, sitePagePolicy } from '../security-headers';

import { cacheControlOf, type CachePlan } from './cache-plan';
import { headerWithNonce, joinEncoded } from './html-template';
import { inlinePageStyles } from './inline-styles';
import { subscribeToListingChanges } from './listing-change-subscriber';
import { localOrigin, processSecrets, renderLocally } from './local-render';
import { createPageStore, type PageStore, type PreparedPage } from './page-store';
import { buildStaticDir, createStyleSheetReader } from './static-style-sheets';

import type { NextRequest } from 'next/server';

/** Header telling whether an answer came from the cache (`hit`) or was rendered for it (`miss`). */
export const CACHE_STATUS_HEADER = 'x-rooms-cache';

/**
 * How long a page stays in this process's cache at most, ms. Content pages: until the next
 * deploy in principle, but live figures (city counts) may show, so an hour. Listing pages are
 * dropped on change; the age limit bounds what a change the stream missed could leave (5 min).
 */
const MAX_AGE_MS = { content: 60 * 60_000, listings: 5 * 60_000, listing: 5 * 60_000 } as const;

const STORE_KEY = Symbol.for('rooms.site.page-cache.store');

/**
 * Memory for the build's style sheet texts the inlining read, bytes: a build has a few dozen
 * sheets of at most {@link env.PAGE_CACHE_INLINE_CSS_KB} each.
 */
const STYLE_SHEET_MEMORY_BYTES = 8 * 1024 * 1024;

/**
 * The store's rewrite of a render: inlines each page's own style sheets (`inline-styles.ts`) up
 * to `PAGE_CACHE_INLINE_CSS_KB`, read from the static folder of the build being served, and
 * drops their preloads from the `Link` header; undefined (the page as rendered) when that is 0
 * or in development, where sheets change under `next dev`.
 */
function styleInliner(): ((page: PreparedPage) => Promise<PreparedPage>) | undefined {
  // Next.js's build mode, set and inlined by Next.js itself (not a setting of ours, see env.ts).
  // eslint-disable-next-line no-restricted-properties
  const production = process.env.NODE_ENV === 'production';
  if (env.PAGE_CACHE_INLINE_CSS_KB === 0 || !production) return undefined;
  const maxBytes = env.PAGE_CACHE_INLINE_CSS_KB * 1024;
  const readSheet = createStyleSheetReader({
    staticDir: buildStaticDir(process.cwd(), env.NEXT_DIST_DIR),
    maxFileBytes: maxBytes,
    maxCacheBytes: STYLE_SHEET_MEMORY_BYTES,
    log: (message) => console.warn(`page cache: ${message}`),
  });
  const placeholder = processSecrets().placeholder;
  return (page) => inlinePageStyles(page, { readSheet, maxBytes, placeholder });
}

/** The page store of this process, made (with its change subscriber) on first use. */
function pageStore(): PageStore | null {
  if (env.PAGE_CACHE_MAX_MB === 0) return null;
  const holder = globalThis as { [STORE_KEY]?: PageStore };
  if (holder[STORE_KEY] !== undefined) return holder[STORE_KEY];
  const store = createPageStore({
    maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
    maxAgeMs: MAX_AGE_MS,
    placeholder: processSecrets().placeholder,
    prepare: styleInliner(),
    render: (renderPath) => {
      const origin = localOrigin();
      if (origin === undefined) throw new Error('own address not known yet');
      return renderLocally(origin, renderPath);
    },
  });
  holder[STORE_KEY] = store;
  subscribeToListingChanges({
    url: new URL('/listing/changes', env.API_ORIGIN).toString(),
    sink: store,
    log: (message) => console.warn(`page cache: ${message}`),
  });
  return store;
}

/**
 * The answer to a cacheable page request from the page cache, or null when the page must be
 * rendered the usual way (the cache is off, the render was not storable — a redirect, an error,
 * a Set-Cookie —, listing changes are not being heard, or the render failed). A not-found page
 * (404 HTML) is answered from its render, with a fresh nonce, and not stored.
 *
 * The HTML is the same for every visitor (H1 renders the signed-in parts on the client); only
 * the nonce differs per answer. An anonymous answer may be kept by shared caches
 * (`cacheControlOf`); one to a request with the session cookie is `private, no-store`.
 *
 * @param request the page request
 * @param plan its cache plan (`cachePlanOf`)
 */
export async function serveCachedPage(
  request: NextRequest,
  plan: CachePlan,
): Promise<NextResponse | null> {
  const store = pageStore();
  if (store === null) return null;
  let lookup;
  try {
    lookup = await store.get(plan);
  } catch (error) {
    console.warn(`page cache: render of ${plan.renderPath} failed`, error);
    return null;
  }
  if (lookup.page === null) return null;
  const nonce = createNonce();
  const { placeholder } = processSecrets();
  const headers = new Headers();
  for (const [name, value] of Object.entries(lookup.page.headers)) {
    headers.set(name, headerWithNonce(value, placeholder, nonce));
  }
  headers.set(CSP_HEADER, sitePagePolicy(nonce));
  // A not-found page is answered once, not stored, and kept by no cache (as Next.js does).
  const signedIn = request.cookies.has(SESSION_COOKIE) || lookup.status === 404;
  headers.set('cache-control', cacheControlOf(lookup.page.kind, signedIn));
  headers.set(CACHE_STATUS_HEADER, lookup.hit ? 'hit' : 'miss');
  let body: Uint8Array<ArrayBuffer> | null = null;
  if (request.method !== 'HEAD') {
    const bytes = joinEncoded(lookup.page.template, nonce);
    // A view of the same memory, typed as the body Web APIs take (no copy).
    body = new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length);
  }
  return new NextResponse(body, { status: lookup.status, headers });
}
