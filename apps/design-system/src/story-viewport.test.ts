import { describe, expect, it } from 'vitest';

import { DEFAULT_STORY_VIEWPORT, storyViewport } from './story-viewport';

describe('storyViewport', () => {
  it('sizes a story as its viewport global asks, as Storybook sizes the preview frame', () => {
    expect(storyViewport({ viewport: { value: 'phone', isRotated: false } })).toEqual({
      width: 375,
      height: 800,
    });
    expect(storyViewport({ locale: 'en', viewport: { value: 'lg' } })).toEqual({
      width: 1360,
      height: 900,
    });
  });

  it('falls back to the desktop size without a viewport or with an unknown one', () => {
    expect(storyViewport({ locale: 'nl' })).toEqual(DEFAULT_STORY_VIEWPORT);
    expect(storyViewport({ viewport: { value: 'toString' } })).toEqual(DEFAULT_STORY_VIEWPORT);
    expect(storyViewport({ viewport: 'phone' })).toEqual(DEFAULT_STORY_VIEWPORT);
  });
});
