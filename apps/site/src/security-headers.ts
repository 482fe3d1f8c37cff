/**
 * The site's security headers (issue 23, OWASP ASVS 5.0 V3.4): a Content-Security-Policy with a
 * fresh nonce per page, set by the proxy (`src/proxy.ts`), and the headers that never change,
 * set for every answer by `next.config.ts`. Pure builders plus {@link securePageRequest}; no
 * Next.js import, so `next.config.ts` can use this module too.
 */
import { env } from './env';
import { OSM_TILE_URL } from './features/maps/tile-source';

/** Request header that hands a page's nonce to server components (`server/request-nonce.ts`). */
export const NONCE_HEADER = 'x-nonce';

/** Name of the policy header, on the answer and (for Next.js, which reads the nonce) the request. */
export const CSP_HEADER = 'Content-Security-Policy';

/** How long a browser keeps to https for the site after a visit: one year, in seconds. */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * What Stripe.js needs (their CSP guide): its script (loaded by our own code, so `'strict-dynamic'`
 * covers it; the host is for browsers without CSP 3), the card fields and 3-D Secure frames, and
 * its API. Payments are not built yet (docs/architecture.md "payments (target)"): switched on with
 * `stripe: true` when the payment pages come.
 */
export const STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

/**
 * A fresh nonce for one page: 128 random bits, base64 (Web Crypto, so it works in any runtime
 * the proxy runs on). Unguessable and never reused, as CSP nonces must be.
 *
 * @returns 24 base64 characters
 */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The CSP source that allows a Leaflet tile URL template's images: its scheme, host and port.
 * A placeholder in the host (`https://{s}.tile.example.com/…`) becomes a wildcard for the labels
 * up to the last one that has a placeholder (`https://*.tile.example.com`); a host made only of
 * placeholders allows the scheme (`https:`), which no valid MAP_TILE_URL needs.
 *
 * @param template the tile URL template (MAP_TILE_URL, or OpenStreetMap's)
 * @returns a host source such as `https://tile.openstreetmap.org`
 * @throws Error when the template is not an absolute http(s) URL (env.ts refuses such settings)
 */
export function tileImageSource(template: string): string {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template);
  if (match === null) throw new Error(`not an http(s) tile URL template: ${template}`);
  const scheme = match[1]!.toLowerCase();
  const authority = match[2]!.toLowerCase();
  const labels = authority.split('.');
  const lastPlaceholder = labels.findLastIndex((label) => label.includes('{'));
  if (lastPlaceholder === -1) return `${scheme}://${authority}`;
  const rest = labels.slice(lastPlaceholder + 1);
  return rest.length < 2 ? `${scheme}:` : `${scheme}://*.${rest.join('.')}`;
}

/** What a page's Content-Security-Policy depends on. */
export interface PagePolicyOptions {
  /** This page's nonce ({@link createNonce}). */
  readonly nonce: string;
  /**
   * `next dev`: React's development build needs `eval` (error stacks from the server), and the
   * dev overlay's styles carry no nonce. Never in a production build.
   */
  readonly development: boolean;
  /** The site is served over https: plain-http subresources are upgraded. */
  readonly https: boolean;
  /** Leaflet URL template of the maps' background tiles (MAP_TILE_URL or OpenStreetMap's). */
  readonly tileUrl: string;
  /** Allow Stripe.js ({@link STRIPE_SOURCES}); default false. */
  readonly stripe?: boolean;
}

/**
 * The Content-Security-Policy of a page (docs/operations.md "Security headers"). Scripts run only
 * with this page's nonce, or when a script that has it loads them (`'strict-dynamic'`: Next.js's
 * chunks, the lazily loaded map and dialogs); no inline script, event-handler attribute or
 * `javascript:` URL runs. Style elements need the nonce too (Next.js, Emotion's cache and the top
 * loading bar are given it); style attributes are allowed (`style-src-attr 'unsafe-inline'`:
 * React `style` props, MUI, Leaflet's markers), which cannot run script. Images: the site itself
 * (photos through `/services/api`), `data:` (Leaflet points aborted tiles at an empty data: GIF)
 * and the map tile host. Fetches, fonts, manifests and workers stay on the site's own origin;
 * no plugins (`object-src 'none'`), no `<base>` elsewhere, forms post only here, and no site may
 * frame a page (`frame-ancestors 'none'`). JSON-LD (`<script type="application/ld+json">`) is
 * data, which a CSP does not govern, so it needs no allowance.
 *
 * @param options nonce, environment, tile source
 * @returns the header value, directives separated by `; `
 */
