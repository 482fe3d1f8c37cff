/**
 * What React, react-email's `render` and html-to-text do to a value on its way into the HTML or
 * the text part, written out so the fast renderer can put a value into a part rendered once
 * (with a placeholder) and get the bytes React and html-to-text would have written.
 */

const REACT_ESCAPES: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
};

/**
 * A value escaped as React 19 escapes text and attribute values (`escapeTextForBrowser`).
 *
 * @param value text or attribute value
 * @returns the value with `"`, `&`, `'`, `<`, `>` replaced by their character references
 */
export function escapeLikeReact(value: string): string {
  return /["&'<>]/.test(value) ? value.replace(/["&'<>]/g, (c) => REACT_ESCAPES[c] ?? c) : value;
}

/** html-to-text's default whitespace characters (`whitespaceCharacters`). */
const PLAIN_TEXT_WHITESPACE = /[ \t\r\n\f\u200b]+/g;

/**
 * A paragraph's text as html-to-text writes it when the paragraph (or link) holds just that
 * text: whitespace runs collapsed to one space, none at either end.
 *
 * @param value the text as React received it (not escaped)
 * @returns the text of the text part
 */
export function collapseLikePlainText(value: string): string {
  return value.replace(PLAIN_TEXT_WHITESPACE, ' ').replace(/^ | $/g, '');
}

/**
 * React's test for a `javascript:` URL, which it replaces by a URL that throws: the fast
 * renderer leaves such (invalid) props to the reference renderer.
 */
const REACT_JAVASCRIPT_URL =
  // eslint-disable-next-line no-control-regex -- React's own pattern, control characters included
  /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;

/**
 * Whether a URL prop can be put into a placeholder as is: an http(s) URL without whitespace
 * (html-to-text would change whitespace in it) and not one React rewrites.
 *
 * @param url the caller's absolute URL
 * @returns true when the fast path writes it exactly as the React path
 */
export function isPlainUrl(url: string): boolean {
  return /^https?:\/\/[^\s\u200b]*$/i.test(url) && !REACT_JAVASCRIPT_URL.test(url);
}

/**
 * A query value encoded as `URLSearchParams` (application/x-www-form-urlencoded) writes it,
 * which is how `listingLinkWithAlert` puts `psaIdentifier` into a listing link.
 *
 * @param value the raw value
 * @returns the encoded value (only `A–Z a–z 0–9 * - . _ % +`: nothing HTML would escape)
 */
export function formEncode(value: string): string {
  return new URLSearchParams([['', value]]).toString().slice(1);
}

/**
 * Removes the `<link rel="preload" as="image">` hints React adds for images, as react-email's
 * `render` does (`stripImagePreloadLinks`), so a part rendered alone matches the document.
 *
 * @param html markup rendered by React
 * @returns the markup without image preload links
 */
export function stripImagePreloadLinks(html: string): string {
  return html.replace(/<link\b[^>]*\/?>/gi, (tag) =>
    /\brel="preload"/.test(tag) && /\bas="image"/.test(tag) ? '' : tag,
  );
}

/** Characters of Unicode's private use area, which the placeholders are made of. */
export const PRIVATE_USE = /[\uE000-\uF8FF]/;

/** ES2024 string methods (Node ≥ 20), not yet in this package's `lib`. */
interface WellFormedString {
  isWellFormed(): boolean;
  toWellFormed(): string;
}

/**
 * The string with each lone surrogate replaced by U+FFFD, as react-email's `render` ends up
 * writing it (React streams UTF-8 bytes, which cannot hold a lone surrogate, and `render`
 * decodes them again).
 *
 * @param value assembled HTML or text
 * @returns the value, well-formed UTF-16
 */
export function wellFormed(value: string): string {
  const text = value as unknown as WellFormedString;
  return text.isWellFormed() ? value : text.toWellFormed();
}
