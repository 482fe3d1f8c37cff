'use client';

import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';

import { theme } from '../theme';

import type { ReactNode } from 'react';

/** Props of {@link RoomsThemeProvider}. */
export interface RoomsThemeProviderProps {
  /** The tree to style with the Rooms theme. */
  children: ReactNode;
}

/**
 * Client component that applies the Rooms MUI theme (`@rooms/ui/theme`, CSS variables on) and
 * MUI's CssBaseline to its children. In the Next.js App Router place it inside
 * `AppRouterCacheProvider`; Storybook's preview wraps every story in it.
 */
export function RoomsThemeProvider({ children }: RoomsThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

export default RoomsThemeProvider;
