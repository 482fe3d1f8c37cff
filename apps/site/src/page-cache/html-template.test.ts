import { describe, expect, it } from 'vitest';

import {
  encodeTemplate,
  headerWithNonce,
  joinEncoded,
  joinHtml,
  splitHtml,
  templateBytes,
} from './html-template';

const PLACEHOLDER = 'UExBQ0VIT0xERVJOT05DRQ==';

describe('splitHtml / joinHtml', () => {
  it('puts the nonce on every script and style opening tag, dropping the one there', () => {
    const html =
      `<html><head><style nonce="${PLACEHOLDER}">a{}</style><link rel="stylesheet" href="/a.css">` +
      `<script src="/a.js" async="" nonce="${PLACEHOLDER}"></script></head>` +
      `<body><p>x</p><script>self.__next_f.push([1,"a"])</script>` +
      `<script type="application/ld+json">{"a":"\\u003c/script>"}</script></body></html>`;
    expect(joinHtml(splitHtml(html, PLACEHOLDER), 'N1')).toBe(
      '<html><head><style nonce="N1">a{}</style><link rel="stylesheet" href="/a.css">' +
        '<script nonce="N1" src="/a.js" async=""></script></head>' +
        '<body><p>x</p><script nonce="N1">self.__next_f.push([1,"a"])</script>' +
        '<script nonce="N1" type="application/ld+json">{"a":"\\u003c/script>"}</script></body></html>',
    );
  });

  it('gives a static page without nonces one per tag, and each answer its own', () => {
    const template = splitHtml('<script src="/x.js"></script><STYLE>b{}</STYLE>');
    expect(template).toHaveLength(3);
    expect(joinHtml(template, 'one')).toBe(
      '<script nonce="one" src="/x.js"></script><STYLE nonce="one">b{}</STYLE>',
    );
    expect(joinHtml(template, 'two')).toContain('nonce="two"');
    expect(joinHtml(template, 'two')).not.toContain('one');
  });

  it('gives script preload links the nonce, and leaves other links alone', () => {
    const html =
      `<link rel="preload" as="script" nonce="${PLACEHOLDER}" href="/c.js"/>` +
      '<link rel="preload" as="script" fetchPriority="low" href="/d.js"/>' +
      '<link rel="modulepreload" href="/e.js"/><link rel="icon" href="/i.png"/>' +
      '<link rel="stylesheet" href="/s.css"/>';
    expect(joinHtml(splitHtml(html, PLACEHOLDER), 'N')).toBe(
      '<link nonce="N" rel="preload" as="script" href="/c.js"/>' +
        '<link nonce="N" rel="preload" as="script" fetchPriority="low" href="/d.js"/>' +
        '<link nonce="N" rel="modulepreload" href="/e.js"/><link rel="icon" href="/i.png"/>' +
        '<link rel="stylesheet" href="/s.css"/>',
    );
  });

  it('replaces the placeholder anywhere else (a nonce passed as a prop into the Flight data)', () => {
    const html = `<script>push("nonce\\":\\"${PLACEHOLDER}\\"")</script>`;
    const page = joinHtml(splitHtml(html, PLACEHOLDER), 'fresh');
    expect(page).toBe('<script nonce="fresh">push("nonce\\":\\"fresh\\"")</script>');
    expect(page).not.toContain(PLACEHOLDER);
  });

  it('never turns escaped user text into a tag, nor matches longer tag names', () => {
    const html =
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><scripts></scripts><styled-x></styled-x>' +
      '<div title="&lt;script nonce=&quot;x&quot;&gt;"></div>';
    const template = splitHtml(html, PLACEHOLDER);
    expect(template).toEqual([html]);
    expect(joinHtml(template, 'N')).toBe(html);
  });

  it('drops any nonce spelling from a tag (unquoted, single-quoted, upper case)', () => {
    expect(
      joinHtml(splitHtml("<script NONCE='old' src=a></script><style nonce=old></style>"), 'N'),
    ).toBe('<script nonce="N" src=a></script><style nonce="N"></style>');
  });

  it('joins the UTF-8 bytes of a template like its text', () => {
    const template = splitHtml('<p>één €</p><script>x</script><style>ü</style>');
    expect(joinEncoded(encodeTemplate(template), 'Zz+/==').toString('utf8')).toBe(
      joinHtml(template, 'Zz+/=='),
    );
  });

  it('counts the template size in bytes of memory', () => {
    expect(templateBytes(['ab', 'c'])).toBe(2 * 3 + 2 * 16);
  });
});

describe('headerWithNonce', () => {
  it("puts the answer's nonce where the render's placeholder was, everywhere", () => {
    const link =
      `</_next/static/chunks/a.js>; rel=preload; as="script"; nonce="${PLACEHOLDER}", ` +
      `</_next/static/chunks/b.js>; rel=preload; as="script"; nonce="${PLACEHOLDER}"`;
    const answered = headerWithNonce(link, PLACEHOLDER, 'N2');
    expect(answered).not.toContain(PLACEHOLDER);
    expect(answered.match(/nonce="N2"/g)).toHaveLength(2);
    expect(headerWithNonce('</a.css>; rel=preload; as="style"', PLACEHOLDER, 'N2')).toBe(
      '</a.css>; rel=preload; as="style"',
    );
  });
});
