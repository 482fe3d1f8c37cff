import { Preview } from '@react-email/components';
import { ALERT_EMAIL_MAX_LISTINGS, NEAR_MISS_MAX_LISTINGS } from '@rooms/domain';
import { getT } from '@rooms/i18n';
import { LRUCache } from 'lru-cache';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

import { alertEmailKind, nearMissLabel } from './alert-email';
import { FRAME_SLOTS, renderAlertEmailFrame } from './alert-email-frame';
import { fillListingRow, listingRowHtml, renderListingRowParts } from './listing-row-parts';
import {
  collapseLikePlainText,
  escapeLikeReact,
  formEncode,
  isPlainUrl,
  wellFormed,
} from './markup-escape';
import { alertEmailPlainText } from './plain-text';
import { renderAlertEmailReference } from './render-alert-email-reference';
import { compileTemplate, fillTemplate, placeholder } from './template';

import type { AlertEmailFrame, AlertEmailShape } from './alert-email-frame';
import type {
  AlertEmailListing,
  AlertEmailNearMissReason,
  AlertEmailProps,
  RenderedEmail,
} from './alert-email-props';
import type { ListingRowParts } from './listing-row-parts';
import type { Template } from './template';
import type { Locale } from '@rooms/i18n';
import type { TFunction } from 'i18next';

/** Cache sizes of an {@link AlertEmailRenderer}. */
export interface AlertEmailRendererOptions {
  /**
   * How many listing rows (a listing in a language, as a match or as a near miss) to keep, least recently used dropped first. Default 5,000: a day's ~1,000 new
   * listings in both languages with room to spare; a row is ~3 kB of HTML.
   */
  maxCachedListings?: number;
}

/** Renders alert e-mails from parts rendered once; see {@link createAlertEmailRenderer}. */
export interface AlertEmailRenderer {
  /**
   * Renders one alert e-mail: byte for byte what `renderAlertEmail` always wrote (subject,
   * HTML and text), from cached parts.
   *
   * @param props what the e-mail shows (see {@link AlertEmailProps})
   * @returns subject, html and text
   * @throws TypeError when a listing URL is not absolute
   */
  render(props: AlertEmailProps): Promise<RenderedEmail>;
}

/** A rendered row: HTML, and its text (without the line breaks around it). */
interface RowOut {
  html: string;
  text: string;
}

/**
 * Makes a renderer of search alert e-mails (issue 25) for a batch such as the daily digest:
 * ~38,000 e-mails of one morning share ~1,000 listings and a few frames, so each listing row
 * and each frame (per language, frequency and which sections show) is rendered by React once,
 * with placeholders for the alert's identifier, user text, counts and URLs, and every e-mail is
 * assembled from strings (~0.1 ms instead of ~12 ms). The output equals the reference
 * rendering byte for byte; props it could not assemble exactly (a URL that is not plain
 * http(s), listing text holding the placeholder characters) are rendered the slow way.
 * Hold one renderer per process: its caches are bounded.
 *
 * @param options cache sizes (see {@link AlertEmailRendererOptions})
 * @returns the renderer
 */
