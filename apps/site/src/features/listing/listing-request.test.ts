import { describe, expect, it } from 'vitest';

import { queryString, requestedParams } from './listing-request';

describe('requestedParams', () => {
  it('decodes percent-encoded segments and keeps broken encodings as they are', () => {
    expect(
      requestedParams({
        searchCategoryAndCity: 'kamer-den-haag',
        street: 'caf%C3%A9straat',
        listingTypeAndID: 'room-%E0%A4%A',
      }),
    ).toEqual({
      searchCategoryAndCity: 'kamer-den-haag',
      street: 'caféstraat',
      listingTypeAndID: 'room-%E0%A4%A',
    });
  });
});

describe('queryString', () => {
  it('writes the query back with its question mark, repeated keys in order', () => {
    expect(queryString({ psaIdentifier: 'abc', tag: ['a', 'b'], none: undefined })).toBe(
      '?psaIdentifier=abc&tag=a&tag=b',
    );
    expect(queryString({})).toBe('');
  });
});