export function contentSecurityPolicy(options: PagePolicyOptions): string {
  const nonce = `'nonce-${options.nonce}'`;
  const stripe = options.stripe === true;
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      nonce,
      "'strict-dynamic'",
      ...(options.development ? ["'unsafe-eval'"] : []),
      ...(stripe ? STRIPE_SOURCES.script : []),
    ],
    // A nonce makes browsers ignore 'unsafe-inline', so development lists no nonce here.
    ['style-src', "'self'", ...(options.development ? ["'unsafe-inline'"] : [nonce])],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', tileImageSource(options.tileUrl)],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...(stripe ? STRIPE_SOURCES.connect : [])],
    ['frame-src', ...(stripe ? STRIPE_SOURCES.frame : ["'none'"])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ...(options.https ? [['upgrade-insecure-requests'] as [string]] : []),
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * Next.js's build mode: 'development' under `next dev`, 'production' in a build (set by Next.js
 * itself and inlined at build time, not a setting of ours, so not in env.ts).
 */
function nodeEnv(): string | undefined {
  // eslint-disable-next-line no-restricted-properties
  return process.env.NODE_ENV;
}

/** Whether the site's public address is https (`NEXT_PUBLIC_SITE_URL`). */
function siteIsHttps(): boolean {
  return new URL(env.NEXT_PUBLIC_SITE_URL).protocol === 'https:';
}

/**
 * This site's page policy ({@link contentSecurityPolicy} with this build's settings) for a nonce.
 *
 * @param nonce the answer's nonce ({@link createNonce})
 * @returns the `Content-Security-Policy` header value
 */
export function sitePagePolicy(nonce: string): string {
  return contentSecurityPolicy({
    nonce,
    development: nodeEnv() === 'development',
    https: siteIsHttps(),
    tileUrl: env.MAP_TILE_URL ?? OSM_TILE_URL,
  });
}

/**
 * Gives a page request a nonce: sets it in {@link NONCE_HEADER} and the page's policy in the
 * request's `Content-Security-Policy` header, where Next.js finds the nonce and puts it on its
 * own scripts and styles (replacing whatever the browser sent in either header).
 *
 * @param requestHeaders the headers the proxy passes on to the page (changed in place)
 * @param nonce the nonce to use; default a fresh one. The page cache passes its placeholder for
 *   its own renders (`page-cache/local-render.ts`), which it replaces per answer.
 * @returns the policy, for the answer's `Content-Security-Policy` header
 */
export function securePageRequest(requestHeaders: Headers, nonce: string = createNonce()): string {
  const policy = sitePagePolicy(nonce);
  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set(CSP_HEADER, policy);
  return policy;
}

/** One header of `next.config.ts`'s `headers()`. */
export interface StaticHeader {
  readonly key: string;
  readonly value: string;
}

/** What the headers of every answer depend on. */
export interface StaticHeaderOptions {
  /** A production build served over https: HSTS is sent (never to `localhost` development). */
  readonly hsts: boolean;
  /** Let Stripe's frames ask for the Payment Request API; default false. */
  readonly stripe?: boolean;
}

/**
 * The headers of every answer of the site, pages and files alike: `nosniff`, the referrer policy
 * (other sites get the origin only, never a path with a search or a listing), `X-Frame-Options:
 * DENY` for browsers without CSP 2, a Permissions-Policy that turns off what the site does not use
 * (camera, microphone, geolocation — the maps do not locate the visitor —, payment, USB), and
 * HSTS for a year in production over https.
 *
 * @param options environment switches
 * @returns the headers, for `next.config.ts`
 */
export function staticSecurityHeaders(options: StaticHeaderOptions): StaticHeader[] {
  const payment = options.stripe === true ? 'payment=(self "https://js.stripe.com")' : 'payment=()';
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    {
      key: 'Permissions-Policy',
      value: ['camera=()', 'microphone=()', 'geolocation=()', payment, 'usb=()'].join(', '),
    },
    ...(options.hsts
      ? [
          {
            key: 'Strict-Transport-Security',
            value: `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
          },
        ]
      : []),
  ];
}

/**
 * {@link staticSecurityHeaders} of this build: HSTS when it is a production build whose public
 * address (`NEXT_PUBLIC_SITE_URL`, a build setting) is https.
 */
export function siteStaticSecurityHeaders(): StaticHeader[] {
  return staticSecurityHeaders({ hsts: nodeEnv() === 'production' && siteIsHttps() });
}
