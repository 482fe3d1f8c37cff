import { describe, expect, it } from 'vitest';

import { linkAttributes } from './nav-link';

describe('linkAttributes', () => {
  it('gives an internal link no attribute keys at all (no `$undefined` in the RSC payload)', () => {
    expect(Object.keys(linkAttributes({}))).toEqual([]);
    expect(Object.keys(linkAttributes({ external: false, account: false }))).toEqual([]);
  });

  it('marks external links noopener and account buttons data-account', () => {
    expect(linkAttributes({ external: true })).toEqual({ rel: 'noopener' });
    expect(linkAttributes({ account: true })).toEqual({ 'data-account': '' });
  });
});
