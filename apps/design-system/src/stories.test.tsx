import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll, describe, it } from 'vitest';

import preview from '../.storybook/preview';

import type { ReactRenderer } from '@storybook/react-vite';
import type { ComposedStoryFn, Store_CSFExports } from 'storybook/internal/types';

/** The preview's decorators (theme, translations of the story's `locale` global) on every story. */
const annotations = setProjectAnnotations([preview]);
beforeAll(annotations.beforeAll);

const storyFiles = import.meta.glob<Store_CSFExports<ReactRenderer>>('./stories/*.stories.tsx', {
  eager: true,
});

/**
 * Every story of the design system (each in its language: the stories come in Dutch and English)
 * renders, and its play function (the interaction it documents, with `storybook/test`
 * assertions) passes. Stories tagged `browser-only` measure layout or computed CSS, or open a
 * popover or modal dialog, which jsdom does not have; they run in Storybook itself.
 */
for (const [path, storyFile] of Object.entries(storyFiles)) {
  const composed = composeStories(storyFile) as Record<string, ComposedStoryFn<ReactRenderer>>;
  const stories = Object.entries(composed).filter(
    ([, Story]) => !Story.tags.includes('browser-only'),
  );
  if (stories.length === 0) continue;
  describe(path.replace('./stories/', ''), () => {
    for (const [name, Story] of stories) {
      it(name, async () => {
        await Story.run();
      });
    }
  });
}
