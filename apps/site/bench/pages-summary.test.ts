import { describe, expect, it } from 'vitest';

import {
  buildMarkOf,
  checkGoals,
  formatGoalChecks,
  formatPagesTable,
  isCacheHit,
  percentile,
  styleBytesOf,
} from './pages-summary';

import type { ApiRow, LoadFigures, PageKind, PageRow } from './pages-summary';

function load(perSecond: number, p95Ms: number, failures = 0): LoadFigures {
  return { perSecond, p50Ms: p95Ms / 2, p95Ms, p99Ms: p95Ms * 2, failures };
}

function row(
  kind: PageKind,
  saturatedPerSecond: number,
  overrides: Partial<PageRow> = {},
): PageRow {
  return {
    kind,
    locale: 'nl',
    signedIn: false,
    path: `/${kind}`,
    buildMark: 'dynamic',
    cacheHeader: null,
    htmlBytes: 60_000,
    htmlGzipBytes: 12_345,
    htmlStyleBytes: 4_000,
    fixed: load(50, 20),
    saturated: load(saturatedPerSecond, 40),
    ...overrides,
  };
}

describe('percentile', () => {
  it('picks by nearest rank from unsorted samples', () => {
    const samples = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(samples, 50)).toBe(5);
    expect(percentile(samples, 95)).toBe(10);
    expect(percentile(samples, 10)).toBe(1);
    expect(percentile(samples, 100)).toBe(10);
    expect(samples[0]).toBe(5);
  });

  it('reads p95 and p99 of 1,000 samples as the 950th and 990th', () => {
    const samples = Array.from({ length: 1000 }, (_, i) => 1000 - i);
    expect(percentile(samples, 95)).toBe(950);
    expect(percentile(samples, 99)).toBe(990);
  });

  it('gives null without samples and refuses a percentile outside (0, 100]', () => {
    expect(percentile([], 50)).toBeNull();
    expect(() => percentile([1], 0)).toThrow(RangeError);
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });
});

describe('buildMarkOf', () => {
  const manifest = {
    routes: {
      '/nl/about-us': { initialRevalidateSeconds: false as const, srcRoute: '/[locale]/about-us' },
      '/nl': { initialRevalidateSeconds: 300, srcRoute: '/[locale]' },
    },
  };

  it('marks prerendered paths static or ISR and others dynamic', () => {
    expect(buildMarkOf('/nl/about-us', manifest)).toBe('static');
    expect(buildMarkOf('/nl', manifest)).toBe('ISR 300 s');
    expect(buildMarkOf('/en/about-us', manifest)).toBe('dynamic');
  });
});

describe('styleBytesOf', () => {
  it('sums the content of every style element, attributes and tags excluded, in UTF-8 bytes', () => {
    const html =
      '<head><style nonce="x" data-precedence="next">a{b:c}</style><link rel="stylesheet">' +
      '<STYLE data-emotion="css 1">.é{}</STYLE></head><body><p style="x">styled</p></body>';
    expect(styleBytesOf(html)).toBe(6 + 5);
    expect(styleBytesOf('<p>no styles</p>')).toBe(0);
  });
});

describe('isCacheHit', () => {
  it('counts hit and stale answers as cached', () => {
    expect(isCacheHit('HIT')).toBe(true);
    expect(isCacheHit('stale')).toBe(true);
    expect(isCacheHit('miss')).toBe(false);
    expect(isCacheHit('bypass')).toBe(false);
    expect(isCacheHit(null)).toBe(false);
  });
});

