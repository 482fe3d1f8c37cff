import { describe, expect, it } from 'vitest';

import { joinHtml, splitHtml } from './html-template';
import {
  inlinableCss,
  inlinePageStyles,
  inlineStyleSheets,
  rebaseUrls,
  withoutSheetPreloads,
} from './inline-styles';

const PH = 'UExBQ0VIT0xERVJOT05DRQ==';
const A = '/_next/static/chunks/a1.css';
const B = '/_next/static/chunks/b2.css';

/** A reader over a fixed set of sheets, recording what was asked. */
function sheets(files: Record<string, string>) {
  const asked: string[] = [];
  const readSheet = async (href: string) => {
    asked.push(href);
    return files[href] ?? null;
  };
  return { asked, readSheet };
}

/** A page as Next.js renders it: the sheets' links in the head, the payload naming them. */
function page(headLinks: string, body = '<p>x</p>'): string {
  return (
    `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${headLinks}` +
    `<script src="/_next/static/chunks/m.js" async="" nonce="${PH}"></script></head>` +
    `<body>${body}<script nonce="${PH}">self.__next_f.push([1,":HL[\\"${A}\\",\\"style\\"]"])</script></body></html>`
  );
}

/** The HTML of {@link inlineStyleSheets}. */
async function inlineHtml(html: string, options: Parameters<typeof inlineStyleSheets>[1]) {
  return (await inlineStyleSheets(html, options)).html;
}

const LINK_A = `<link rel="stylesheet" href="${A}" data-precedence="next"/>`;
const LINK_B = `<link rel="stylesheet" href="${B}" data-precedence="next"/>`;

describe('inlineStyleSheets', () => {
  it('replaces each head link by a style with the placeholder nonce and an inert link, in order', async () => {
    const { readSheet } = sheets({ [A]: '.a{color:red}', [B]: '.b{color:blue}' });
    const html = await inlineHtml(page(LINK_A + LINK_B), {
      readSheet,
      maxBytes: 1000,
      placeholder: PH,
    });
    expect(html).toBe(
      page(
        `<style nonce="${PH}" data-precedence="next" data-href="${A}">.a{color:red}</style>` +
          `<link rel="stylesheet" href="${A}" data-precedence="next" type="text/x-inlined" disabled=""/>` +
          `<style nonce="${PH}" data-precedence="next" data-href="${B}">.b{color:blue}</style>` +
          `<link rel="stylesheet" href="${B}" data-precedence="next" type="text/x-inlined" disabled=""/>`,
      ),
    );
    // The template gives each answer's nonce to the styles, and no enabled sheet link remains.
    const answer = joinHtml(splitHtml(html, PH), 'FRESH');
    expect(answer).not.toContain(PH);
    expect(answer.match(/<style nonce="FRESH" data-precedence="next"/g)).toHaveLength(2);
    expect(answer).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)/);
  });

  it('keeps media and crossorigin, drops the link nonce and takes other precedences', async () => {
    const { readSheet } = sheets({ [A]: '.a{}' });
    const html = await inlineHtml(
      page(
        `<link rel="stylesheet" href="${A}" data-precedence="high" media="print" crossorigin="" nonce="${PH}"/>`,
      ),
      { readSheet, maxBytes: 1000, placeholder: PH },
    );
    expect(html).toContain(
      `<style nonce="${PH}" data-precedence="high" data-href="${A}" media="print">.a{}</style>` +
        `<link rel="stylesheet" href="${A}" data-precedence="high" media="print" crossorigin="" type="text/x-inlined" disabled=""/>`,
    );
  });

  it('leaves links React does not manage or with other attributes, and links after the head', async () => {
    const { readSheet, asked } = sheets({ [A]: '.a{}' });
    const head =
      `<link rel="stylesheet" href="${A}"/>` + // no data-precedence: hydrated as an element
      `<link rel="stylesheet" href="${A}" data-precedence="next" integrity="sha384-x"/>` +
      `<link rel="alternate stylesheet" href="${A}" data-precedence="next"/>` +
      `<link rel="preload" as="style" href="${A}"/>`;
    const original = page(head, LINK_A);
    expect(await inlineHtml(original, { readSheet, maxBytes: 1000, placeholder: PH })).toBe(
      original,
    );
    expect(asked).toEqual([]);
  });

  it('leaves the link of a sheet that is unknown or missing and inlines the others', async () => {
    const { readSheet } = sheets({ [B]: '.b{}' });
    const html = await inlineHtml(page(LINK_A + LINK_B), {
      readSheet,
      maxBytes: 1000,
      placeholder: PH,
    });
    expect(html).toContain(`<head><meta charSet="utf-8"/>${LINK_A}<style nonce="${PH}"`);
    expect(html).toContain(`data-href="${B}">.b{}</style>`);
    const failing = async () => Promise.reject(new Error('EIO'));
    const original = page(LINK_A);
    expect(await inlineHtml(original, { readSheet: failing, maxBytes: 1000 })).toBe(original);
  });

  it('inlines nothing when the sheets together exceed the cap, everything at the cap', async () => {
    const { readSheet } = sheets({ [A]: 'a'.repeat(60), [B]: 'b'.repeat(40) });
    const original = page(LINK_A + LINK_B);
    expect(await inlineHtml(original, { readSheet, maxBytes: 99 })).toBe(original);
    const atCap = await inlineHtml(original, { readSheet, maxBytes: 100 });
    expect(atCap.match(/<style /g)).toHaveLength(2);
    expect(await inlineHtml(original, { readSheet, maxBytes: 0 })).toBe(original);
  });

  it('keeps the link of a sheet whose text could end the style or carry a marked tag', async () => {
    for (const css of [
      '.a{content:"</style><script>alert(1)</script>"}',
      '.a{content:"<script x"}',
      '@import "other.css";',
    ]) {
      const { readSheet } = sheets({ [A]: css });
      const original = page(LINK_A);
      expect(await inlineHtml(original, { readSheet, maxBytes: 1000 }), css).toBe(original);
    }
  });

  it('leaves a page without a head as it is', async () => {
    const { readSheet, asked } = sheets({ [A]: '.a{}' });
    expect(await inlineHtml(`<p>${LINK_A}</p>`, { readSheet, maxBytes: 1000 })).toBe(
      `<p>${LINK_A}</p>`,
    );
    expect(asked).toEqual([]);
  });
});

