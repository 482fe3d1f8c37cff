// Validates the environment at build and start, so a bad value fails early.
import './src/env';
import { siteStaticSecurityHeaders } from './src/security-headers';

import type { NextConfig } from 'next';

/** Next.js configuration of the Rooms site; environment from `src/env.ts` (validated once). */
const nextConfig: NextConfig = {
  reactStrictMode: true,
  // A separate output folder lets a production build run beside `next dev` (benchmarks, checks).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  // Security headers of every answer except the API's, which sets its own (src/security-headers.ts;
  // each page's Content-Security-Policy, with its nonce, comes from the proxy).
  headers: async () => [
    { source: '/:path((?!services/api/).*)', headers: siteStaticSecurityHeaders() },
    // The icon sprite is addressed with its content hash (`?v=`, `@rooms/ui/icon-sprite`).
    {
      source: '/icons/rooms-icons.svg',
      headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
    },
  ],
  // Title, description, canonical and hreflang always in <head>, for every client: streamed
  // metadata lands in <body>, where link previews and some crawlers (and Lighthouse) miss it.
  htmlLimitedBots: /.*/,
  transpilePackages: ['@rooms/ui', '@rooms/i18n', '@rooms/domain', '@rooms/api-client'],
  experimental: {
    // One server-rendered 404 for unmatched URLs although the root layout sits in `[locale]`.
    globalNotFound: true,
    // Turbopack merges chunk groups below 50 kB (raw) into bigger ones, so a page loads code of
    // other pages (e.g. the sign-in forms got the dialogs' focus code). At 10 kB every public
    // page's first load is 12-20 kB gzip smaller (`pnpm --filter @rooms/site size`; the 404 is
    // 6 kB larger) for about 20 more, smaller requests per page.
    turbopackChunking: { minChunkSize: 10000 },
    // No `inlineCss` (issue 24, measured): it puts the sheets in the HTML, which brings
    // Lighthouse's LCP under 1.1 s, but React then writes the grouped <style> without the nonce
    // (Next.js hands React a script-only nonce), so the CSP blocks it on every page rendered per
    // request (private pages, e.g. the wizard), and the sheets are sent twice (in <style> and in
    // the RSC payload): the search page grew from 160 to 269 kB raw, 20 to 48 kB gzip.
    // The proxy (src/proxy.ts) buffers request bodies up to this size and silently cuts off the
    // rest (default 10 MB): photo uploads through /services/api may be 15 MB
    // (MAX_PHOTO_UPLOAD_BYTES) plus the multipart framing. PROXY_BUFFER_BYTES of src/proxy.ts:
    // 1 MiB over API_MAX_BODY_BYTES, so that the proxy sees every longer body, chunked ones too,
    // as longer and refuses it (413) instead of forwarding it cut off.
    proxyClientMaxBodySize: 17 * 1024 * 1024,
  },
};

export default nextConfig;
