import { render, type RenderOptions } from '@testing-library/react';

import { RoomsThemeProvider } from './components/rooms-theme-provider';

import type { ReactElement } from 'react';

/** Renders `ui` inside the Rooms theme, as the site and Storybook do. Test helper only. */
export function renderWithTheme(ui: ReactElement, options?: RenderOptions) {
  return render(ui, { wrapper: RoomsThemeProvider, ...options });
}
