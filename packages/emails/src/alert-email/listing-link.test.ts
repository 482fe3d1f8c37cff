import { describe, expect, it } from 'vitest';

import { listingLinkWithAlert } from './listing-link';

describe('listingLinkWithAlert', () => {
  it('adds psaIdentifier to a listing URL', () => {
    expect(
      listingLinkWithAlert('https://rooms.example/huren/kamer-groningen/herestraat/kamer-1', 'abc'),
    ).toBe('https://rooms.example/huren/kamer-groningen/herestraat/kamer-1?psaIdentifier=abc');
  });

  it('keeps the query and fragment, replaces an old psaIdentifier and encodes the new one', () => {
    expect(
      listingLinkWithAlert(
        'https://rooms.example/en/x/room-1?psaIdentifier=old&utm=a#photos',
        'a b&c',
      ),
    ).toBe('https://rooms.example/en/x/room-1?psaIdentifier=a+b%26c&utm=a#photos');
  });

  it('refuses a relative URL (an e-mail needs absolute links)', () => {
    expect(() => listingLinkWithAlert('/huren/kamer-groningen', 'abc')).toThrow(TypeError);
  });
});
