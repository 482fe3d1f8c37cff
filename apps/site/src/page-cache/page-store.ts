/**
 * The in-memory page cache of one site process (issue 24): rendered public pages as nonce
 * templates (`html-template.ts`), bounded by bytes (least recently used dropped first), one
 * render per key at a time (single flight), and dropped on listing changes
 * (`listing-change-subscriber.ts`).
 */
import { setTimeout as sleep } from 'node:timers/promises';

import { LRUCache } from 'lru-cache';

import { encodedBytes, encodeTemplate, splitHtml, type EncodedTemplate } from './html-template';

import type { CachePlan, PageKind } from './cache-plan';

/** A page as stored. */
export interface CachedPage {
  /** The page as UTF-8 bytes, cut where the nonce goes (`joinEncoded`). */
  readonly template: EncodedTemplate;
  /** Answer headers kept from the render (Content-Type, Vary, Link, Content-Language). */
  readonly headers: Readonly<Record<string, string>>;
  readonly kind: PageKind;
  readonly listingId: number | null;
}

/** A render's answer, as the fetch from this process gives it. */
export interface RenderedPage {
  readonly status: number;
  readonly headers: Headers;
  readonly html: string;
}

/** Answer headers of a render that a cached answer repeats. */
export const KEPT_HEADERS = ['content-type', 'vary', 'link', 'content-language'] as const;

/**
 * The outcome of a lookup: the page, whether it came from the cache, and the status to answer
 * with: 200, or 404 for a not-found page passed on from its render without being stored.
 */
export type Lookup =
  | { readonly page: CachedPage; readonly hit: boolean; readonly status: 200 | 404 }
  /** Neither storable nor a plain 404 (a redirect, an error, Set-Cookie): render it as usual. */
  | { readonly page: null; readonly hit: false };

/** What the store is made with. */
export interface PageStoreOptions {
  /** Largest total size of the stored templates, bytes. */
  readonly maxBytes: number;
  /** How long a page is kept at most, milliseconds, by kind. */
  readonly maxAgeMs: Readonly<Record<PageKind, number>>;
  /**
   * Renders a page (fetches it from this process with the pass-through secret).
   *
   * @param renderPath the public path and normalised query
   * @returns the answer with its whole body; rejects on a network error
   */
  readonly render: (renderPath: string) => Promise<RenderedPage>;
  /** The nonce the render was given, cut out of the stored HTML. */
  readonly placeholder: string;
  /**
   * Rewrites a render's HTML and the answer headers kept with it before the HTML is cut into a
   * template (the proxy inlines the page's style sheets, `inline-styles.ts`); must not throw.
   * Default: both as rendered.
   */
  readonly prepare?: (page: PreparedPage) => Promise<PreparedPage>;
}