describe('checkGoals', () => {
  it('meets every goal when anonymous pages are fast enough', () => {
    const checks = checkGoals([
      row('about', 1_200, { buildMark: 'static' }),
      row('sitemap', 1_500),
      row('home', 400),
      row('listing', 350),
      row('search', 250, { cacheHeader: 'hit' }),
      row('search', 90, { locale: 'en', cacheHeader: 'miss' }),
      row('home', 50, { signedIn: true }),
    ]);
    expect(checks.map((check) => check.met)).toEqual([true, true, true, true, true]);
  });

  it('judges throughput on anonymous rows only, and misses a goal on failed answers', () => {
    const checks = checkGoals([
      row('about', 1_200, { saturated: load(1_200, 10, 3) }),
      row('home', 400),
      row('home', 10, { signedIn: true }),
    ]);
    expect(checks[0]).toMatchObject({ met: false, detail: 'about (nl) 1,200/s (3 failed)' });
    expect(checks[1]).toMatchObject({ met: true, detail: 'home (nl) 400/s' });
  });

  it('judges the uncached search on a site with the page cache off, and content there not at all', () => {
    const checks = checkGoals([
      row('search', 300, { cacheHeader: 'hit' }),
      row('search', 70, { pageCacheOff: true }),
      row('about', 100, { pageCacheOff: true }),
    ]);
    expect(checks[0]).toMatchObject({ met: null });
    expect(checks[2]).toMatchObject({ met: true, detail: 'search (nl) 300/s' });
    expect(checks[3]).toMatchObject({
      met: false,
      detail: 'search (nl, anonymous, page cache off) 70/s',
    });
  });

  it('says not measured for the cached search when no answer was a cache hit', () => {
    const checks = checkGoals([row('search', 85)]);
    expect(checks[2]).toMatchObject({ met: null, detail: 'not measured' });
    expect(checks[3]).toMatchObject({ met: true });
  });

  it('misses the p95 goal on any row at 60 ms or more, signed in included', () => {
    const checks = checkGoals([
      row('about', 2_000),
      row('listing', 400, { signedIn: true, fixed: load(50, 75.4) }),
    ]);
    expect(checks[4]).toMatchObject({ met: false, detail: 'over: listing (nl, signed in) 75 ms' });
  });
});

describe('formatPagesTable', () => {
  it('prints a markdown row per page with sizes, loads and the page/API ratio on search rows', () => {
    const api: ApiRow[] = [{ locale: 'nl', fixed: load(50, 8), saturated: load(1_000, 12) }];
    const table = formatPagesTable(
      [row('search', 100, { cacheHeader: 'miss' }), row('about', 900, { buildMark: 'static' })],
      api,
      10,
    );
    const lines = table.split('\n');
    expect(lines[0]).toBe(
      'Pages, 10 s per load: at 50 requests/s and at saturation (8 connections); latency ms, ' +
        'HTML kB = 1,000 bytes',
    );
    expect(lines[2]).toMatch(/^\| page \| lang \| visitor \| build \| x-rooms-cache \|/);
    expect(lines[3]).toMatch(/^\| --- \|/);
    // search: p50 10 ms at 50/s against the API's 4 ms = 2.5×; 100 pages/s against 1,000 = 1/10
    expect(lines[4]).toBe(
      '| search | nl | anonymous | dynamic | miss | 60.0 | 4.0 | 12.3 | 50 | 10 | 20 | 40 | 100 | 20 | ' +
        '40 | 80 | 2.5× · 1/10.0 |',
    );
    expect(lines[5]).toBe(
      '| about | nl | anonymous | static | - | 60.0 | 4.0 | 12.3 | 50 | 10 | 20 | 40 | 900 | 20 | 40 | ' +
        '80 |  |',
    );
    expect(lines[6]).toBe(
      '| API POST /listing/findlistings | nl | - | - | - | - | - | - | 50 | 4.0 | 8.0 | 16 | 1000 | ' +
        '6.0 | 12 | 24 | 1 |',
    );
  });

  it('notes failed answers beside the rate', () => {
    const table = formatPagesTable([row('home', 10, { saturated: load(10, 40, 2) })], [], 3);
    expect(table).toContain('| 10 (2 failed) |');
  });
});

describe('formatGoalChecks', () => {
  it('prints one markdown line per goal with its verdict', () => {
    expect(
      formatGoalChecks([
        { goal: 'a', met: true, detail: 'x' },
        { goal: 'b', met: false, detail: 'y' },
        { goal: 'c', met: null, detail: 'not measured' },
      ]),
    ).toBe('- ✓ met: a — x\n- ✗ not met: b — y\n- ? not measured: c — not measured');
  });
});
