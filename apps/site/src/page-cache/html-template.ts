/**
 * A rendered page kept as a template for fresh CSP nonces (issue 24): the HTML split at every
 * place that must carry this answer's nonce, so serving an answer is one `join`.
 *
 * Why a nonce put into a cached rendering is as strict as build-time hashes: a nonce policy is
 * broken only when script that the site did not write gets a valid nonce. The nonce goes only
 * into the opening tags of `<script>` and `<style>` elements (and into `nonce` attributes of
 * `<link>` preloads) that the renderer itself wrote: user text cannot produce such a tag, since
 * React escapes `<` in text and attribute values (`&lt;`), Next.js escapes `<` in the inline
 * Flight payload (`\u003c`), and JSON-LD is serialised with `<` escaped (`serializeJsonLd`). So
 * every `<script` or `<style` in the stored HTML is markup the renderer wrote from our code, the
 * same set of scripts a hash policy would list, and an injected element — which could only come
 * from a rendering bug that a hash policy would also have hashed at build time — gets nothing a
 * hash policy would refuse it. The nonce is fresh for each answer and never stored.
 */

/** A stored page: the HTML cut where the nonce goes; `parts.join(nonce)` is the answer. */
export type HtmlTemplate = readonly string[];

/**
 * Opening tags that get the nonce: `<script` and `<style` (any attributes), and `<link` tags of
 * script preloads or with a `nonce` attribute ({@link needsNonce}). Attribute values in renderer
 * output are double-quoted with `>` escaped, so an opening tag ends at the first `>`.
 */
const OPENING_TAG = /<(script|style|link)(?=[\s/>])([^>]*)>/gi;

/**
 * Whether a `<link>` needs the nonce: a script preload (`as="script"`, `rel="modulepreload"`;
 * under `'strict-dynamic'` a preload without the nonce is refused, and a prerendered page has
 * none) or one the render gave a nonce.
 */
function needsNonce(attributes: string): boolean {
  return /\snonce\b|\sas=["']?script\b|\srel=["']?modulepreload\b/i.test(attributes);
}

/** A `nonce` attribute in an opening tag, with the space before it. */
const NONCE_ATTRIBUTE = /\s+nonce(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/gi;

/**
 * Splits a rendered page where this answer's nonce goes: after the tag name of every `<script>`
 * and `<style>` opening tag and of script preload `<link>`s (as ` nonce="…"`); any nonce already there (a placeholder of the render, or a build-time one) is dropped.
 * Occurrences of `placeholder` elsewhere (a nonce passed as a prop into the Flight payload) are
 * cut too, so the placeholder never reaches a browser.
 *
 * @param html the page as rendered
 * @param placeholder the nonce the render was given, or undefined (a static page has none)
 * @returns the template; `joinHtml(template, nonce)` gives the page with `nonce` everywhere
 */
export function splitHtml(html: string, placeholder?: string): HtmlTemplate {
  const parts: string[] = [];
  let current = '';
  /** Appends text, cutting it at every occurrence of the placeholder. */
  const append = (text: string) => {
    const pieces = placeholder ? text.split(placeholder) : [text];
    current += pieces[0] ?? '';
    for (const piece of pieces.slice(1)) {
      parts.push(current);
      current = piece;
    }
  };
  let last = 0;
  for (const match of html.matchAll(OPENING_TAG)) {
    const [tag, name = '', attributes = ''] = match;
    if (name.toLowerCase() === 'link' && !needsNonce(attributes)) continue;
    append(html.slice(last, match.index));
    parts.push(`${current}<${name} nonce="`);
    current = '"';
    append(`${attributes.replace(NONCE_ATTRIBUTE, '')}>`);
    last = match.index + tag.length;
  }
  append(html.slice(last));
  parts.push(current);
  return parts;
}

/**
 * The page of a template with a nonce in every marked place.
 *
 * @param template from {@link splitHtml}
 * @param nonce this answer's nonce (base64, no quotes)
 */
export function joinHtml(template: HtmlTemplate, nonce: string): string {
  return template.join(nonce);
}

/** Size of a template in bytes of memory (UTF-16 code units × 2, plus per-part overhead). */
export function templateBytes(template: HtmlTemplate): number {
  let bytes = 0;
  for (const part of template) bytes += part.length * 2 + 16;
  return bytes;
}

/** A template as UTF-8 bytes, for answers without encoding the page again each time. */
export type EncodedTemplate = readonly Buffer[];

/** The template's parts as UTF-8 bytes. */
export function encodeTemplate(template: HtmlTemplate): EncodedTemplate {
  return template.map((part) => Buffer.from(part, 'utf8'));
}

/**
 * The page of an encoded template with a nonce in every marked place, as UTF-8 bytes: one copy
 * of the parts (no string building, no encoding of the whole page per answer).
 *
 * @param template from {@link encodeTemplate}
 * @param nonce this answer's nonce (base64, ASCII)
 */
export function joinEncoded(template: EncodedTemplate, nonce: string): Buffer {
  const mark = Buffer.from(nonce, 'latin1');
  const pieces: Buffer[] = [];
  let length = 0;
  for (const [index, part] of template.entries()) {
    if (index > 0) pieces.push(mark);
    pieces.push(part);
    length += part.length + (index > 0 ? mark.length : 0);
  }
  return Buffer.concat(pieces, length);
}

/** Size of an encoded template in bytes of memory (bytes plus per-part overhead). */
export function encodedBytes(template: EncodedTemplate): number {
  let bytes = 0;
  for (const part of template) bytes += part.length + 64;
  return bytes;
}

/**
 * A kept answer header (`Link`: Next.js writes the nonce into its script preloads) with the
 * render's placeholder nonce replaced by this answer's, so the placeholder never reaches a
 * browser there either and the preloads match the answer's policy.
 *
 * @param value the header as the render answered it
 * @param placeholder the nonce the render was given
 * @param nonce this answer's nonce
 */
export function headerWithNonce(value: string, placeholder: string, nonce: string): string {
  return value.split(placeholder).join(nonce);
}
