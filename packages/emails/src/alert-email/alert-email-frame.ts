import { Preview } from '@react-email/components';
import { render } from '@react-email/render';
import { AlertFrequency } from '@rooms/domain';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

import { AlertEmail, nearMissLabel } from './alert-email';
import { listingRowHtml } from './listing-row-parts';
import { alertEmailPlainText } from './plain-text';
import { compileTemplate, cutOut, placeholder } from './template';

import type { AlertEmailKind } from './alert-email';
import type { AlertEmailListing, AlertEmailNearMiss } from './alert-email-props';
import type { Template } from './template';
import type { Locale } from '@rooms/i18n';
import type { TFunction } from 'i18next';

/**
 * What decides an alert e-mail's frame (all but its values): the frame of every e-mail of the
 * same shape is the same string with different values in its slots.
 */
export interface AlertEmailShape {
  locale: Locale;
  kind: AlertEmailKind;
  /** The alert has a name (then its search in words is a line under the heading). */
  hasName: boolean;
  hasListings: boolean;
  /** "See all N new matches" shows (more matches than listed). */
  seeAll: boolean;
  hasNearMisses: boolean;
}

/** The slots of a frame; each e-mail fills them. */
export const FRAME_SLOTS = {
  /** The hidden preview line (HTML only): the intro, padded by react-email's `Preview`. */
  preview: 'PREVIEW',
  heading: 'HEADING',
  intro: 'INTRO',
  search: 'SEARCH',
  seeAll: 'SEE_ALL',
  why: 'WHY',
  searchUrl: 'SEARCH_URL',
  unsubscribeUrl: 'UNSUBSCRIBE_URL',
  settingsUrl: 'SETTINGS_URL',
  listings: 'LISTINGS',
  nearMisses: 'NEAR_MISSES',
} as const;

/** An e-mail's frame: the document around the listing rows, HTML and text. */
export interface AlertEmailFrame {
  html: Template;
  text: Template;
  /**
   * What the text part puts between two rows of a list, by slot (`LISTINGS`, `NEAR_MISSES`);
   * the HTML puts nothing.
   */
  textRowSeparators: Readonly<Record<string, string>>;
}

/** The texts the frame leaves to each e-mail, by key prefix: they hold user text or counts. */
const TEXT_SLOTS: readonly (readonly [string, string])[] = [
  ['alert.heading.', FRAME_SLOTS.heading],
  ['alert.intro.', FRAME_SLOTS.intro],
  ['alert.search', FRAME_SLOTS.search],
  ['alert.seeAll', FRAME_SLOTS.seeAll],
  ['alert.footer.why.', FRAME_SLOTS.why],
];

const FREQUENCY: Record<AlertEmailKind, AlertFrequency> = {
  instant: AlertFrequency.Instant,
  daily: AlertFrequency.Daily,
  weekly: AlertFrequency.Weekly,
};

/** Stand-in listings: two of each, to learn what the text part puts between rows. */
function standIn(letter: string): AlertEmailListing {
  return {
    title: `Stand-in ${letter}`,
    url: `https://frame.invalid/${letter}`,
    photoUrl: null,
    rentCents: 100,
    surfaceM2: 1,
    street: `Street ${letter}`,
    city: 'City',
  };
}
const STAND_IN_LISTINGS = [standIn('a'), standIn('b')];
const STAND_IN_NEAR_MISSES: AlertEmailNearMiss[] = [
  { ...standIn('c'), reason: { filter: 'maxRent', overByCents: 100 } },
  { ...standIn('d'), reason: { filter: 'maxRent', overByCents: 100 } },
];

/**
 * Renders the frame of one shape: the real `AlertEmail` through react-email's `render` (so the
 * doctype, React's markers and everything `render` does come out as in every e-mail), with
 * placeholders for the texts and URLs and two stand-in rows per list, which are then cut out.
 *
 * @param shape what the frame depends on
 * @param t the `emails` texts in `shape.locale`
 * @returns the frame's templates
 * @throws Error when a part rendered alone is not found in the document (the template changed
 *   in a way this renderer does not follow)
 */
export async function renderAlertEmailFrame(
  shape: AlertEmailShape,
  t: TFunction<'emails'>,
): Promise<AlertEmailFrame> {
  const frameT = ((key: string, options?: object) => {
    const slot = TEXT_SLOTS.find(([prefix]) => key.startsWith(prefix));
    return slot === undefined ? t(key as never, options as never) : placeholder(slot[1]);
  }) as TFunction<'emails'>;
  const listings = shape.hasListings ? STAND_IN_LISTINGS : [];
  const nearMisses = shape.hasNearMisses ? STAND_IN_NEAR_MISSES : [];
  const psaIdentifier = 'frame';
  const email = createElement(AlertEmail, {
    locale: shape.locale,
    frequency: FREQUENCY[shape.kind],
    alertName: shape.hasName ? 'name' : null,
    searchInWords: 'words',
    psaIdentifier,
    listings,
    matchCount: listings.length + (shape.seeAll ? 1 : 0),
    searchUrl: placeholder(FRAME_SLOTS.searchUrl),
    nearMisses,
    unsubscribeUrl: placeholder(FRAME_SLOTS.unsubscribeUrl),
    settingsUrl: placeholder(FRAME_SLOTS.settingsUrl),
    t: frameT,
  });
  const document = await render(email);
  let html = document;
  let text = alertEmailPlainText(document);
  html = cutOut(
    html,
    renderToString(createElement(Preview, null, placeholder(FRAME_SLOTS.intro))),
    FRAME_SLOTS.preview,
  );
  const textRowSeparators: Record<string, string> = {};
  const lists = [
    [listings, FRAME_SLOTS.listings],
    [nearMisses, FRAME_SLOTS.nearMisses],
  ] as const;
  for (const [rows, slot] of lists) {
    if (rows.length === 0) continue;
    const rowHtml = rows.map((row) =>
      listingRowHtml(
        row,
        psaIdentifier,
        shape.locale,
        t,
        'reason' in row ? nearMissLabel(row.reason, shape.locale, t) : undefined,
      ),
    );
    html = cutOut(html, rowHtml.join(''), slot);
    const [first, second] = rowHtml.map((row) => alertEmailPlainText(row));
    const start = text.indexOf(first ?? '');
    const end = text.indexOf(second ?? '', start + 1);
    if (start < 0 || end < 0) throw new Error(`Alert e-mail frame: text of ${slot} not found`);
    textRowSeparators[slot] = text.slice(start + (first ?? '').length, end);
    text = cutOut(text, text.slice(start, end + (second ?? '').length), slot);
  }
  return { html: compileTemplate(html), text: compileTemplate(text), textRowSeparators };
}
