import { describe, expect, it } from 'vitest';

import {
  budgetVerdict,
  formatBundleTable,
  GOAL_GZIP_BYTES,
  isPublicAppRoute,
  LIMIT_GZIP_BYTES,
  routeKeyOfAppRoute,
  routesOverBudget,
} from './check-bundle-size';

import type { RouteSize } from './first-load-js';

function route(name: string, gzipBytes: number): RouteSize {
  return { route: name, chunks: ['static/chunks/a.js'], rawBytes: gzipBytes * 3, gzipBytes };
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
  });

  it('returns null outside the table', () => {
    expect(routeKeyOfAppRoute('/_not-found')).toBeNull();
    expect(routeKeyOfAppRoute('/[locale]/no-such-page')).toBeNull();
    expect(routeKeyOfAppRoute('/[locale]/for-rent/[other]')).toBeNull();
  });
});

describe('isPublicAppRoute', () => {
  it('is false only for private routes of the table', () => {
    expect(isPublicAppRoute('/[locale]')).toBe(true);
    expect(isPublicAppRoute('/[locale]/for-rent/[searchCategoryAndCity]')).toBe(true);
    expect(isPublicAppRoute('/_not-found')).toBe(true);
    expect(isPublicAppRoute('/[locale]/my-account')).toBe(false);
    expect(isPublicAppRoute('/[locale]/dashboard')).toBe(false);
  });
});

describe('budgetVerdict', () => {
  it('grades public pages against goal and limit', () => {
    expect(budgetVerdict(GOAL_GZIP_BYTES, true)).toBe('ok');
    expect(budgetVerdict(GOAL_GZIP_BYTES + 1, true)).toBe('over goal');
    expect(budgetVerdict(LIMIT_GZIP_BYTES, true)).toBe('over goal');
    expect(budgetVerdict(LIMIT_GZIP_BYTES + 1, true)).toBe('OVER BUDGET');
  });

  it('never fails a private page', () => {
    expect(budgetVerdict(LIMIT_GZIP_BYTES * 2, false)).toBe('private');
  });
});

describe('routesOverBudget', () => {
  it('lists the public routes above the limit only, whatever their route', () => {
    const routes = [
      route('/[locale]', LIMIT_GZIP_BYTES + 1),
      route('/[locale]/for-rent/[searchCategoryAndCity]', LIMIT_GZIP_BYTES),
      route('/[locale]/user/login', LIMIT_GZIP_BYTES + 20_000),
      route('/[locale]/my-account', LIMIT_GZIP_BYTES * 3),
      route('/_not-found', LIMIT_GZIP_BYTES + 500),
    ];
    expect(routesOverBudget(routes).map((r) => r.route)).toEqual([
      '/[locale]',
      '/[locale]/user/login',
      '/_not-found',
    ]);
  });
});

describe('formatBundleTable', () => {
  it('prints one row per route, largest first, in kB of 1000 bytes, with the verdict', () => {
    const table = formatBundleTable(
      [route('/[locale]/user/login', 120_000), route('/[locale]', 171_234)],
      { ...route('shared by all', 100_000), chunks: ['a.js', 'b.js'] },
    );
    const lines = table.split('\n');
    expect(lines[1]).toMatch(/^Route\s+Route key\s+Chunks\s+Raw kB\s+Gzip kB\s+Budget$/);
    expect(lines[3]).toMatch(/^\/\[locale\]\s+home\s+1\s+513\.7\s+171\.2\s+OVER BUDGET$/);
    expect(lines[4]).toMatch(/^\/\[locale\]\/user\/login\s+login\s+1\s+360\.0\s+120\.0\s+ok$/);
    expect(lines[5]).toMatch(/^\(shared by all\)\s+-\s+2\s+300\.0\s+100\.0$/);
    expect(lines[6]).toBe(
      'Budget for public pages: goal ≤ 130.0 kB, limit 170.0 kB; 1 within the goal, ' +
        '1 over budget.',
    );
  });
});
