/**
 * Inlines a cached page's own style sheets (issue 24, "Why LCP misses" in docs/performance.md):
 * each `<link rel="stylesheet" href="/_next/static/….css" data-precedence="…">` in the `<head>`
 * of a render becomes a `<style>` with the file's text, so the first paint needs one round trip
 * (the HTML) instead of two (the HTML, then the sheets). The `<style>` carries the render's
 * placeholder nonce, which the page cache's template replaces with each answer's fresh nonce
 * (`html-template.ts`), so the CSP stays nonce-only.
 *
 * React on the client: the page's RSC payload still has the sheets as `<link precedence>`
 * resources. React 19 looks such a resource up in the document as `link[rel="stylesheet"]
 * [href="…"]` (on hydration, on the payload's `preload` hints and on client-side navigation);
 * without one it inserts a preload and the link again (a second download, and a hydration that
 * waits for it). So each inlined sheet leaves a link in its place that no browser fetches: an
 * unsupported `type` (the HTML standard says not to fetch it; `disabled` alone is not enough,
 * Chromium's preload scanner fetches a disabled sheet) and `disabled` (nothing may enable it).
 * React takes that link for the loaded sheet, and the `<style>` before it
 * (with `data-precedence`, like React's own inline styles) keeps the cascade order, so sheets
 * React adds for later pages go after them. Hydration skips both elements (they carry
 * `data-precedence`), so nothing mismatches.
 *
 * Only links React itself manages (`data-precedence`) with no other attributes than `rel`,
 * `href`, `media`, `crossorigin`, `nonce` are inlined; a sheet that is not one of the build's
 * files, cannot be read, or whose text could end the `<style>` or hold an opening tag the nonce
 * template would mark, keeps its link; when a page's sheets together exceed the size cap none
 * is inlined (the page then needs the second round trip anyway).
 */
import type { PreparedPage } from './page-store';
import type { StyleSheetReader } from './static-style-sheets';

/** What the inlining is made with. */
export interface InlineStylesOptions {
  /** The build's sheets by URL path (`static-style-sheets.ts`). */
  readonly readSheet: StyleSheetReader;
  /** Largest total size of a page's inlined sheets, bytes of CSS as read (UTF-16 units). */
  readonly maxBytes: number;
  /** The render's placeholder nonce, put on each `<style>` (the template replaces it). */
  readonly placeholder?: string;
}

/** An opening `<link>` tag (renderer output: double-quoted values, `>` escaped). */
const LINK_TAG = /<link(?=[\s/>])([^>]*)>/gi;

