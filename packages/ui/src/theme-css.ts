import { theme } from './theme';

/** One CSS declaration block of MUI's generated style sheets: selector → property → value. */
type StyleSheet = Record<string, Record<string, unknown>>;

function declarations(block: Record<string, unknown>): string {
  return Object.entries(block)
    .filter((entry): entry is [string, string | number] => {
      const value = entry[1];
      return typeof value === 'string' || typeof value === 'number';
    })
    .map(([property, value]) => {
      const name = property.startsWith('--')
        ? property
        : property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      return `${name}:${value}`;
    })
    .join(';');
}

/**
 * The Rooms theme's CSS variables (`--mui-palette-primary-main`, `--mui-font-h1`,
 * `--mui-shape-borderRadius`, `--mui-shadows-2` …) as CSS text for a server-rendered `<style>`.
 *
 * Pages without MUI (the public pages, styled by CSS modules) use the same variables as the MUI
 * components, so both look alike and the theme stays the one source of colours and type. MUI's
 * ThemeProvider emits the same variables again where MUI runs; the values are identical.
 * Server-only in practice: importing it in a client component would ship MUI's `createTheme`.
 *
 * @returns CSS rules, e.g. `:root{--mui-spacing:8px;…}`
 */
export function themeCssVariables(): string {
  // `cssVariables: true` adds the generators, but `createTheme`'s return type does not show them.
  const withVariables = theme as typeof theme & { generateStyleSheets: () => StyleSheet[] };
  return withVariables
    .generateStyleSheets()
    .flatMap((sheet) =>
      Object.entries(sheet).map(([selector, block]) => `${selector}{${declarations(block)}}`),
    )
    .join('\n');
}
