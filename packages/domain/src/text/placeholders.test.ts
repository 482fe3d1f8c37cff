import { describe, expect, it } from 'vitest';

import { fillPlaceholders } from './placeholders';

describe('fillPlaceholders (§5)', () => {
  it('fills every {name} with its value', () => {
    expect(
      fillPlaceholders('Welcome {firstName}, {count} new, {count} total', {
        firstName: 'Anna',
        count: 3,
      }),
    ).toBe('Welcome Anna, 3 new, 3 total');
  });

  it('leaves unknown and inherited names alone', () => {
    expect(fillPlaceholders('{a} {b} {toString} {}', { a: '' })).toBe(' {b} {toString} {}');
    expect(fillPlaceholders('no placeholders', {})).toBe('no placeholders');
  });
});
