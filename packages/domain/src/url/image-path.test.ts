import { describe, expect, it } from 'vitest';

import { PROFILE_PHOTO_SIZE_PX } from '../constants/layout';

import { buildImagePath } from './image-path';

describe('buildImagePath (§2)', () => {
  it('builds the plain and resized paths', () => {
    expect(buildImagePath('abc-123.jpg')).toBe('/image/abc-123.jpg');
    expect(
      buildImagePath('a/b c', { width: PROFILE_PHOTO_SIZE_PX, height: PROFILE_PHOTO_SIZE_PX }),
    ).toBe('/image/a%2Fb%20c/resize/150-150');
  });

  it('refuses sizes that are not positive integers', () => {
    expect(() => buildImagePath('k', { width: 0, height: 10 })).toThrow(RangeError);
    expect(() => buildImagePath('k', { width: 10, height: 2.5 })).toThrow(RangeError);
  });

  it('refuses sizes outside ALLOWED_IMAGE_SIZES (issue 23)', () => {
    expect(() => buildImagePath('k', { width: 342, height: 241 })).toThrow(RangeError);
    expect(buildImagePath('k', { width: 682, height: 482 })).toBe('/image/k/resize/682-482');
  });
});
