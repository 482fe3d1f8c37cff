import { describe, expect, it } from 'vitest';

import {
  checkPageBudgets,
  failedAudits,
  figuresOfRun,
  formatBudgetChecks,
  formatSummaryTable,
  median,
  medianFigures,
} from './lighthouse-summary';

import type { RunFigures } from './lighthouse-summary';

function run(performance: number, lcpMs: number, tbtMs: number, cls: number): RunFigures {
  return {
    scores: { performance, accessibility: 100, 'best-practices': 96, seo: 100 },
    lcpMs,
    tbtMs,
    cls,
  };
}

describe('figuresOfRun', () => {
  it('reads the four category scores as 0–100 and LCP, TBT, CLS', () => {
    const figures = figuresOfRun({
      categories: {
        performance: { score: 0.694 },
        accessibility: { score: 1 },
        'best-practices': { score: null },
        seo: { score: 0.92 },
      },
      audits: {
        'largest-contentful-paint': { numericValue: 2095.4 },
        'total-blocking-time': { numericValue: 120 },
        'cumulative-layout-shift': { numericValue: 0.013 },
      },
    });
    expect(figures).toEqual({
      scores: { performance: 69, accessibility: 100, 'best-practices': null, seo: 92 },
      lcpMs: 2095.4,
      tbtMs: 120,
      cls: 0.013,
    });
  });

  it('gives null for missing audits', () => {
    expect(figuresOfRun({ categories: {}, audits: {} })).toEqual({
      scores: { performance: null, accessibility: null, 'best-practices': null, seo: null },
      lcpMs: null,
      tbtMs: null,
      cls: null,
    });
  });
});

describe('failedAudits', () => {
  it('lists weighted, scored audits below 1 of accessibility, best practices and SEO', () => {
    const lhr = {
      categories: {
        performance: { score: 0.5, auditRefs: [{ id: 'total-blocking-time', weight: 30 }] },
        accessibility: {
          score: 0.9,
          auditRefs: [
            { id: 'color-contrast', weight: 7 },
            { id: 'image-alt', weight: 10 },
            { id: 'tabindex', weight: 0 },
          ],
        },
        'best-practices': { score: 1, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
        seo: {
          score: 0.92,
          auditRefs: [
            { id: 'link-text', weight: 1 },
            { id: 'structured-data', weight: 1 },
          ],
        },
      },
      audits: {
        'total-blocking-time': { score: 0.1, scoreDisplayMode: 'numeric', title: 'TBT' },
        'color-contrast': { score: 0, scoreDisplayMode: 'binary', title: 'Contrast' },
        'image-alt': { score: 1, scoreDisplayMode: 'binary', title: 'Alt' },
        tabindex: { score: 0, scoreDisplayMode: 'binary', title: 'Tabindex' },
        'errors-in-console': { score: null, scoreDisplayMode: 'binary', title: 'Console' },
        'link-text': { score: 0, scoreDisplayMode: 'binary', title: 'Link text' },
        'structured-data': { score: null, scoreDisplayMode: 'manual', title: 'Manual' },
      },
    };
    expect(failedAudits(lhr)).toEqual([
      'accessibility: color-contrast — Contrast',
      'seo: link-text — Link text',
    ]);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the middle two, ignoring nulls', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 7, null])).toBe(7);
    expect(median([])).toBeNull();
    expect(median([null])).toBeNull();
  });
});

describe('medianFigures', () => {
  it('takes the median of every figure separately', () => {
    const figures = medianFigures([
      run(90, 2500, 100, 0),
      run(97, 1800, 300, 0.05),
      run(95, 1900, 140, 0.01),
      run(60, 4000, 900, 0.2),
      run(96, 1700, 120, 0),
    ]);
    expect(figures).toEqual(run(95, 1900, 140, 0.01));
  });
});

describe('formatSummaryTable', () => {
  it('prints the goals in the header and marks each median as met or missed', () => {
    const table = formatSummaryTable(
      [
        { label: 'home (nl)', path: '/', figures: run(96, 1900, 150, 0.02) },
        { label: 'home (en)', path: '/en', figures: run(94, 2100, 151, 0.021) },
      ],
      5,
      'simulate',
    );
    const lines = table.split('\n');
    expect(lines[0]).toContain("simulated throttling (Lighthouse's default) — median of 5 run(s)");
    expect(lines[1]).toMatch(
      /^Page\s+Perf ≥95\s+A11y ≥98\s+BP ≥95\s+SEO 100\s+LCP ≤2\.00 s\s+TBT ≤150 ms\s+CLS ≤0\.02$/,
    );
    expect(lines[3]).toMatch(
      /^home \(nl\)\s+96 ✓\s+100 ✓\s+96 ✓\s+100 ✓\s+1\.90 s ✓\s+150 ms ✓\s+0\.020 ✓$/,
    );
    expect(lines[4]).toMatch(
      /^home \(en\)\s+94 ✗\s+100 ✓\s+96 ✓\s+100 ✓\s+2\.10 s ✗\s+151 ms ✗\s+0\.021 ✗$/,
    );
    expect(lines.slice(-2)).toEqual([
      expect.stringMatching(/^home \(nl\)\s+\/$/),
      expect.stringMatching(/^home \(en\)\s+\/en$/),
    ]);
  });

  it('shows n/a for a figure Lighthouse did not give', () => {
    const figures = { ...run(96, 1900, 150, 0), lcpMs: null };
    expect(formatSummaryTable([{ label: 'x', path: '/', figures }], 1, 'simulate')).toMatch(
      /\bn\/a\b/,
    );
  });

  it('names applied throttling in the title of a devtools table', () => {
    const table = formatSummaryTable(
      [{ label: 'home (nl)', path: '/', figures: run(100, 1450, 20, 0) }],
      3,
      'devtools',
    );
    expect(table.split('\n')[0]).toBe(
      'Lighthouse, mobile preset, throttling applied in the browser (throttlingMethod devtools) — ' +
        'median of 3 run(s) per page (✓ goal met, ✗ missed)',
    );
  });
});

describe('checkPageBudgets', () => {
  const row = (label: string, figures: RunFigures) => ({ label, path: '/', figures });

  it('meets the budgets at LCP 1.1 s, TBT 100 ms, CLS 0 and performance 100', () => {
    const [check] = checkPageBudgets([row('home (nl)', run(100, 1_100, 100, 0))]);
    expect(check).toEqual({ label: 'home (nl)', met: true, missed: [] });
  });

  it('names every budget missed, a missing figure included', () => {
    const [check] = checkPageBudgets([
      row('search (en)', { ...run(99, 1_480, 120, 0.001), tbtMs: null }),
    ]);
    expect(check?.met).toBe(false);
    expect(check?.missed).toEqual([
      'LCP 1.48 s > 1.10 s',
      'TBT n/a > 100 ms',
      'CLS 0.001 > 0',
      'performance 99 < 100',
    ]);
  });

  it('prints the budgets and a verdict per page', () => {
    const text = formatBudgetChecks(
      checkPageBudgets([
        row('home (nl)', run(100, 900, 0, 0)),
        row('map (en)', run(100, 1_200, 0, 0)),
      ]),
    );
    expect(text.split('\n')).toEqual([
      'Page budgets of issue 24 (devtools throttling, medians): LCP ≤ 1.10 s, TBT ≤ 100 ms, CLS 0, performance 100',
      '  home (nl)  ✓ met',
      '  map (en)   ✗ not met: LCP 1.20 s > 1.10 s',
    ]);
  });
});
