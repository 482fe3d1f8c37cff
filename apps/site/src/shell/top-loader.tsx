'use client';

import NextTopLoader from 'nextjs-toploader';
import NProgress from 'nprogress';

import { documentNonce } from '../client/document-nonce';

/** Brand colour of the bar (the theme's primary, #0B5D6B). */
const BAR_COLOUR = '#0B5D6B';

/**
 * The bar's markup, and how nprogress (which draws it for nextjs-toploader) finds the bar in
 * it: by class, not by nprogress's default `role="bar"`, which is no ARIA role (axe
 * `aria-roles`). The bar is decoration, hidden from assistive technology; no spinner.
 */
const BAR_TEMPLATE = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';
// nextjs-toploader passes no bar selector, so nprogress keeps this one (settings merge).
NProgress.configure({ barSelector: '.bar' });

/**
 * The top loading bar of §2 Shell for route changes: nextjs-toploader starts it on link clicks
 * that leave the page and stops it when the new route is shown; hash-only changes do not count.
 * 3 px, brand colour, no spinner. Data loading drives the same bar through `QueryLoadingBar`
 * on the pages that load data in the browser.
 */
export function TopLoader() {
  return (
    <NextTopLoader
      color={BAR_COLOUR}
      height={3}
      showSpinner={false}
      shadow={false}
      showForHashAnchor={false}
      template={BAR_TEMPLATE}
      // Its <style> element needs the page's CSP nonce (src/security-headers.ts).
      nonce={documentNonce()}
    />
  );
}
