import { describe, expect, it } from 'vitest';

import { findRefusedText, isRefusedText } from './refused-text.js';

describe('isRefusedText', () => {
  it.each([
    ['NUL alone', '\u0000'],
    ['NUL inside an e-mail', 'a\u0000b@example.com'],
    ['a lone high surrogate at the end', 'Zo\uD800'],
    ['a lone high surrogate before a letter', '\uD83Dx'],
    ['a lone low surrogate', '\uDC00abc'],
    ['two high surrogates', '\uD83D\uD83D'],
    ['a reversed pair', '\uDE00\uD83D'],
  ])('refuses %s', (_name, text) => {
    expect(isRefusedText(text)).toBe(true);
  });

  it.each([
    ['plain text', 'hello'],
    ['the empty string', ''],
    ['accents', "Zoë, café, Ærø, 's-Hertogenbosch"],
    ['an emoji (a surrogate pair)', 'room 😀 🏠'],
    ['a flag and a family (several pairs, joiners)', '🇳🇱 👨‍👩‍👧'],
    ['other control characters (left to the schemas)', 'tab\tnew\nline\u0001'],
    ['U+FFFD itself', '\uFFFD'],
  ])('accepts %s', (_name, text) => {
    expect(isRefusedText(text)).toBe(false);
  });
});

describe('findRefusedText', () => {
  it('finds nothing in accepted values of every JSON type', () => {
    expect(findRefusedText(undefined)).toBeUndefined();
    expect(findRefusedText(null)).toBeUndefined();
    expect(findRefusedText({ a: 1, b: true, c: null, d: ['x', { e: 'Zoë 😀' }] })).toBeUndefined();
  });

  it('names the path of a refused value, at any depth', () => {
    expect(findRefusedText('a\u0000')).toEqual([]);
    expect(findRefusedText({ email: 'a\u0000' })).toEqual(['email']);
    expect(findRefusedText({ items: [1, 'ok', { name: 'x\uD800' }] })).toEqual([
      'items',
      '2',
      'name',
    ]);
  });

  it('refuses a key with NUL, naming it with the character masked', () => {
    expect(findRefusedText({ ok: { 'ti\u0000tle': 'x' } })).toEqual(['ok', 'ti?tle']);
  });

  it('looks into objects without a prototype (Fastify query and params)', () => {
    const query = Object.create(Object.create(null) as object) as Record<string, string>;
    query.cityName = '\u0000';
    expect(findRefusedText(query)).toEqual(['cityName']);
  });

  it('does not enter Buffers or class instances (uploads)', () => {
    expect(findRefusedText(Buffer.from([0, 0xd8]))).toBeUndefined();
    expect(findRefusedText(new Map([['k', '\u0000']]))).toBeUndefined();
  });

  it('walks nesting deeper than the call stack without overflowing', () => {
    let deep: unknown = 'bottom\u0000';
    for (let depth = 0; depth < 100_000; depth += 1) deep = [deep];
    expect(findRefusedText(deep)).toHaveLength(100_000);
  });
});
