import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { SearchListingType } from '@rooms/domain';
import { matchRoute, pathFor } from '@rooms/i18n';

import { searchPath } from './support';

import type { Page, TestInfo } from '@playwright/test';
import type { Locale } from '@rooms/i18n';

/** What `AxeBuilder.analyze()` resolves to (axe-core's `AxeResults`). */
type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
/** One failed rule of an axe run, with every element that fails it. */
type AxeViolation = AxeResults['violations'][number];

/** Impacts that fail the gate; minor and moderate findings are attached to the report only. */
const BLOCKING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

/** WCAG 2.0/2.1/2.2 A and AA plus axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The axe-core engine the audits run: 4.14 rather than the 4.13 that @axe-core/playwright 4.13
 * bundles (its 4.14 needs Node 22). In 4.14 `label-content-name-mismatch` (WCAG 2.5.3 Label in
 * Name, serious) is on by default and compares whole words, as Lighthouse does: a control's
 * visible text must be part of its accessible name, so speech users can say what they see
 * (issue 23: the phones' filter button and the listing page's favourite button failed it).
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Elements outside the product: the Next.js dev-tools badge exists only under `next dev` (the
 * shared dev server these tests also run against) and never in a production build.
 */
const EXCLUDED_SELECTORS = ['nextjs-portal'];

/** Milliseconds to wait for late requests (search results, map tiles) before auditing. */
const SETTLE_TIMEOUT_MS = 5_000;

/** Milliseconds per test: a `next dev` server compiles each route on its first request. */
const TEST_TIMEOUT_MS = 120_000;

/** A path under no route of the table: the site answers with its 404 page. */
function unknownPath(locale: Locale): string {
  return locale === 'en' ? '/en/nope' : '/nope';
}

/** Opens a page and waits until it is rendered, hydrated and (mostly) quiet on the network. */
async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'load' });
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
  // Map tiles come from the internet, which may be unreachable: quiet enough is enough.
  await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }).catch(() => {});
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * The first listing-detail link of a Groningen search result list, as a same-origin path. The
 * link is recognised by the route table (`listingDetail`), not by the markup of the result card.
 */
async function firstListingDetailPath(page: Page, locale: Locale): Promise<string> {
  await openPage(page, searchPath(locale, SearchListingType.Room, 'groningen'));
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const detail = hrefs
    .map((href) => new URL(href))
    .find((url) => {
      const match = matchRoute(url.pathname);
      return match?.route === 'listingDetail' && match.locale === locale;
    });
  expect(detail, `no listing-detail link in the results of ${page.url()}`).toBeDefined();
  return detail ? `${detail.pathname}${detail.search}` : '';
}

/** One line per failing element: rule, impact, selector, what to fix. */
function describeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `[${violation.impact ?? 'unknown'}] ${violation.id} — ${violation.help}\n` +
          `    element: ${node.target.join(' ')}\n` +
          `    html: ${node.html.slice(0, 200)}\n` +
          `    fix: ${(node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ')}\n` +
          `    see: ${violation.helpUrl}`,
      ),
    )
    .join('\n');
}

/**
 * Runs axe on the current page, attaches every finding to the test report and fails on serious
 * or critical violations, listing each failing element.
 */
async function expectNoSeriousViolations(page: Page, testInfo: TestInfo): Promise<void> {
  let builder = new AxeBuilder({ page, axeSource: AXE_SOURCE }).withTags(AXE_TAGS);
  for (const selector of EXCLUDED_SELECTORS) builder = builder.exclude(selector);
  const results = await builder.analyze();
  await testInfo.attach('axe-violations.json', {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const blocking = results.violations.filter((violation) =>
    BLOCKING_IMPACTS.has(violation.impact ?? ''),
  );
  // Compare rule ids: the message lists every failing element, the diff stays short.
  expect(
    blocking.map((violation) => violation.id),
    `axe on ${page.url()}:\n${describeViolations(blocking)}`,
  ).toEqual([]);
}

/** The audited pages of one language: name and how to reach it. */
interface AuditedPage {
  readonly name: string;
  readonly path: (page: Page, locale: Locale) => string | Promise<string>;
}

const AUDITED_PAGES: readonly AuditedPage[] = [
  { name: 'home', path: (_page, locale) => pathFor('home', locale) },
  {
    name: 'search list',
    path: (_page, locale) => searchPath(locale, SearchListingType.Room, 'groningen'),
  },
  {
    name: 'search map',
    path: (_page, locale) =>
      searchPath(locale, SearchListingType.Room, 'groningen', { searchView: 'map' }),
  },
  { name: 'listing detail', path: firstListingDetailPath },
  { name: 'sign-in', path: (_page, locale) => pathFor('login', locale) },
  { name: '404', path: (_page, locale) => unknownPath(locale) },
];

test.describe('accessibility (axe-core: no serious or critical violations)', () => {
  test.describe.configure({ timeout: TEST_TIMEOUT_MS });

  for (const locale of ['nl', 'en'] as const) {
    for (const audited of AUDITED_PAGES) {
      test(`${audited.name} (${locale})`, async ({ page }, testInfo) => {
        const path = await audited.path(page, locale);
        await openPage(page, path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expectNoSeriousViolations(page, testInfo);
      });
    }
  }
});
