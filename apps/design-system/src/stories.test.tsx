import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll, describe, it } from 'vitest';
import { page } from 'vitest/browser';

import preview from '../.storybook/preview';

import { storyViewport } from './story-viewport';

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
 * renders in Chromium at its viewport, and its play function (the interaction it documents, with
 * `storybook/test` assertions) passes.
 */
for (const [path, storyFile] of Object.entries(storyFiles)) {
  const composed = composeStories(storyFile) as Record<string, ComposedStoryFn<ReactRenderer>>;
  describe(path.replace('./stories/', ''), () => {
    for (const [name, Story] of Object.entries(composed)) {
      it(name, async () => {
        const { width, height } = storyViewport(Story.globals);
        await page.viewport(width, height);
        await Story.run();
      });
    }
  });
}
