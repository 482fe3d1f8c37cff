import { describe, expect, it } from 'vitest';

import { MAX_NAME_IN_EMAIL, nameInEmail, plainLineInEmail } from './name-in-email.js';

describe('nameInEmail (issue 23)', () => {
  it('keeps an ordinary name, trimmed', () => {
    expect(nameInEmail(' Zoë-Anne ')).toBe('Zoë-Anne');
    expect(nameInEmail("D'Angelo")).toBe("D'Angelo");
  });

  it.each([
    ['a right-to-left override', 'Joost\u202E'],
    ['a zero-width space', 'Jo\u200Bost'],
    ['a domain name', 'Rooms Support – pay at example.com'],
    ['a bare domain', 'example.com'],
    ['digits', 'Call 0612345678'],
    ['nothing', '  '],
  ])('leaves out a name with %s', (_what, name) => {
    expect(nameInEmail(name)).toBeNull();
  });

  it('cuts a long name to 40 code points ending in an ellipsis', () => {
    const long = `${'Å'.repeat(30)} ${'Bé'.repeat(20)}`;
    const shown = nameInEmail(long)!;
    expect(Array.from(shown)).toHaveLength(MAX_NAME_IN_EMAIL);
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.startsWith('Å'.repeat(30))).toBe(true);
  });
});

describe('plainLineInEmail', () => {
  it('removes bidi, zero-width and line characters and keeps one line', () => {
    expect(plainLineInEmail('Kamer\u202E aan de\u200B Herestraat\nBetaal\u2028nu')).toBe(
      'Kamer aan de Herestraat Betaal nu',
    );
  });
});
