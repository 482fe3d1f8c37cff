import { AlertFrequency } from '@rooms/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { sampleAlertEmailProps, sampleAlertListings } from '../samples';

import { createAlertEmailRenderer } from './alert-email-renderer';
import { renderAlertEmailReference } from './render-alert-email-reference';

import type {
  AlertEmailListing,
  AlertEmailNearMiss,
  AlertEmailNearMissReason,
  AlertEmailProps,
} from './alert-email-props';

/**
 * The fast renderer must write exactly what the reference (the whole React document through
 * react-email's `render` and html-to-text) writes: these tests compare them byte for byte.
 */

/**
 * Text that tries to break the assembly: markup, quotes, entities, the placeholders' own
 * characters, whitespace runs, emoji, lone surrogates, NUL, i18next and `String.replace`
 * syntax.
 */
const oddText = fc.oneof(
  fc.constantFrom(
    '<script>alert(1)</script>',
    `"quoted" & 'single'`,
    '\uE000HEADING\uE001',
    '\uE000PSA\uE001',
    '%EE%80%80PSA%EE%80%81',
    '  spaced\n\tout \u200b ',
    '😀 Kamer 🏠',
    '&amp; &lt;b&gt;',
    '{{name}} $t(alert.search)',
    'psaIdentifier=x',
    '\uD800 lone',
    "$& $' $` $1 $$",
    'nul\0byte',
  ),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({
    unit: fc.constantFrom(
      '<',
      '>',
      '&',
      '"',
      "'",
      ' ',
      '\n',
      '\uE000',
      '\uE001',
      'a',
      'Z',
      '_',
      '😀',
      '\u200b',
      '\u00a0',
      '%',
    ),
    maxLength: 20,
  }),
);

/** An absolute URL on the site with odd text in its path and query (as `new URL` writes it). */
const siteUrl = fc
  .tuple(fc.constantFrom('https://rooms.example', 'http://localhost:3000'), oddText, oddText)
  .map(([origin, path, query]) => {
    const url = new URL(origin);
    url.pathname = `/p/${path}`;
    if (query !== '') url.searchParams.set('q', query);
    return url.toString();
  });

const listing: fc.Arbitrary<AlertEmailListing> = fc.record({
  title: oddText,
  url: siteUrl,
  photoUrl: fc.option(siteUrl, { nil: null }),
  rentCents: fc.integer({ min: 0, max: 1_000_000 }),
  surfaceM2: fc.integer({ min: 0, max: 500 }),
  street: oddText,
  city: oddText,
});

const reason: fc.Arbitrary<AlertEmailNearMissReason> = fc.oneof(
  fc.record({
    filter: fc.constant('maxRent' as const),
    overByCents: fc.integer({ min: 1, max: 20_000 }),
  }),
  fc.record({
    filter: fc.constant('minSurface' as const),
    underByM2: fc.integer({ min: 1, max: 5 }),
  }),
);

/**
 * Props of every shape, drawing listings from a small pool so that e-mails share listings (and
 * the renderer's cache serves rows to e-mails with another identifier and language).
 */
function alertEmailProps(pool: readonly AlertEmailListing[]): fc.Arbitrary<AlertEmailProps> {
  const fromPool = fc.oneof(fc.constantFrom(...pool), listing);
  return fc
    .record({
      locale: fc.constantFrom('nl' as const, 'en' as const),
      frequency: fc.constantFrom(
        AlertFrequency.Instant,
        AlertFrequency.Daily,
        AlertFrequency.Weekly,
      ),
      alertName: fc.option(oddText, { nil: null }),
      searchInWords: oddText,
      psaIdentifier: fc.oneof(
        fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 32, maxLength: 32 }),
        oddText,
      ),
      listings: fc.array(fromPool, { maxLength: 25 }),
      extraMatches: fc.oneof(fc.constant(0), fc.integer({ min: -5, max: 400 })),
      searchUrl: siteUrl,
      nearMisses: fc.option(
        fc.array(
          fc
            .tuple(fromPool, reason)
            .map(([base, why]): AlertEmailNearMiss => ({ ...base, reason: why })),
          { maxLength: 4 },
        ),
        { nil: undefined },
      ),
      unsubscribeUrl: siteUrl,
      settingsUrl: siteUrl,
    })
    .map(({ extraMatches, ...props }) => ({
      ...props,
      matchCount: Math.max(0, props.listings.length + extraMatches),
    }));
}

describe('createAlertEmailRenderer: the same e-mail as the reference rendering', () => {
  it('writes the same subject, HTML and text for any props (both languages, every shape, odd text)', async () => {
    const renderer = createAlertEmailRenderer();
    const pool = fc.sample(listing, { numRuns: 8, seed: 25 });
    await fc.assert(
      fc.asyncProperty(alertEmailProps(pool), async (props) => {
        const expected = await renderAlertEmailReference(props);
        const actual = await renderer.render(props);
        expect(actual.html).toBe(expected.html);
        expect(actual.text).toBe(expected.text);
        expect(actual.subject).toBe(expected.subject);
      }),
      { numRuns: 300 },
    );
  });

  it('is the same again when rows come from the cache, and with a cache of one row', async () => {
    const warm = createAlertEmailRenderer();
    const tiny = createAlertEmailRenderer({ maxCachedListings: 1 });
    for (const locale of ['nl', 'en'] as const) {
      const props: AlertEmailProps = {
        ...sampleAlertEmailProps({ locale, matchCount: 23, nearMisses: true }),
        listings: sampleAlertListings(23, locale),
      };
      const expected = await renderAlertEmailReference(props);
      for (let round = 0; round < 2; round += 1) {
        for (const psaIdentifier of ['a1', 'b 2&c']) {
          const reference = await renderAlertEmailReference({ ...props, psaIdentifier });
          expect(await warm.render({ ...props, psaIdentifier })).toEqual(reference);
          expect(await tiny.render({ ...props, psaIdentifier })).toEqual(reference);
        }
        expect(await warm.render(props)).toEqual(expected);
      }
    }
  });

  it('puts the alert’s identifier into every listing link, encoded as listingLinkWithAlert does', async () => {
    const renderer = createAlertEmailRenderer();
    const props = sampleAlertEmailProps({ locale: 'en', matchCount: 2 });
    const email = await renderer.render({ ...props, psaIdentifier: 'a b&c=d' });
    expect(email.html).toContain(`${props.listings[0]!.url}?psaIdentifier=a+b%26c%3Dd"`);
    expect(email.text).toContain(`<${props.listings[1]!.url}?psaIdentifier=a+b%26c%3Dd>`);
  });

  it('leaves props it cannot assemble exactly (a javascript: or spaced URL) to the reference', async () => {
    const renderer = createAlertEmailRenderer();
    const base = sampleAlertEmailProps({ locale: 'nl', matchCount: 25 });
    for (const searchUrl of ['javascript:alert(1)', 'https://rooms.example/a b', ' https://x']) {
      const props = { ...base, searchUrl };
      expect(await renderer.render(props)).toEqual(await renderAlertEmailReference(props));
    }
  });

  it('rejects a relative listing URL with a TypeError, as the reference does', async () => {
    const renderer = createAlertEmailRenderer();
    const base = sampleAlertEmailProps({ locale: 'en', matchCount: 1 });
    const props = { ...base, listings: [{ ...base.listings[0]!, url: '/room-1' }] };
    await expect(renderAlertEmailReference(props)).rejects.toThrow(TypeError);
    await expect(renderer.render(props)).rejects.toThrow(TypeError);
  });
});
