import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { theme } from './theme';
import { themeCssVariables, themeVariablesCssFile } from './theme-css';

describe('themeCssVariables', () => {
  const css = themeCssVariables();

  it('declares the palette, type and shape variables of the MUI theme on :root', () => {
    expect(css).toMatch(/^:root\{/);
    expect(css).toContain(`--mui-palette-primary-main:${theme.palette.primary.main}`);
    expect(css).toContain(`--mui-palette-background-default:${theme.palette.background.default}`);
    expect(css).toContain('--mui-shape-borderRadius:8px');
    expect(css).toMatch(/--mui-font-h1:700 2rem\/1\.2 Roboto/);
  });

  it('writes plain CSS properties in kebab case and leaves nested objects out', () => {
    expect(css).toContain('color-scheme:light');
    expect(css).not.toContain('[object Object]');
  });
});

describe('theme-variables.css', () => {
  it('is the generated CSS of the current theme (run `pnpm --filter @rooms/ui theme-css`)', () => {
    const committed = readFileSync(join(import.meta.dirname, 'theme-variables.css'), 'utf8');
    expect(committed).toBe(themeVariablesCssFile());
    expect(committed).toContain(themeCssVariables());
  });
});
