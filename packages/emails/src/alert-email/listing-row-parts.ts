import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

import { ListingRow } from './alert-email';
import {
  collapseLikePlainText,
  escapeLikeReact,
  formEncode,
  PRIVATE_USE,
  stripImagePreloadLinks,
} from './markup-escape';
import { alertEmailPlainText } from './plain-text';
import { compileTemplate, fillTemplate, placeholder } from './template';

import type { AlertEmailListing } from './alert-email-props';
import type { Template } from './template';
import type { Locale } from '@rooms/i18n';
import type { TFunction } from 'i18next';

/** The slot of the alert's (form-encoded) `psaIdentifier` in a row's links. */
export const PSA_SLOT = 'PSA';

/**
 * The slot of a near miss's label ("€25 above your maximum rent"): it depends on the alert's
 * filter, so a listing shown as a near miss to many alerts has many labels but one row.
 */
export const REASON_SLOT = 'REASON';

/**
 * A listing row of the e-mail, HTML and text, with the alert's identifier (and a near miss's
 * label) still to fill in.
 */
export interface ListingRowParts {
  html: Template;
  text: Template;
}

/**
 * One listing row as react-email's `render` writes it inside the document. `renderToString`,
 * not `renderToStaticMarkup`: the document render keeps React's `<!-- -->` between adjacent
 * texts ("€395 per month<!-- --> · <!-- -->12 m²"), which the static markup drops.
 */
export function listingRowHtml(
  listing: AlertEmailListing,
  psaIdentifier: string,
  locale: Locale,
  t: TFunction<'emails'>,
  reason: string | undefined,
): string {
  const row = createElement(ListingRow, {
    listing,
    psaIdentifier,
    locale,
    t,
    ...(reason === undefined ? {} : { reason }),
  });
  return stripImagePreloadLinks(renderToString(row));
}

/**
 * Renders a listing row once with placeholders for the alert's identifier and a near miss's
 * label: the row of every e-mail showing this listing (as a match, or as a near miss).
 *
 * @param listing the listing (landlord's text is escaped by React)
 * @param locale the e-mail's language
 * @param t the `emails` texts in `locale`
 * @param nearMiss whether the row is a near miss's (with a label line)
 * @returns the row's HTML and text templates, or null when the listing's own text could be
 *   mistaken for the placeholder (then render the row with the real identifier)
 * @throws TypeError when the listing URL is not absolute
 */
export function renderListingRowParts(
  listing: AlertEmailListing,
  locale: Locale,
  t: TFunction<'emails'>,
  nearMiss: boolean,
): ListingRowParts | null {
  const token = placeholder(PSA_SLOT);
  const reason = nearMiss ? placeholder(REASON_SLOT) : undefined;
  const html = listingRowHtml(listing, token, locale, t, reason);
  const text = alertEmailPlainText(html);
  // The placeholder reaches the links form-encoded; put it back in its readable form so
  // compileTemplate finds it.
  const encoded = formEncode(token);
  const htmlTemplate = compileTemplate(html.replaceAll(encoded, token));
  const textTemplate = compileTemplate(text.replaceAll(encoded, token));
  // The photo and the title link in the HTML, the title link in the text, and the label once
  // in each: any other count means the listing's own text produced or hid a placeholder.
  const count = (template: Template, slot: string) =>
    template.slots.filter((name) => name === slot).length;
  const reasons = nearMiss ? 1 : 0;
  const own = `${listing.title}${listing.url}${listing.photoUrl ?? ''}${listing.street}${listing.city}`;
  // A title equal to its link would hide the link in the text (hideLinkHrefIfSameAsText); only
  // a title holding "psaIdentifier=" can equal a link with the real identifier.
  if (
    PRIVATE_USE.test(own) ||
    listing.title.includes('psaIdentifier=') ||
    count(htmlTemplate, PSA_SLOT) !== (listing.photoUrl === null ? 1 : 2) ||
    count(textTemplate, PSA_SLOT) !== 1 ||
    count(htmlTemplate, REASON_SLOT) !== reasons ||
    count(textTemplate, REASON_SLOT) !== reasons ||
    htmlTemplate.slots.length + textTemplate.slots.length !==
      (listing.photoUrl === null ? 2 : 3) + 2 * reasons
  )
    return null;
  return { html: htmlTemplate, text: textTemplate };
}

/**
 * A row's parts with the alert's identifier and a near miss's label.
 *
 * @param parts the row's templates
 * @param encodedPsa the identifier form-encoded as `listingLinkWithAlert` writes it
 * @param reason the near miss's label (unescaped), or undefined for a match
 * @returns the row's HTML and its text (without the line breaks around it)
 */
export function fillListingRow(
  parts: ListingRowParts,
  encodedPsa: string,
  reason: string | undefined,
): { html: string; text: string } {
  // The form-encoded identifier has only characters HTML leaves alone: no escaping.
  const label = reason ?? '';
  return {
    html: fillTemplate(parts.html, {
      [PSA_SLOT]: encodedPsa,
      [REASON_SLOT]: escapeLikeReact(label),
    }),
    text: fillTemplate(parts.text, {
      [PSA_SLOT]: encodedPsa,
      [REASON_SLOT]: collapseLikePlainText(label),
    }),
  };
}
