import { describe, expect, it } from 'vitest';

import { IMAGE_RESIZE_MAX_PX, IMAGE_RESIZE_MIN_PX } from '../constants/photos';

import { ALLOWED_IMAGE_SIZES, isAllowedImageSize, snapImageSize } from './image-sizes';

describe('allowed image sizes (issue 23)', () => {
  it('keeps an allowed size as it is', () => {
    for (const size of ALLOWED_IMAGE_SIZES) expect(snapImageSize(size)).toEqual(size);
    expect(isAllowedImageSize({ width: 341, height: 241 })).toBe(true);
    expect(isAllowedImageSize({ width: 342, height: 241 })).toBe(false);
  });

  it('snaps another size to the nearest allowed one', () => {
    expect(snapImageSize({ width: 340, height: 240 })).toEqual({ width: 341, height: 241 });
    expect(snapImageSize({ width: 31, height: 29 })).toEqual({ width: 30, height: 30 });
    expect(snapImageSize({ width: 1900, height: 1300 })).toEqual({ width: 1920, height: 1280 });
    expect(snapImageSize({ width: IMAGE_RESIZE_MIN_PX, height: IMAGE_RESIZE_MIN_PX })).toEqual({
      width: 30,
      height: 30,
    });
    expect(snapImageSize({ width: IMAGE_RESIZE_MAX_PX, height: IMAGE_RESIZE_MAX_PX })).toEqual({
      width: 1920,
      height: 1280,
    });
  });

  it('always answers an allowed size', () => {
    for (const width of [1, 7, 100, 333, 999, 2500, 3840]) {
      for (const height of [1, 13, 100, 480, 1500, 3840]) {
        expect(isAllowedImageSize(snapImageSize({ width, height }))).toBe(true);
      }
    }
  });
});
