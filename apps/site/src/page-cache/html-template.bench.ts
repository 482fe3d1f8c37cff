/**
 * What serving a cached page costs in `joinHtml` (printed by `npx vitest bench`, not a test): a
 * page like the about page (230 kB, 22 nonce places) joined with a fresh nonce, beside splitting
 * it once (what a miss adds) and creating the nonce.
 */
import { bench, describe } from 'vitest';

import { createNonce } from '../security-headers';

import { encodeTemplate, joinEncoded, joinHtml, splitHtml } from './html-template';

const styles = '<style data-precedence="next">' + 'a{color:red}'.repeat(7000) + '</style>';
const scripts = Array.from(
  { length: 20 },
  (_, index) => `<script src="/_next/static/chunks/${index}.js" async=""></script>`,
).join('');
const flight = '<script>self.__next_f.push([1,"' + 'x'.repeat(6000) + '"])</script>';
const page = `<!DOCTYPE html><html><head>${styles}${scripts}</head><body>${'<p>text</p>'.repeat(2000)}${flight}</body></html>`;
const template = splitHtml(page);
const encoded = encodeTemplate(template);

describe(`a ${Math.round(page.length / 1024)} kB page, ${template.length - 1} nonce places`, () => {
  bench('joinHtml (each answer)', () => {
    joinHtml(template, 'AAAAAAAAAAAAAAAAAAAAAA==');
  });
  bench('joinHtml + UTF-8 encoding (what the answer body costs)', () => {
    Buffer.from(joinHtml(template, 'AAAAAAAAAAAAAAAAAAAAAA=='));
  });
  bench('joinEncoded (each answer: the bytes sent)', () => {
    joinEncoded(encoded, 'AAAAAAAAAAAAAAAAAAAAAA==');
  });
  bench('createNonce', () => {
    createNonce();
  });
  bench('splitHtml (each miss)', () => {
    splitHtml(page);
  });
});
