import { describe, expect, it } from 'vitest';

import { moveUpAgainAt } from './my-advert-row';

describe('moveUpAgainAt', () => {
  it('is null when the advert can be moved up now or never was', () => {
    expect(moveUpAgainAt({ canMoveUp: true, movedUpAt: '2026-11-20T10:00:00.000Z' }, 'en')).toBe(
      null,
    );
    expect(moveUpAgainAt({ canMoveUp: false, movedUpAt: null }, 'nl')).toBe(null);
  });

  it('is 24 hours after the latest move-up, in Amsterdam time and the page language', () => {
    const listing = { canMoveUp: false, movedUpAt: '2026-11-20T13:05:00.000Z' };
    expect(moveUpAgainAt(listing, 'en')).toBe('21 Nov, 14:05');
    expect(moveUpAgainAt(listing, 'nl')).toBe('21 nov, 14:05');
  });
});
