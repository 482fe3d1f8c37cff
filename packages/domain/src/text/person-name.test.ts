import { describe, expect, it } from 'vitest';

import { personNameProblem } from './person-name';

describe('personNameProblem (issue 23)', () => {
  it.each([
    'Anna',
    'Zoë-Anne',
    'Jean Luc',
    "D'Angelo",
    'D’Angelo',
    'J.R.',
    'St. John',
    'Nguyễn',
    'Мария',
    '李',
    'محمد',
    'e\u0301',
  ])('accepts %j', (name) => {
    expect(personNameProblem(name)).toBeNull();
  });

  it.each([
    ['a right-to-left override (U+202E)', 'Anna\u202Emoc.elpmaxe'],
    ['a left-to-right isolate (U+2066)', '\u2066Anna'],
    ['a zero-width space (U+200B)', 'An\u200Bna'],
    ['a zero-width joiner (U+200D)', 'An\u200Dna'],
    ['a soft hyphen (U+00AD)', 'An\u00ADna'],
    ['a byte order mark (U+FEFF)', '\uFEFFAnna'],
    ['a line separator (U+2028)', 'Anna\u2028Support'],
    ['a tab', 'An\tna'],
    ['a no-break space', 'Anna\u00A0Support'],
    ['an en dash and digits', 'Rooms Support – call 0612345678'],
    ['an at sign', 'anna@example'],
    ['a colon and slashes', 'https//x'],
    ['a full-width full stop', 'example\uFF0Ecom'],
    ['an ideographic full stop', 'example\u3002com'],
    ['a one dot leader', 'example\u2024com'],
    ['a private-use character', 'Anna\uE000'],
    ['a lone surrogate', 'Anna\uD800'],
  ])('refuses %s as characters', (_what, name) => {
    expect(personNameProblem(name)).toBe('characters');
  });

  it.each([
    'example.com',
    'Rooms Support pay at example.com',
    'Anne.Marie',
    'rooms.nl',
    '\u{1D41E}\u{1D431}.\u{1D41C}\u{1D428}', // mathematical bold "ex.co": NFKC gives ASCII
  ])('refuses %j as a link', (name) => {
    expect(personNameProblem(name)).toBe('link');
  });
});
