import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';

import { CONTAINER_MAX_WIDTH, theme, TOOLTIP_ENTER_DELAY } from './theme';

describe('theme', () => {
  it('uses the site breakpoints of spec §9', () => {
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 1024, lg: 1360, xl: 1680 });
    expect(theme.breakpoints.up('md')).toBe('@media (min-width:1024px)');
  });

  it('emits CSS variables', () => {
    expect(theme.vars?.palette.primary.main).toMatch(/^var\(--mui-palette-primary-main\b/);
  });

  it('limits the container to 1200 px from lg up', () => {
    expect(CONTAINER_MAX_WIDTH).toBe(1200);
    expect(theme.components?.MuiContainer?.defaultProps?.maxWidth).toBe('lg');
    expect(theme.components?.MuiContainer?.styleOverrides?.maxWidthLg).toEqual({
      '@media (min-width:1360px)': { maxWidth: 1200 },
    });
  });

  it('delays tooltips by 700 ms', () => {
    expect(TOOLTIP_ENTER_DELAY).toBe(700);
    expect(theme.components?.MuiTooltip?.defaultProps?.enterDelay).toBe(700);
  });

  it('uses Roboto where the device has it, else the system UI font (no web font)', () => {
    expect(theme.typography.fontFamily?.startsWith('Roboto, system-ui,')).toBe(true);
    expect(theme.typography.fontFamily?.endsWith('sans-serif')).toBe(true);
  });

  it('keeps text and buttons at WCAG AA contrast (4.5:1)', () => {
    const { palette } = theme;
    const pairs: Array<[string, string]> = [
      [palette.primary.main, palette.primary.contrastText],
      [palette.secondary.main, palette.secondary.contrastText],
      [palette.text.primary, palette.background.default],
      [palette.text.secondary, palette.background.default],
      [palette.text.secondary, palette.background.paper],
      [palette.primary.main, palette.background.default],
    ];
    for (const [foreground, background] of pairs) {
      expect(getContrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps every palette colour at 4.5:1 as text on paper and page, and behind its contrast text', () => {
    const { palette } = theme;
    for (const name of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
      const colour = palette[name];
      for (const background of [palette.background.paper, palette.background.default]) {
        expect(
          getContrastRatio(colour.main, background),
          `${name} on ${background}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
      expect(
        getContrastRatio(colour.contrastText, colour.main),
        `${name} contrast text`,
      ).toBeGreaterThanOrEqual(4.5);
      expect(
        getContrastRatio(colour.contrastText, colour.dark),
        `${name} hover`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });
});