/** A render's HTML and the headers a cached answer repeats ({@link KEPT_HEADERS}). */
export interface PreparedPage {
  readonly html: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** A running page store. */
export interface PageStore {
  /**
   * The page of a plan: from the cache, or rendered once for all concurrent callers of one key
   * (a render in flight is joined) and stored when it is a 200 HTML answer without Set-Cookie.
   * While pages that show listings cannot be trusted ({@link PageStore.setListingsTrusted}),
   * such plans answer `page: null` (render the usual way).
   *
   * @throws what `render` throws (a network error): the caller renders the page itself
   */
  get(plan: CachePlan): Promise<Lookup>;
  /** Listings changed: drops every `listings` page and the `listing` pages of these ids. */
  listingsChanged(ids: readonly number[]): void;
  /** Anything may have changed: drops every `listings` and `listing` page. */
  allListingsChanged(): void;
  /**
   * Whether listing changes are being heard. False (the change stream is down): listing pages
   * are rendered per request until it is back, since a drop could be missed.
   */
  setListingsTrusted(trusted: boolean): void;
  /** Stored pages and their total size in bytes (tests, logs). */
  stats(): { readonly pages: number; readonly bytes: number };
}

/** How long a render that Next.js served stale is kept, ms: Next.js is rendering the new one. */
export const STALE_RENDER_KEEP_MS = 1000;

/** How often a stale render is asked for again, and the wait between, ms (at most 1 s). */
const STALE_RETRIES = 10;
const STALE_RETRY_MS = 100;

/** Whether Next.js answered a render from its stale copy while it renders the page anew. */
function isStaleRender(page: RenderedPage): boolean {
  return page.headers.get('x-nextjs-cache')?.toUpperCase() === 'STALE';
}

/**
 * How long a render may be kept, ms: the kind's limit, shortened to how long Next.js itself
 * keeps the page fresh (the `s-maxage` of a prerendered page with revalidation: home 300 s, a
 * page whose data the build could not read 5 s), and to {@link STALE_RENDER_KEEP_MS} when
 * Next.js answered from its stale copy (`x-nextjs-cache: STALE`) while it renders the page anew.
 * Without this the page cache would keep a page for the kind's whole limit after Next.js had
 * already replaced it (the figures a build without the API could not show, for an hour).
 *
 * @param limitMs the kind's limit, ms
 * @param headers the render's answer headers
 */
export function keepMs(limitMs: number, headers: Headers): number {
  if (headers.get('x-nextjs-cache')?.toUpperCase() === 'STALE') {
    return Math.min(limitMs, STALE_RENDER_KEEP_MS);
  }
  const sMaxAge = /(?:^|,)\s*s-maxage=(\d+)/i.exec(headers.get('cache-control') ?? '');
  return sMaxAge === null ? limitMs : Math.min(limitMs, Number(sMaxAge[1]) * 1000);
}

/**
 * Whether a render's answer may be stored and shared with every visitor: a 200 HTML answer
 * without Set-Cookie (a page that sets a cookie is someone's page). A 404 is not stored (anyone
 * could fill the cache with unknown paths), nor is a redirect or an error.
 */
export function isStorable(page: RenderedPage): boolean {
  return page.status === 200 && isSharedHtml(page);
}

/** Whether a render is HTML without Set-Cookie (a page that sets a cookie is someone's page). */
function isSharedHtml(page: RenderedPage): boolean {
  return (
    !page.headers.has('set-cookie') &&
    (page.headers.get('content-type') ?? '').startsWith('text/html')
  );
}

/**
 * Whether a render is a not-found page that may be answered as it is (once, not stored): an
 * HTML 404 without Set-Cookie. Answering it saves rendering an unknown listing twice.
 */
export function isPlainNotFound(page: RenderedPage): boolean {
  return page.status === 404 && isSharedHtml(page);
}

/**
 * Creates the page store of a process.
 *
 * Listing changes race with renders: a render that started before a change may finish after it
 * with the old listing. Each change bumps a generation, and a render is stored (and joined by
 * later callers) only within the generation it started in.
 */
export function createPageStore(options: PageStoreOptions): PageStore {
  const cache = new LRUCache<string, CachedPage>({
    maxSize: options.maxBytes,
    sizeCalculation: (page) => Math.max(1, encodedBytes(page.template)),
    ttlAutopurge: false,
  });
  /** Bumped by every listing change; renders of listing pages are stored only within one. */
  let generation = 0;
  let listingsTrusted = false;
  const inFlight = new Map<string, Promise<Lookup>>();

  const dependsOnListings = (kind: PageKind) => kind !== 'content';

  /**
   * Renders a page; when Next.js answers from its stale copy (it renders the new one in the
   * background), asks again every {@link STALE_RETRY_MS} for at most {@link STALE_RETRIES}
   * times, so the visitor gets the new page (the figures a build without the API could not
   * show) rather than the stale one; the last answer is used either way.
   */
  async function renderFresh(renderPath: string): Promise<RenderedPage> {
    let rendered = await options.render(renderPath);
    for (let attempt = 0; attempt < STALE_RETRIES && isStaleRender(rendered); attempt++) {
      await sleep(STALE_RETRY_MS);
      rendered = await options.render(renderPath);
    }
    return rendered;
  }

  async function renderAndStore(plan: CachePlan, startedIn: number): Promise<Lookup> {
    const rendered = await renderFresh(plan.renderPath);
    const storable = isStorable(rendered);
    if (!storable && !isPlainNotFound(rendered)) return { page: null, hit: false };
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = rendered.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    const rendering: PreparedPage = { html: rendered.html, headers };
    const prepared = options.prepare ? await options.prepare(rendering) : rendering;
    const page: CachedPage = {
      template: encodeTemplate(splitHtml(prepared.html, options.placeholder)),
      headers: prepared.headers,
      kind: plan.kind,
      listingId: plan.listingId,
    };
    if (!storable) return { page, hit: false, status: 404 };
    const current = !dependsOnListings(plan.kind) || (listingsTrusted && generation === startedIn);
    const ttl = keepMs(options.maxAgeMs[plan.kind], rendered.headers);
    if (current && ttl > 0) cache.set(plan.key, page, { ttl });
    return { page, hit: false, status: 200 };
  }

  return {
    async get(plan) {
      const listingBound = dependsOnListings(plan.kind);
      // Rendered the usual way: a change while the stream is down would go unheard.
      if (listingBound && !listingsTrusted) return { page: null, hit: false };
      const cached = cache.get(plan.key);
      if (cached !== undefined) return { page: cached, hit: true, status: 200 };
      const flightKey = listingBound ? `${generation} ${plan.key}` : plan.key;
      const running = inFlight.get(flightKey);
      if (running !== undefined) return running;
      const started = renderAndStore(plan, generation).finally(() => inFlight.delete(flightKey));
      inFlight.set(flightKey, started);
      return started;
    },
    listingsChanged(ids) {
      generation += 1;
      const changed = new Set(ids);
      for (const [key, page] of cache.entries()) {
        if (page.kind === 'listings' || (page.kind === 'listing' && changed.has(page.listingId!))) {
          cache.delete(key);
        }
      }
    },
    allListingsChanged() {
      generation += 1;
      for (const [key, page] of cache.entries()) {
        if (dependsOnListings(page.kind)) cache.delete(key);
      }
    },
    setListingsTrusted(trusted) {
      listingsTrusted = trusted;
      if (!trusted) this.allListingsChanged();
    },
    stats() {
      return { pages: cache.size, bytes: cache.calculatedSize };
    },
  };
}
