/**
 * The figures of the Lighthouse benchmark (`bench/lighthouse.ts`): what one run yields, the median
 * of several runs and the printed table with the goals of the performance issue beside it.
 */

/** The four Lighthouse categories the benchmark reports, in print order. */
export const CATEGORY_IDS = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** One Lighthouse category id of {@link CATEGORY_IDS}. */
export type CategoryId = (typeof CATEGORY_IDS)[number];

/** Every throttling method, in the order the benchmark measures and prints them. */
export const THROTTLING_METHODS = ['simulate', 'devtools'] as const;

/**
 * How Lighthouse slows the page to its mobile preset (slow 4G: 150 ms round trips, 1.6 Mbit/s;
 * 4× CPU slowdown): `simulate` (its default) loads the page at full speed and computes the
 * metrics from that trace with its Lantern model; `devtools` applies the same conditions in the
 * browser (round trips and throughput adjusted as Lighthouse's `devtools` settings do) and
 * measures what the page really does under them.
 */
export type ThrottlingMethod = (typeof THROTTLING_METHODS)[number];

/** How the table's title names each throttling method. */
const THROTTLING_TITLES: Readonly<Record<ThrottlingMethod, string>> = {
  simulate: "simulated throttling (Lighthouse's default)",
  devtools: 'throttling applied in the browser (throttlingMethod devtools)',
};

/** The figures of one Lighthouse run. */
export interface RunFigures {
  /** Category scores 0–100 (Lighthouse's 0–1 times 100); null when Lighthouse gave none. */
  readonly scores: Readonly<Record<CategoryId, number | null>>;
  /** Largest Contentful Paint, ms (mobile, as the run's throttling method gives it). */
  readonly lcpMs: number | null;
  /** Total Blocking Time, ms (mobile, as the run's throttling method gives it). */
  readonly tbtMs: number | null;
  /** Cumulative Layout Shift, unitless. */
  readonly cls: number | null;
}

/** The goals of the issue: scores at least, metrics at most. */
export const GOALS = {
  scores: { performance: 95, accessibility: 98, 'best-practices': 95, seo: 100 },
  lcpMs: 2_000,
  tbtMs: 150,
  cls: 0.02,
} as const satisfies {
  scores: Record<CategoryId, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

/** The subset of a Lighthouse result (`lhr`) that {@link figuresOfRun} and {@link failedAudits} read. */
export interface LighthouseResultLike {
  readonly categories: Readonly<
    Record<
      string,
      | {
          readonly score: number | null;
          readonly auditRefs?: readonly { readonly id: string; readonly weight: number }[];
        }
      | undefined
    >
  >;
  readonly audits: Readonly<
    Record<
      string,
      | {
          readonly numericValue?: number;
          readonly score?: number | null;
          readonly title?: string;
          readonly scoreDisplayMode?: string;
        }
      | undefined
    >
  >;
}

/** The categories whose failed audits the benchmark lists (performance has its metrics). */
const AUDITED_CATEGORY_IDS = ['accessibility', 'best-practices', 'seo'] as const;

/**
 * The audits that cost points in accessibility, best practices and SEO: weighted, scored and
 * below 1. These do not depend on the machine, unlike the performance metrics.
 *
 * @param lhr a Lighthouse result
 * @returns lines `category: audit-id — title`, in category order
 */
export function failedAudits(lhr: LighthouseResultLike): string[] {
  return AUDITED_CATEGORY_IDS.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .flatMap((ref) => {
        const audit = lhr.audits[ref.id];
        const scored =
          audit?.scoreDisplayMode === 'binary' || audit?.scoreDisplayMode === 'numeric';
        if (audit === undefined || !scored || audit.score === null || audit.score === undefined)
          return [];
        return audit.score < 1 ? [`${category}: ${ref.id} — ${audit.title ?? ''}`] : [];
      }),
  );
}

/**
 * The figures of one Lighthouse result.
 *
 * @param lhr a Lighthouse result (`runnerResult.lhr`)
 * @returns scores 0–100 (rounded), LCP and TBT in ms, CLS; null where the audit is missing
 */
export function figuresOfRun(lhr: LighthouseResultLike): RunFigures {
  const score = (id: CategoryId) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
  };
}

/**
 * The median of some numbers (the mean of the middle two for an even count); nulls are ignored.
 *
 * @param values the numbers
 * @returns the median, or null when there is no number
 */