/** One attribute: name, then an optional value (double-, single- or unquoted). */
const ATTRIBUTE = /([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Attributes a stylesheet link may have and still be inlined. */
const INLINABLE_ATTRIBUTES: ReadonlySet<string> = new Set([
  'rel',
  'href',
  'data-precedence',
  'media',
  'crossorigin',
  'nonce',
]);

/**
 * Attributes of an opening tag's attribute text, names lower-cased, values as written (still
 * HTML-escaped); null when a name appears twice.
 */
function parseAttributes(text: string): Map<string, string> | null {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (attributes.has(name)) return null;
    attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** A link to inline: where it is and what it says. */
interface SheetLink {
  readonly start: number;
  readonly end: number;
  readonly href: string;
  readonly attributes: ReadonlyMap<string, string>;
}

/** The inlinable stylesheet links of a head ({@link INLINABLE_ATTRIBUTES}, `data-precedence`). */
function sheetLinks(head: string): SheetLink[] {
  const links: SheetLink[] = [];
  for (const match of head.matchAll(LINK_TAG)) {
    const attributes = parseAttributes(match[1]!);
    if (attributes === null) continue;
    const href = attributes.get('href');
    if (
      attributes.get('rel')?.toLowerCase() !== 'stylesheet' ||
      href === undefined ||
      !attributes.has('data-precedence') ||
      [...attributes.keys()].some((name) => !INLINABLE_ATTRIBUTES.has(name))
    ) {
      continue;
    }
    links.push({ start: match.index, end: match.index + match[0].length, href, attributes });
  }
  return links;
}

/**
 * Text in a sheet that must not go into a `<style>`: its end tag (the browser would end the
 * element there) and opening tags the nonce template marks (`html-template.ts` would put the
 * nonce into the CSS text).
 */
const UNSAFE_IN_STYLE = /<\/style|<(?:script|style|link)(?=[\s/>])/i;

/** CSS that names URLs as plain strings, which {@link rebaseUrls} cannot move. */
const STRING_URLS = /@import|image-set\(/i;

/** A `url(…)` token: double-quoted, single-quoted or unquoted value. */
const URL_TOKEN = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^"'()\s]*))\s*\)/gi;

/** URL values that do not depend on where the sheet is: absolute, root-relative, data, fragment. */
const LOCATION_FREE = /^(?:[a-z][a-z0-9+.-]*:|\/|#|$)/i;

/**
 * A sheet's relative `url(…)`s made root-relative, so they point at the same files from the
 * page's address as they did from the sheet's (`../media/x.png` in `/_next/static/chunks/a.css`
 * becomes `/_next/static/media/x.png`).
 *
 * @param css the sheet's text
 * @param sheetPath the sheet's URL path (`/_next/static/chunks/a.css`)
 */
export function rebaseUrls(css: string, sheetPath: string): string {
  const base = new URL(sheetPath, 'http://sheet.invalid');
  return css.replace(URL_TOKEN, (token, double?: string, single?: string, bare?: string) => {
    const value = double ?? single ?? bare ?? '';
    if (LOCATION_FREE.test(value)) return token;
    const resolved = new URL(value, base);
    const rebased = `${resolved.pathname}${resolved.search}${resolved.hash}`;
    if (double !== undefined) return `url("${rebased}")`;
    if (single !== undefined) return `url('${rebased}')`;
    return `url(${rebased})`;
  });
}

/**
 * A sheet's text as it may go into a `<style>` on the page ({@link rebaseUrls}), or null when
 * it may not ({@link UNSAFE_IN_STYLE}, {@link STRING_URLS}).
 */
export function inlinableCss(css: string, sheetPath: string): string | null {
  if (UNSAFE_IN_STYLE.test(css) || STRING_URLS.test(css)) return null;
  return rebaseUrls(css, sheetPath);
}

/**
 * `type` of the link left in a sheet's place: not a style sheet language, so it is not fetched.
 */
export const INLINED_SHEET_TYPE = 'text/x-inlined';

/** A `<style>` for a sheet, then the link React finds the sheet by (never fetched). */
function inlined(link: SheetLink, css: string, placeholder: string | undefined): string {
  const attribute = (name: string) => {
    const value = link.attributes.get(name);
    return value === undefined ? '' : ` ${name}="${value}"`;
  };
  const nonce = placeholder === undefined ? '' : ` nonce="${placeholder}"`;
  const style =
    `<style${nonce} data-precedence="${link.attributes.get('data-precedence')}"` +
    ` data-href="${link.href}"${attribute('media')}>${css}</style>`;
  const stub =
    `<link rel="stylesheet" href="${link.href}"${attribute('data-precedence')}` +
    `${attribute('media')}${attribute('crossorigin')} type="${INLINED_SHEET_TYPE}" disabled=""/>`;
  return style + stub;
}

/** A page after {@link inlineStyleSheets}. */
export interface InlinedPage {
  /** The page's HTML. */
  readonly html: string;
  /** The `href`s of the sheets now inline, as written in the page. */
  readonly inlined: readonly string[];
}

/**
 * The page with the style sheets of its `<head>` inlined (see the module's comment).
 *
 * @param html the page as rendered
 * @param options the sheet reader, the size cap and the placeholder nonce
 * @returns the page with each inlinable link replaced by a `<style>` and an inert link; the
 *   page unchanged when it has none, or when together they exceed `maxBytes`. Never throws.
 */
export async function inlineStyleSheets(
  html: string,
  options: InlineStylesOptions,
): Promise<InlinedPage> {
  const unchanged = { html, inlined: [] };
  const headEnd = html.search(/<\/head\s*>/i);
  if (headEnd < 0 || options.maxBytes <= 0) return unchanged;
  const links = sheetLinks(html.slice(0, headEnd));
  if (links.length === 0) return unchanged;
  const texts = await Promise.all(
    links.map(async (link) => {
      const css = await options.readSheet(link.href).catch(() => null);
      return css === null ? null : inlinableCss(css, link.href.replace(/\?.*$/, ''));
    }),
  );
  const total = texts.reduce((sum, css) => sum + (css?.length ?? 0), 0);
  if (total > options.maxBytes) return unchanged;
  let result = '';
  let last = 0;
  const hrefs: string[] = [];
  links.forEach((link, index) => {
    const css = texts[index];
    if (css === null || css === undefined) return;
    result += html.slice(last, link.start) + inlined(link, css, options.placeholder);
    last = link.end;
    hrefs.push(link.href);
  });
  return { html: result + html.slice(last), inlined: hrefs };
}

/**
 * A `Link` answer header without the preloads of sheets that are now inline: a page rendered per
 * request comes with `Link: </…css>; rel=preload; as="style"` for its sheets (React), which
 * would download each sheet again while the page loads.
 *
 * @param header the render's `Link` header
 * @param hrefs the inlined sheets ({@link InlinedPage.inlined}), HTML-escaped as in the page
 * @returns the header without those entries, or undefined when none is left
 */
export function withoutSheetPreloads(header: string, hrefs: readonly string[]): string | undefined {
  const urls = new Set(hrefs.map((href) => href.replaceAll('&amp;', '&')));
  const kept = header
    // Entries start with `<`; a URL in `<…>` cannot hold `, <`.
    .split(/,\s*(?=<)/)
    .filter((entry) => {
      const url = /^\s*<([^>]*)>/.exec(entry)?.[1];
      const preload = /;\s*rel="?preload"?\s*(?:;|$)/i.test(entry);
      return !(url !== undefined && preload && urls.has(url));
    })
    .map((entry) => entry.trim());
  return kept.length === 0 ? undefined : kept.join(', ');
}

/**
 * A render as the page cache stores it, with its sheets inlined ({@link inlineStyleSheets}) and
 * their preloads dropped from its `Link` header ({@link withoutSheetPreloads}).
 *
 * @param page the render's HTML and kept headers (names lower-case)
 * @param options as for {@link inlineStyleSheets}
 */
export async function inlinePageStyles(
  page: PreparedPage,
  options: InlineStylesOptions,
): Promise<PreparedPage> {
  const { html, inlined } = await inlineStyleSheets(page.html, options);
  const { link, ...others } = page.headers;
  const kept = link === undefined ? undefined : withoutSheetPreloads(link, inlined);
  return { html, headers: kept === undefined ? others : { ...others, link: kept } };
}
