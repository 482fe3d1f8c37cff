import { describe, expect, it } from 'vitest';

import { collectQueryValues } from './query-input';

describe('collectQueryValues', () => {
  it('reads URLSearchParams with repeated keys, keys case-insensitive', () => {
    const values = collectQueryValues(
      new URLSearchParams('searchView=map&furnishings=2&FURNISHINGS=4'),
    );
    expect(values.get('searchview')).toEqual(['map']);
    expect(values.get('furnishings')).toEqual(['2', '4']);
  });

  it('reads records of single values, lists and undefined', () => {
    const values = collectQueryValues({ pageNo: '2', ownerTypes: ['1', '4'], radius: undefined });
    expect(values.get('pageno')).toEqual(['2']);
    expect(values.get('ownertypes')).toEqual(['1', '4']);
    expect(values.has('radius')).toBe(false);
  });
});
