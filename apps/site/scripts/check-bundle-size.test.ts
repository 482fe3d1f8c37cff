import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import {
  budgetVerdict,
  formatBundleTable,
  isPublicAppRoute,
  LIMIT_GZIP_BYTES,
  OWN_LIMIT_GZIP_BYTES,
  routeKeyOfAppRoute,
  routesOverBudget,
  withOwnSizes,
} from './check-bundle-size';
import { measureRoutes, measureSharedChunks, readRouteChunks } from './first-load-js';

import type { PageSize } from './check-bundle-size';

function route(name: string, gzipBytes: number, ownGzipBytes = 10_000): PageSize {
  return {
    route: name,
    chunks: ['static/chunks/a.js'],
    rawBytes: gzipBytes * 3,
    gzipBytes,
    ownGzipBytes,
  };
}

describe('routeKeyOfAppRoute', () => {
  it('finds the route-table key of an English-shaped [locale] folder', () => {
    expect(routeKeyOfAppRoute('/[locale]')).toBe('home');
    expect(routeKeyOfAppRoute('/[locale]/for-rent/[searchCategoryAndCity]')).toBe('search');
    expect(
      routeKeyOfAppRoute('/[locale]/for-rent/[searchCategoryAndCity]/[street]/[listingTypeAndID]'),
    ).toBe('listingDetail');
    expect(routeKeyOfAppRoute('/[locale]/user/login')).toBe('login');
    expect(routeKeyOfAppRoute('/[locale]/my-account')).toBe('myAccount');
    // One folder name for two parameters of the route table (landlord and tenant pages).
    expect(routeKeyOfAppRoute('/[locale]/offer-a-home/tenant/[userID]/displayroomadvert')).toBe(
      'landlordProfile',
    );
    expect(routeKeyOfAppRoute('/[locale]/offer-a-home/tenant/[userID]/[source]')).toBe(
      'tenantProfile',
    );
  });

  it('returns null outside the table', () => {
    expect(routeKeyOfAppRoute('/_not-found')).toBeNull();
    expect(routeKeyOfAppRoute('/[locale]/no-such-page')).toBeNull();
    expect(routeKeyOfAppRoute('/[locale]/for-rent/[other]')).toBeNull();
  });
});

describe('isPublicAppRoute', () => {
  it('is false only for private and staff routes of the table', () => {
    expect(isPublicAppRoute('/[locale]')).toBe(true);
    expect(isPublicAppRoute('/[locale]/for-rent/[searchCategoryAndCity]')).toBe(true);
    expect(isPublicAppRoute('/_not-found')).toBe(true);
    expect(isPublicAppRoute('/[locale]/my-account')).toBe(false);
    expect(isPublicAppRoute('/[locale]/dashboard')).toBe(false);
    expect(isPublicAppRoute('/[locale]/moderation')).toBe(false);
    expect(isPublicAppRoute('/[locale]/moderation/audit-log')).toBe(false);
  });
});

describe('budgetVerdict', () => {
  it('fails a public page over the hard stop and marks one over the own-JS goal', () => {
    const page = (gzipBytes: number, ownGzipBytes: number) => ({ gzipBytes, ownGzipBytes });
    expect(budgetVerdict(page(LIMIT_GZIP_BYTES, OWN_LIMIT_GZIP_BYTES), true)).toBe('ok');
    expect(budgetVerdict(page(150_000, OWN_LIMIT_GZIP_BYTES + 1), true)).toBe('over own budget');
    expect(budgetVerdict(page(LIMIT_GZIP_BYTES + 1, 5_000), true)).toBe('OVER LIMIT');
    expect(budgetVerdict(page(LIMIT_GZIP_BYTES + 1, 50_000), true)).toBe('OVER LIMIT');
  });

  it('never fails a private page', () => {
    expect(budgetVerdict({ gzipBytes: LIMIT_GZIP_BYTES * 2, ownGzipBytes: 90_000 }, false)).toBe(
      'private',
    );
  });
});

