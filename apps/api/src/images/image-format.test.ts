import { describe, expect, it } from 'vitest';

import { negotiateImageFormat } from './image-format.js';

describe('negotiateImageFormat', () => {
  it.each([
    // What browsers send for <img>.
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'avif'],
    ['image/webp,*/*', 'webp'],
    ['image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5', 'jpeg'],
    ['*/*', 'jpeg'],
    ['', 'jpeg'],
    // Case and white space do not matter; q=0 refuses a type.
    [' IMAGE/AVIF ; q=0.5 , image/webp', 'avif'],
    ['image/avif;q=0, image/webp', 'webp'],
    ['image/avif;q=0.0,image/webp;q=0', 'jpeg'],
  ])('%j -> %s', (accept, format) => {
    expect(negotiateImageFormat(accept)).toBe(format);
  });

  it('sends JPEG without an Accept header', () => {
    expect(negotiateImageFormat(undefined)).toBe('jpeg');
  });
});