export function median(values: readonly (number | null)[]): number | null {
  const sorted = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The median of each figure over several runs, figure by figure.
 *
 * @param runs the runs of one page (the benchmark makes 5)
 * @returns per score and metric the median over the runs
 */
export function medianFigures(runs: readonly RunFigures[]): RunFigures {
  const scoreMedian = (id: CategoryId) => median(runs.map((run) => run.scores[id]));
  return {
    scores: {
      performance: scoreMedian('performance'),
      accessibility: scoreMedian('accessibility'),
      'best-practices': scoreMedian('best-practices'),
      seo: scoreMedian('seo'),
    },
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
  };
}

/** One printed row: a page in one language and its median figures. */
export interface SummaryRow {
  /** What was measured, e.g. `home (nl)`. */
  readonly label: string;
  /** The path measured, e.g. `/huren/kamer-groningen`. */
  readonly path: string;
  /** The median figures of its runs. */
  readonly figures: RunFigures;
}

function mark(met: boolean): string {
  return met ? '✓' : '✗';
}

function atLeast(value: number | null, goal: number, format: (v: number) => string): string {
  return value === null ? 'n/a' : `${format(value)} ${mark(value >= goal)}`;
}

function atMost(value: number | null, goal: number, format: (v: number) => string): string {
  return value === null ? 'n/a' : `${format(value)} ${mark(value <= goal)}`;
}

const integer = (value: number) => value.toFixed(0);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const milliseconds = (ms: number) => `${ms.toFixed(0)} ms`;
const threeDecimals = (value: number) => value.toFixed(3);

/**
 * The benchmark table: a title naming the throttling method, one row per page and language with
 * the median scores and metrics, each marked ✓ (goal met) or ✗, a header naming the goals, then
 * the paths measured.
 *
 * @param rows the measured pages
 * @param runs how many runs each median is taken over
 * @param throttling how the runs were throttled
 * @returns the lines of the table, without trailing newline
 */
export function formatSummaryTable(
  rows: readonly SummaryRow[],
  runs: number,
  throttling: ThrottlingMethod,
): string {
  const header = [
    'Page',
    `Perf ≥${GOALS.scores.performance}`,
    `A11y ≥${GOALS.scores.accessibility}`,
    `BP ≥${GOALS.scores['best-practices']}`,
    `SEO ${GOALS.scores.seo}`,
    `LCP ≤${seconds(GOALS.lcpMs)}`,
    `TBT ≤${milliseconds(GOALS.tbtMs)}`,
    `CLS ≤${GOALS.cls}`,
  ];
  const body = rows.map(({ label, figures }) => [
    label,
    atLeast(figures.scores.performance, GOALS.scores.performance, integer),
    atLeast(figures.scores.accessibility, GOALS.scores.accessibility, integer),
    atLeast(figures.scores['best-practices'], GOALS.scores['best-practices'], integer),
    atLeast(figures.scores.seo, GOALS.scores.seo, integer),
    atMost(figures.lcpMs, GOALS.lcpMs, seconds),
    atMost(figures.tbtMs, GOALS.tbtMs, milliseconds),
    atMost(figures.cls, GOALS.cls, threeDecimals),
  ]);
  const table = [header, ...body];
  const widths = header.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!),
      )
      .join('  ');
  return [
    `Lighthouse, mobile preset, ${THROTTLING_TITLES[throttling]} — median of ${runs} run(s) per ` +
      'page (✓ goal met, ✗ missed)',
    line(header),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...body.map(line),
    '',
    ...rows.map(({ label, path }) => `${label.padEnd(widths[0]!)}  ${path}`),
  ].join('\n');
}

/**
 * The page budgets of issue 24 for Lighthouse's mobile preset with throttling applied in the
 * browser (the devtools table): LCP at most 1.1 s, TBT at most 100 ms, CLS 0, performance 100.
 */
export const PAGE_BUDGETS = { lcpMs: 1_100, tbtMs: 100, cls: 0, performance: 100 } as const;

/** One page's medians against {@link PAGE_BUDGETS}. */
export interface BudgetCheck {
  readonly label: string;
  /** True when every budget is met; a missing figure misses its budget. */
  readonly met: boolean;
  /** The budgets missed, e.g. `LCP 1.48 s > 1.10 s`; empty when met. */
  readonly missed: readonly string[];
}

/**
 * Checks each page's median figures against the page budgets of issue 24.
 *
 * @param rows medians of the devtools-throttled runs
 * @returns one check per row, in order
 */
export function checkPageBudgets(rows: readonly SummaryRow[]): BudgetCheck[] {
  return rows.map(({ label, figures }) => {
    const missed: string[] = [];
    const { lcpMs, tbtMs, cls } = figures;
    const performance = figures.scores.performance;
    if (lcpMs === null || lcpMs > PAGE_BUDGETS.lcpMs)
      missed.push(
        `LCP ${lcpMs === null ? 'n/a' : seconds(lcpMs)} > ${seconds(PAGE_BUDGETS.lcpMs)}`,
      );
    if (tbtMs === null || tbtMs > PAGE_BUDGETS.tbtMs)
      missed.push(
        `TBT ${tbtMs === null ? 'n/a' : milliseconds(tbtMs)} > ${milliseconds(PAGE_BUDGETS.tbtMs)}`,
      );
    if (cls === null || cls > PAGE_BUDGETS.cls)
      missed.push(`CLS ${cls === null ? 'n/a' : threeDecimals(cls)} > ${PAGE_BUDGETS.cls}`);
    if (performance === null || performance < PAGE_BUDGETS.performance)
      missed.push(`performance ${performance ?? 'n/a'} < ${PAGE_BUDGETS.performance}`);
    return { label, met: missed.length === 0, missed };
  });
}

/**
 * The budget checks as printed lines: a title naming the budgets, then `✓ met` or `✗ not met`
 * with what was missed, per page.
 *
 * @param checks from {@link checkPageBudgets}
 * @returns the lines, without trailing newline
 */
export function formatBudgetChecks(checks: readonly BudgetCheck[]): string {
  const width = Math.max(0, ...checks.map((check) => check.label.length));
  return [
    `Page budgets of issue 24 (devtools throttling, medians): LCP ≤ ${seconds(PAGE_BUDGETS.lcpMs)}, ` +
      `TBT ≤ ${milliseconds(PAGE_BUDGETS.tbtMs)}, CLS ${PAGE_BUDGETS.cls}, ` +
      `performance ${PAGE_BUDGETS.performance}`,
    ...checks.map(
      (check) =>
        `  ${check.label.padEnd(width)}  ${check.met ? '✓ met' : `✗ not met: ${check.missed.join(', ')}`}`,
    ),
  ].join('\n');
}
