import { mergeConfig } from 'vite';

import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook for `@rooms/ui`: React + Vite, stories under `src/`, no telemetry. Vite 8 (rolldown)
 * warns once per MUI module that its `"use client"` directive is dropped from the bundle; that is
 * expected in a client-only bundle, so those warnings are filtered out.
 */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  // The site's public files (e.g. the 341×241 fallback photo `/images/no-user-image.webp`).
  staticDirs: ['../../site/public'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      build: {
        chunkSizeWarningLimit: 2000,
        rolldownOptions: {
          onwarn(warning: { code?: string }, defaultHandler: (warning: { code?: string }) => void) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            defaultHandler(warning);
          },
        },
      },
    });
  },
};

export default config;