describe('inlineStyleSheets: which sheets', () => {
  it('names the inlined sheets, and none when it left the page as it was', async () => {
    const { readSheet } = sheets({ [B]: '.b{}' });
    const html = page(LINK_A + LINK_B);
    expect((await inlineStyleSheets(html, { readSheet, maxBytes: 100 })).inlined).toEqual([B]);
    expect((await inlineStyleSheets(html, { readSheet, maxBytes: 3 })).inlined).toEqual([]);
  });
});

describe('withoutSheetPreloads / inlinePageStyles', () => {
  const LINK_HEADER =
    `<${A}>; rel=preload; as="style"; nonce="${PH}", </_next/static/chunks/x.js>; rel=preload; ` +
    `as="script", <${B}>; rel=preload; as="style"`;

  it('drops the preloads of inlined sheets from a Link header, and the header when empty', () => {
    expect(withoutSheetPreloads(LINK_HEADER, [A])).toBe(
      `</_next/static/chunks/x.js>; rel=preload; as="script", <${B}>; rel=preload; as="style"`,
    );
    expect(
      withoutSheetPreloads(`<${A}>; rel=preload; as="style", <${B}>; rel="preload"`, [A, B]),
    ).toBeUndefined();
    expect(withoutSheetPreloads(`<${A}>; rel=prefetch`, [A])).toBe(`<${A}>; rel=prefetch`);
  });

  it('gives the cached page its sheets inline and a Link header without their preloads', async () => {
    const { readSheet } = sheets({ [A]: '.a{}', [B]: '.b{}' });
    const headers = { 'content-type': 'text/html', link: `<${A}>; rel=preload; as="style"` };
    const prepared = await inlinePageStyles(
      { html: page(LINK_A), headers },
      { readSheet, maxBytes: 100, placeholder: PH },
    );
    expect(prepared.headers).toEqual({ 'content-type': 'text/html' });
    expect(prepared.html).toContain(`data-href="${A}">.a{}</style>`);
    // Nothing inlined (over the cap): the preloads stay.
    const kept = await inlinePageStyles(
      { html: page(LINK_A), headers },
      { readSheet, maxBytes: 1, placeholder: PH },
    );
    expect(kept).toEqual({ html: page(LINK_A), headers });
  });
});

describe('rebaseUrls / inlinableCss', () => {
  it('makes relative URLs root-relative to the sheet and leaves location-free ones', () => {
    const css =
      '.a{background:url(../media/x.1a.png)}.b{background:url("img/y.png?v=1#f")}' +
      ".c{background:url( 'z.png' )}.d{behavior:url(#default#VML)}" +
      '.e{background:url("data:image/svg+xml,%3Csvg%3E")}.f{background:url(/abs.png)}' +
      '.g{background:url(https://cdn.example/h.png)}';
    expect(rebaseUrls(css, '/_next/static/chunks/a1.css')).toBe(
      '.a{background:url(/_next/static/media/x.1a.png)}' +
        '.b{background:url("/_next/static/chunks/img/y.png?v=1#f")}' +
        ".c{background:url('/_next/static/chunks/z.png')}.d{behavior:url(#default#VML)}" +
        '.e{background:url("data:image/svg+xml,%3Csvg%3E")}.f{background:url(/abs.png)}' +
        '.g{background:url(https://cdn.example/h.png)}',
    );
  });

  it('refuses text that cannot go into a style element', () => {
    expect(inlinableCss('.a{}</STYLE >', A)).toBeNull();
    expect(inlinableCss('.a{content:"<link rel=x>"}', A)).toBeNull();
    expect(inlinableCss('.a{background:image-set("x.png" 1x)}', A)).toBeNull();
    expect(inlinableCss('.a{content:"a < b"}', A)).toBe('.a{content:"a < b"}');
  });
});