describe('routesOverBudget', () => {
  it('lists the public routes over the hard stop only, whatever their own JS', () => {
    const routes = [
      route('/[locale]', LIMIT_GZIP_BYTES + 1),
      route('/[locale]/for-rent/[searchCategoryAndCity]', LIMIT_GZIP_BYTES, OWN_LIMIT_GZIP_BYTES),
      route('/[locale]/about-us', 150_000, OWN_LIMIT_GZIP_BYTES + 1),
      route('/[locale]/user/login', LIMIT_GZIP_BYTES + 20_000),
      route('/[locale]/my-account', LIMIT_GZIP_BYTES * 3, 90_000),
      route('/_not-found', LIMIT_GZIP_BYTES + 500),
    ];
    expect(routesOverBudget(routes).map((r) => r.route)).toEqual([
      '/[locale]',
      '/[locale]/user/login',
      '/_not-found',
    ]);
  });
});

describe('withOwnSizes', () => {
  it('measures own JS as the chunks above the shared root main files (fixture build)', () => {
    const projectDir = fileURLToPath(new URL('./fixtures/next-16-build', import.meta.url));
    const distDir = `${projectDir}/build-output`;
    const shared = measureSharedChunks(distDir);
    const routes = measureRoutes(distDir, readRouteChunks(projectDir, distDir));
    const pages = withOwnSizes(distDir, routes, shared);
    const onlyOwn = measureRoutes(distDir, [
      {
        route: 'home own',
        chunks: [
          'static/chunks/home-page.js',
          'static/chunks/layout.js',
          'static/chunks/not-found.js',
        ],
      },
    ]);
    const home = pages.find((page) => page.route === '/[locale]');
    expect(home?.ownGzipBytes).toBe(onlyOwn[0]!.gzipBytes);
    expect(home?.gzipBytes).toBe(onlyOwn[0]!.gzipBytes + shared.gzipBytes);
    expect(home?.ownGzipBytes).toBeGreaterThan(0);
  });
});

describe('formatBundleTable', () => {
  it('prints one row per route, largest own JS first, in kB of 1000 bytes, with the verdict', () => {
    const table = formatBundleTable(
      [
        route('/[locale]/user/login', 120_000, 26_000),
        route('/[locale]', 171_234, 12_345),
        route('/[locale]/my-account', 200_000, 70_000),
      ],
      { ...route('shared by all', 100_000), chunks: ['a.js', 'b.js'] },
    );
    const lines = table.split('\n');
    expect(lines[0]).toBe(
      'First-load JavaScript per page (gzip, kB = 1000 bytes); own = above the framework chunks ' +
        'shared by every page',
    );
    expect(lines[1]).toMatch(
      /^Route\s+Route key\s+Chunks\s+Raw kB\s+Gzip kB\s+Own gzip kB\s+Budget$/,
    );
    expect(lines[3]).toMatch(
      /^\/\[locale\]\/my-account\s+myAccount\s+1\s+600\.0\s+200\.0\s+70\.0\s+private$/,
    );
    expect(lines[4]).toMatch(
      /^\/\[locale\]\/user\/login\s+login\s+1\s+360\.0\s+120\.0\s+26\.0\s+over own budget$/,
    );
    expect(lines[5]).toMatch(/^\/\[locale\]\s+home\s+1\s+513\.7\s+171\.2\s+12\.3\s+OVER LIMIT$/);
    expect(lines[6]).toMatch(/^\(shared by all\)\s+-\s+2\s+300\.0\s+100\.0\s+-$/);
    expect(lines[7]).toBe(
      'Budgets of a public page: own JS ≤ 25.0 kB (goal): 0 of 2 public page(s) within, 2 over; ' +
        'first load ≤ 170.0 kB (hard stop): 1 over.',
    );
  });
});