export function createAlertEmailRenderer(
  options: AlertEmailRendererOptions = {},
): AlertEmailRenderer {
  const texts = new Map<Locale, Promise<TFunction<'emails'>>>();
  // At most 2 languages × 3 frequencies × 2⁴ booleans = 96 frames: a Map is bounded enough.
  const frames = new Map<string, Promise<AlertEmailFrame>>();
  const rows = new LRUCache<string, ListingRowParts | false>({
    max: options.maxCachedListings ?? 5_000,
  });
  // The hidden preview line is the intro padded to 150 characters: one per intro text
  // (language × frequency × count).
  const previews = new LRUCache<string, string>({ max: 2_000 });
  // i18next takes 25–90 µs a text (plural rules, interpolation): each text is made once per
  // language, key and count, with a placeholder for the user's words, and filled per e-mail.
  const phrases = new LRUCache<string, Template>({ max: 5_000 });
  const nearMissLabels = new LRUCache<string, string>({ max: 5_000 });

  /** The placeholder of a phrase's user text (the alert's name or search in words). */
  const VALUE = 'VALUE';

  function phrase(
    locale: Locale,
    t: TFunction<'emails'>,
    key: string,
    count: number | undefined,
    variable: 'name' | 'words' | undefined,
    value = '',
  ): string {
    const cacheKey = `${locale}|${key}|${count ?? ''}|${variable ?? ''}`;
    let template = phrases.get(cacheKey);
    if (template === undefined) {
      const options: Record<string, unknown> = {};
      if (count !== undefined) options.count = count;
      if (variable !== undefined) options[variable] = placeholder(VALUE);
      // Keys made at run time: the typed `t` cannot check them (the reference path's calls do).
      const translate = t as unknown as (key: string, options: object) => string;
      template = compileTemplate(translate(key, options));
      phrases.set(cacheKey, template);
    }
    return fillTemplate(template, { [VALUE]: value });
  }

  function nearMissLabelOf(
    reason: AlertEmailNearMissReason,
    locale: Locale,
    t: TFunction<'emails'>,
  ): string {
    const amount = reason.filter === 'maxRent' ? reason.overByCents : reason.underByM2;
    const key = `${locale}|${reason.filter}|${amount}`;
    let label = nearMissLabels.get(key);
    if (label === undefined) {
      label = nearMissLabel(reason, locale, t);
      nearMissLabels.set(key, label);
    }
    return label;
  }

  function textsOf(locale: Locale): Promise<TFunction<'emails'>> {
    let t = texts.get(locale);
    if (t === undefined) {
      t = getT(locale, 'emails');
      texts.set(locale, t);
    }
    return t;
  }

  function frameOf(shape: AlertEmailShape, t: TFunction<'emails'>): Promise<AlertEmailFrame> {
    const key = `${shape.locale}|${shape.kind}|${+shape.hasName}${+shape.hasListings}${+shape.seeAll}${+shape.hasNearMisses}`;
    let frame = frames.get(key);
    if (frame === undefined) {
      frame = renderAlertEmailFrame(shape, t);
      // A failed render is not kept: the next e-mail tries again and reports the error.
      frame.catch(() => frames.delete(key));
      frames.set(key, frame);
    }
    return frame;
  }

  function previewOf(intro: string): string {
    let preview = previews.get(intro);
    if (preview === undefined) {
      preview = renderToString(createElement(Preview, null, intro));
      previews.set(intro, preview);
    }
    return preview;
  }

  function rowOf(
    listing: AlertEmailListing,
    reason: string | undefined,
    locale: Locale,
    t: TFunction<'emails'>,
    psaIdentifier: string,
    encodedPsa: string,
  ): RowOut {
    const key = JSON.stringify([
      locale,
      reason !== undefined,
      listing.title,
      listing.url,
      listing.photoUrl,
      listing.rentCents,
      listing.surfaceM2,
      listing.street,
      listing.city,
    ]);
    let parts = rows.get(key);
    if (parts === undefined) {
      parts = renderListingRowParts(listing, locale, t, reason !== undefined) ?? false;
      rows.set(key, parts);
    }
    if (parts !== false) return fillListingRow(parts, encodedPsa, reason);
    // A listing whose text looks like a placeholder: rendered for this e-mail alone.
    const html = listingRowHtml(listing, psaIdentifier, locale, t, reason);
    return { html, text: alertEmailPlainText(html) };
  }

  async function render(props: AlertEmailProps): Promise<RenderedEmail> {
    if (![props.searchUrl, props.unsubscribeUrl, props.settingsUrl].every(isPlainUrl))
      return renderAlertEmailReference(props);
    const { locale, psaIdentifier } = props;
    const t = await textsOf(locale);
    // The same derivations as AlertEmail's.
    const kind = alertEmailKind(props.frequency);
    const name = props.alertName ?? props.searchInWords;
    const shown = props.listings.slice(0, ALERT_EMAIL_MAX_LISTINGS);
    const nearMisses = (props.nearMisses ?? []).slice(0, NEAR_MISS_MAX_LISTINGS);
    const matchCount = Math.max(props.matchCount, shown.length);
    const shape: AlertEmailShape = {
      locale,
      kind,
      hasName: props.alertName !== null,
      hasListings: shown.length > 0,
      seeAll: matchCount > shown.length,
      hasNearMisses: nearMisses.length > 0,
    };
    const frame = await frameOf(shape, t);
    const encodedPsa = formEncode(psaIdentifier);
    const listingRows = shown.map((listing) =>
      rowOf(listing, undefined, locale, t, psaIdentifier, encodedPsa),
    );
    const nearMissRows = nearMisses.map((nearMiss) =>
      rowOf(
        nearMiss,
        nearMissLabelOf(nearMiss.reason, locale, t),
        locale,
        t,
        psaIdentifier,
        encodedPsa,
      ),
    );
    const intro = phrase(locale, t, `alert.intro.${kind}`, matchCount, undefined);
    const words: Record<string, string> = {
      [FRAME_SLOTS.heading]: phrase(locale, t, `alert.heading.${kind}`, undefined, 'name', name),
      [FRAME_SLOTS.intro]: intro,
      [FRAME_SLOTS.search]: shape.hasName
        ? phrase(locale, t, 'alert.search', undefined, 'words', props.searchInWords)
        : '',
      [FRAME_SLOTS.seeAll]: shape.seeAll
        ? phrase(locale, t, 'alert.seeAll', matchCount, undefined)
        : '',
      [FRAME_SLOTS.why]: phrase(locale, t, `alert.footer.why.${kind}`, undefined, 'name', name),
    };
    const urls: Record<string, string> = {
      [FRAME_SLOTS.searchUrl]: props.searchUrl,
      [FRAME_SLOTS.unsubscribeUrl]: props.unsubscribeUrl,
      [FRAME_SLOTS.settingsUrl]: props.settingsUrl,
    };
    const htmlValues: Record<string, string> = {
      [FRAME_SLOTS.preview]: previewOf(intro),
      [FRAME_SLOTS.listings]: listingRows.map((row) => row.html).join(''),
      [FRAME_SLOTS.nearMisses]: nearMissRows.map((row) => row.html).join(''),
    };
    const textValues: Record<string, string> = {
      [FRAME_SLOTS.listings]: listingRows
        .map((row) => row.text)
        .join(frame.textRowSeparators[FRAME_SLOTS.listings] ?? ''),
      [FRAME_SLOTS.nearMisses]: nearMissRows
        .map((row) => row.text)
        .join(frame.textRowSeparators[FRAME_SLOTS.nearMisses] ?? ''),
    };
    for (const [slot, value] of Object.entries(words)) {
      htmlValues[slot] = escapeLikeReact(value);
      textValues[slot] = collapseLikePlainText(value);
    }
    for (const [slot, value] of Object.entries(urls)) {
      htmlValues[slot] = escapeLikeReact(value);
      textValues[slot] = value;
    }
    return {
      // As alertEmailSubject: the count is every new match, not only those listed.
      subject: phrase(
        locale,
        t,
        `alert.subject.${kind}`,
        Math.max(props.matchCount, props.listings.length),
        'name',
        name,
      ),
      html: wellFormed(fillTemplate(frame.html, htmlValues)),
      text: wellFormed(fillTemplate(frame.text, textValues)),
    };
  }

  return { render };
}
