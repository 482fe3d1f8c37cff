import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import {
  formatPaymentPages,
  PAYMENT_ROUTE_KEYS,
  routesLoading,
  stripeChunks,
} from './payment-pages-js';

import type { PageSize } from './check-bundle-size';
import type { RouteKey } from '@rooms/i18n';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A dist dir with the given chunks under static/chunks. */
function distWith(chunks: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'payment-pages-'));
  made.push(dist);
  for (const [name, code] of Object.entries(chunks)) {
    const file = join(dist, 'static', 'chunks', name);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, code);
  }
  return dist;
}

describe('stripeChunks', () => {
  it('finds the chunks that load Stripe.js, in sub-folders too, and nothing else', () => {
    const dist = distWith({
      'a.js': 'console.log("page")',
      'lazy/b.js': 'const u="https://js.stripe.com/basil/stripe.js";',
      'c.css': 'js.stripe.com',
    });
    expect([...stripeChunks(dist)]).toEqual(['static/chunks/lazy/b.js']);
  });

  it('finds none in a build without chunks', () => {
    expect(stripeChunks(distWith({})).size).toBe(0);
  });
});

describe('routesLoading', () => {
  it('names the routes whose first load includes one of the chunks', () => {
    const routes = [
      { route: '/[locale]', chunks: ['static/chunks/a.js'] },
      { route: '/[locale]/paymentstatus', chunks: ['static/chunks/a.js', 'static/chunks/s.js'] },
    ];
    expect(routesLoading(routes, new Set(['static/chunks/s.js']))).toEqual([
      '/[locale]/paymentstatus',
    ]);
    expect(routesLoading(routes, new Set())).toEqual([]);
  });
});

describe('formatPaymentPages', () => {
  const page = (route: string, gzipBytes: number, ownGzipBytes: number): PageSize => ({
    route,
    chunks: [],
    rawBytes: gzipBytes * 3,
    gzipBytes,
    ownGzipBytes,
  });

  it('prints each payment page by its route key with kB figures, and where Stripe.js loads', () => {
    const text = formatPaymentPages([page('/[locale]/paymentstatus', 148_700, 16_500)], {
      chunkCount: 1,
      loaders: [],
    });
    expect(text).toContain('paymentStatus');
    expect(text).toContain('148.7 kB');
    expect(text).toContain('16.5 kB');
    expect(text).toContain('Stripe.js: 1 chunk(s) in the build, in the first load of no page');
    expect(formatPaymentPages([], { chunkCount: 2, loaders: ['/[locale]'] })).toContain(
      'in the first load of /[locale]',
    );
  });

  it('lists only payment pages of the route table', () => {
    const known: readonly RouteKey[] = PAYMENT_ROUTE_KEYS;
    expect(known).toContain('makePayment');
    expect(known).not.toContain('home');
  });
});
