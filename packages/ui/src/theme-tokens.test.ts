import { describe, expect, it } from 'vitest';

import { BREAKPOINTS, CONTAINER_MAX_WIDTH, theme } from './theme';
import { themeVariablesCssFile } from './theme-css';
import {
  contrastLevel,
  PALETTE_COLOURS,
  PALETTE_SHADES,
  themeTokens,
  themeVariables,
  TYPE_VARIANTS,
} from './theme-tokens';

describe('themeVariables', () => {
  it('holds the variables of theme-variables.css with their values', () => {
    const variables = themeVariables();
    const css = themeVariablesCssFile();
    expect(Object.keys(variables).length).toBeGreaterThan(100);
    for (const [name, value] of Object.entries(variables)) {
      expect(css, name).toContain(`${name}:${value}`);
    }
    expect(variables['--mui-palette-primary-main']).toBe(theme.palette.primary.main);
  });
});

describe('contrastLevel', () => {
  it('names the WCAG level at its thresholds', () => {
    expect(contrastLevel(21)).toBe('AAA');
    expect(contrastLevel(7)).toBe('AAA');
    expect(contrastLevel(6.99)).toBe('AA');
    expect(contrastLevel(4.5)).toBe('AA');
    expect(contrastLevel(4.49)).toBe('AALarge');
    expect(contrastLevel(3)).toBe('AALarge');
    expect(contrastLevel(2.99)).toBe('fail');
  });
});

describe('themeTokens', () => {
  const tokens = themeTokens();

  it('lists every palette shade with the better reading of its contrast text and the page text', () => {
    expect(tokens.colours).toHaveLength(PALETTE_COLOURS.length * PALETTE_SHADES.length);
    const main = tokens.colours.find((colour) => colour.name === 'primary.main');
    expect(main).toMatchObject({
      variable: '--mui-palette-primary-main',
      value: theme.palette.primary.main,
      text: { name: 'primary.contrastText', value: theme.palette.primary.contrastText },
    });
    // The light warning tone is too light for white text: the dark page text is paired instead.
    const light = tokens.colours.find((colour) => colour.name === 'warning.light');
    expect(light?.text.name).toBe('text.primary');
    for (const colour of tokens.colours) {
      expect(colour.contrast, colour.name).toBeGreaterThanOrEqual(3);
    }
  });

  it('pairs the text colours with the backgrounds, all at least AA', () => {
    expect(tokens.surfaces.map((pair) => `${pair.text.name} on ${pair.name}`)).toEqual([
      'text.primary on background.default',
      'text.secondary on background.default',
      'text.primary on background.paper',
      'text.secondary on background.paper',
    ]);
    for (const pair of tokens.surfaces) expect(pair.contrast).toBeGreaterThanOrEqual(4.5);
  });

  it('reads the type scale with the responsive heading sizes', () => {
    expect(tokens.typeScale.map((token) => token.variant)).toEqual([...TYPE_VARIANTS]);
    const h1 = tokens.typeScale[0];
    expect(h1?.font).toMatch(/^700 2rem\/1\.2 /);
    expect(h1?.sizes).toEqual([
      { breakpoint: 'xs', fontSize: '2rem' },
      { breakpoint: 'sm', fontSize: '2.5rem' },
      { breakpoint: 'md', fontSize: '3rem' },
    ]);
    expect(tokens.typeScale.find((token) => token.variant === 'body2')?.sizes).toHaveLength(1);
  });

  it('reads spacing, breakpoints, container, radius and shadows from the theme', () => {
    expect(tokens.spacingUnitPx).toBe(8);
    expect(tokens.spacing.find((step) => step.factor === 2)).toEqual({
      factor: 2,
      px: 16,
      css: 'calc(var(--mui-spacing) * 2)',
    });
    expect(tokens.breakpoints.map((b) => [b.key, b.minWidthPx])).toEqual(
      Object.entries(BREAKPOINTS),
    );
    expect(tokens.breakpoints[1]?.query).toBe('@media (min-width:600px)');
    expect(tokens.containerMaxWidthPx).toBe(CONTAINER_MAX_WIDTH);
    expect(tokens.radius).toEqual({ variable: '--mui-shape-borderRadius', value: '8px' });
    expect(tokens.shadows[0]?.value).toContain('rgba(0,0,0,0.2)');
  });
});
