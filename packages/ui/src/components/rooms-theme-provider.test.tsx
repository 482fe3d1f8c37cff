import { useTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { theme } from '../theme';

import { RoomsThemeProvider } from './rooms-theme-provider';

function Probe() {
  const current = useTheme();
  const same =
    current.palette.primary.main === theme.palette.primary.main &&
    current.breakpoints.values.md === theme.breakpoints.values.md;
  return <span data-testid="probe">{same ? 'rooms' : 'other'}</span>;
}

describe('RoomsThemeProvider', () => {
  it('provides the Rooms theme to its children', () => {
    render(
      <RoomsThemeProvider>
        <Probe />
      </RoomsThemeProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('rooms');
    const css = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent)
      .join('\n');
    expect(css).toContain('--mui-palette-primary-main');
  });
});
