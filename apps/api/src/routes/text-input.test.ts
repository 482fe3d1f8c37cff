import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import {
  isStorableText,
  REFUSED_TEXT_MESSAGE,
  refusedTextPaths,
  refuseUnstorableText,
} from './text-input.js';

describe('isStorableText', () => {
  it.each([
    ['NUL alone', '\u0000'],
    ['NUL inside an e-mail', 'a\u0000b@example.com'],
    ['a lone high surrogate at the end', 'Zo\uD800'],
    ['a lone high surrogate before a letter', '\uD83Dx'],
    ['a lone low surrogate', '\uDC00abc'],
    ['two high surrogates', '\uD83D\uD83D'],
    ['a reversed pair', '\uDE00\uD83D'],
  ])('refuses %s', (_name, text) => {
    expect(isStorableText(text)).toBe(false);
  });

  it.each([
    ['plain text', 'hello'],
    ['the empty string', ''],
    ['accents', "Zoë, café, Ærø, 's-Hertogenbosch"],
    ['emoji (surrogate pairs), a flag and a family', 'room 😀 🇳🇱 👨‍👩‍👧'],
    ['other control characters (left to the schemas)', 'tab\tnew\nline\u0001'],
    ['bidi controls (left to the schemas)', 'a\u202Eb'],
    ['U+FFFD itself', '\uFFFD'],
  ])('accepts %s', (_name, text) => {
    expect(isStorableText(text)).toBe(true);
  });
});

describe('refusedTextPaths', () => {
  it('finds nothing in accepted values of every JSON type', () => {
    expect(refusedTextPaths(undefined)).toEqual([]);
    expect(refusedTextPaths({ a: 1, b: true, c: null, d: ['x', { e: 'Zoë 😀' }] })).toEqual([]);
  });

  it('gives the path of each refused string, at any depth', () => {
    expect(refusedTextPaths('a\u0000')).toEqual([[]]);
    expect(
      refusedTextPaths({ email: 'a\u0000', items: [1, 'ok', { name: 'x\uD800' }] }).sort(),
    ).toEqual([['email'], ['items', 2, 'name']].sort());
  });

  it('walks nesting deeper than the call stack without overflowing', () => {
    let deep: unknown = 'bottom\u0000';
    for (let depth = 0; depth < 100_000; depth += 1) deep = [deep];
    expect(refusedTextPaths(deep)[0]).toHaveLength(100_000);
  });
});

describe('refuseUnstorableText', () => {
  const body = refuseUnstorableText(
    z.object({
      title: z.string().refine((text) => !text.includes('\u0000'), 'control_characters'),
      note: z.string(),
      location: z.object({ name: z.string() }).nullish(),
      count: z.number(),
    }),
  );
  const issues = (value: unknown) =>
    body.safeParse(value).error?.issues.map(({ path, message }) => ({ path, message }));

  it('accepts storable text unchanged', () => {
    expect(body.parse({ title: 'Zoë 😀', note: '', count: 1 })).toEqual({
      title: 'Zoë 😀',
      note: '',
      count: 1,
    });
  });

  it('names each refused field, nested ones too', () => {
    expect(
      issues({ title: 'ok', note: 'a\uDC00', location: { name: 'b\u0000' }, count: 1 }),
    ).toEqual(
      expect.arrayContaining([
        { path: ['note'], message: REFUSED_TEXT_MESSAGE },
        { path: ['location', 'name'], message: REFUSED_TEXT_MESSAGE },
      ]),
    );
  });

  it("keeps a field's own reason instead of adding a second issue", () => {
    expect(issues({ title: 'a\u0000', note: 'ok', count: 1 })).toEqual([
      { path: ['title'], message: 'control_characters' },
    ]);
  });

  it('names the refused field also when another field is missing', () => {
    expect(issues({ title: 'ok', note: 'a\u0000' })).toEqual([
      { path: ['count'], message: expect.any(String) },
      { path: ['note'], message: REFUSED_TEXT_MESSAGE },
    ]);
  });

  it('leaves the JSON schema (the OpenAPI document) as it was', () => {
    const plain = z.object({ note: z.string() });
    expect(z.toJSONSchema(refuseUnstorableText(plain))).toEqual(z.toJSONSchema(plain));
  });
});
