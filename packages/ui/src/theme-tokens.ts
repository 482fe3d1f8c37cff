import { getContrastRatio } from '@mui/material/styles';

import { CONTAINER_MAX_WIDTH, theme } from './theme';

/**
 * The design tokens of the Rooms theme as plain data, read from the theme object and the CSS
 * variables it generates (the ones `theme-variables.css` holds), for the style guide page of
 * the site and its stories (§2 "design-system and style demo pages"). Nothing here repeats a
 * value of `theme.ts`: change the theme and every token follows.
 *
 * Server-side in the site (it imports MUI's `createTheme` through the theme): a server page
 * passes the tokens to the presentational components of `@rooms/ui/style-guide` as props.
 */

/** The palette colours shown, in the theme's order. */
export const PALETTE_COLOURS = [
  'primary',
  'secondary',
  'error',
  'warning',
  'info',
  'success',
] as const;

/** The shades of each palette colour. */
export const PALETTE_SHADES = ['light', 'main', 'dark'] as const;

/** The type scale's variants, largest first. */
export const TYPE_VARIANTS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
] as const;

/** A variant of the type scale. */
export type TypeVariant = (typeof TYPE_VARIANTS)[number];

/** Multiples of the spacing unit shown (the steps the site's CSS uses most). */
export const SPACING_STEPS = [0.5, 1, 1.5, 2, 3, 4, 6, 8] as const;

/** Elevations whose shadow is shown. */
export const SHADOW_LEVELS = [1, 2, 4, 8, 16, 24] as const;

/** WCAG 2 level a contrast ratio reaches: AAA ≥ 7, AA ≥ 4.5, AA for large text ≥ 3. */
export type ContrastLevel = 'AAA' | 'AA' | 'AALarge' | 'fail';

/** A named colour: its theme path, its CSS variable and its value. */
export interface NamedColour {
  /** Path in the theme's palette, e.g. `primary.main`. */
  readonly name: string;
  /** CSS variable, e.g. `--mui-palette-primary-main`. */
  readonly variable: string;
  /** Value of the variable, e.g. `#0B5D6B`. */
  readonly value: string;
}

/** A colour with the text colour shown on it and their contrast. */
export interface ColourToken extends NamedColour {
  /** The text colour paired with it (its contrast text, or the page's text when that reads better). */
  readonly text: NamedColour;
  /** Contrast ratio of text on colour (1 to 21). */
  readonly contrast: number;
  readonly level: ContrastLevel;
}

/** One step of the type scale. */
export interface TypeToken {
  readonly variant: TypeVariant;
  /** CSS variable of the font shorthand, e.g. `--mui-font-h1`. */
  readonly variable: string;
  /** Its value, e.g. `700 2rem/1.2 Roboto, …`. */
  readonly font: string;
  readonly fontWeight: number | string;
  readonly lineHeight: number | string;
  /** Font size from each breakpoint on, smallest first; one entry when not responsive. */
  readonly sizes: readonly { readonly breakpoint: string; readonly fontSize: string }[];
}

/** One step of the spacing scale. */
export interface SpacingToken {
  /** Multiple of the unit. */
  readonly factor: number;
  /** Resulting length, px. */
  readonly px: number;
  /** CSS for it, e.g. `calc(var(--mui-spacing) * 2)`. */
  readonly css: string;
}

/** One breakpoint of the site (§9). */
export interface BreakpointToken {
  readonly key: string;
  /** Smallest viewport width it applies to, px. */
  readonly minWidthPx: number;
  /** The media query the theme uses for it, e.g. `@media (min-width:600px)`. */
  readonly query: string;
}

/** One shadow (elevation) of the theme. */
export interface ShadowToken {
  readonly level: number;
  readonly variable: string;
  readonly value: string;
}

/** Every token of the style guide. */
export interface ThemeTokens {
  /** Palette colours (each shade) with their text colour. */
  readonly colours: readonly ColourToken[];
  /** The page's text colours on its backgrounds. */
  readonly surfaces: readonly ColourToken[];
  readonly typeScale: readonly TypeToken[];
  /** The spacing unit, px (`--mui-spacing`). */
  readonly spacingUnitPx: number;
  readonly spacing: readonly SpacingToken[];
  readonly breakpoints: readonly BreakpointToken[];
  /** Widest the page's content column gets, px (from `lg` on). */
  readonly containerMaxWidthPx: number;
  /** Corner radius of buttons, fields and cards (`--mui-shape-borderRadius`). */
  readonly radius: { readonly variable: string; readonly value: string };
  readonly shadows: readonly ShadowToken[];
}

/** One declaration block of MUI's generated style sheets: selector → property → value. */
type StyleSheet = Record<string, Record<string, unknown>>;

/**
 * The theme's CSS variables by name (`--mui-palette-primary-main` → `#0B5D6B`), from the style
 * sheets MUI generates for `cssVariables: true` (the source of `theme-variables.css`).
 *
 * @returns every `--mui-*` variable of the light scheme
 */
export function themeVariables(): Readonly<Record<string, string>> {
  // `cssVariables: true` adds the generator, but `createTheme`'s return type does not show it.
  const withVariables = theme as typeof theme & { generateStyleSheets: () => StyleSheet[] };
  const variables: Record<string, string> = {};
  for (const sheet of withVariables.generateStyleSheets()) {
    for (const block of Object.values(sheet)) {
      for (const [name, value] of Object.entries(block)) {
        if (name.startsWith('--') && (typeof value === 'string' || typeof value === 'number')) {
          variables[name] = String(value);
        }
      }
    }
  }
  return variables;
}

/**
 * The WCAG 2 level of a contrast ratio.
 *
 * @param ratio contrast ratio, 1 to 21
 * @returns `AAA` from 7, `AA` from 4.5, `AALarge` (large or bold text only) from 3, else `fail`
 */
export function contrastLevel(ratio: number): ContrastLevel {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AALarge';
  return 'fail';
}

function named(variables: Readonly<Record<string, string>>, path: string): NamedColour {
  const variable = `--mui-palette-${path.replace('.', '-')}`;
  const value = variables[variable];
  if (value === undefined) throw new Error(`The theme has no CSS variable ${variable}`);
  return { name: path, variable, value };
}

function pair(colour: NamedColour, text: NamedColour): ColourToken {
  const contrast = getContrastRatio(colour.value, text.value);
  return { ...colour, text, contrast, level: contrastLevel(contrast) };
}

/** A colour with whichever of its contrast text and the page's text reads better on it. */
function withBestText(colour: NamedColour, candidates: readonly NamedColour[]): ColourToken {
  const pairs = candidates.map((text) => pair(colour, text));
  return pairs.reduce((best, next) => (next.contrast > best.contrast ? next : best));
}

function typeToken(
  variables: Readonly<Record<string, string>>,
  variant: TypeVariant,
  queries: readonly BreakpointToken[],
): TypeToken {
  const style = theme.typography[variant] as unknown as Record<string, unknown>;
  const variable = `--mui-font-${variant}`;
  const sizes = [{ breakpoint: 'xs', fontSize: String(style.fontSize) }];
  for (const breakpoint of queries) {
    // MUI keys a responsive style by the breakpoint's own media query.
    const responsive = style[breakpoint.query] as { fontSize?: unknown } | undefined;
    if (responsive?.fontSize !== undefined) {
      sizes.push({ breakpoint: breakpoint.key, fontSize: String(responsive.fontSize) });
    }
  }
  return {
    variant,
    variable,
    font: variables[variable] ?? '',
    fontWeight: style.fontWeight as number | string,
    lineHeight: style.lineHeight as number | string,
    sizes,
  };
}

/**
 * Every token of the Rooms theme for the style guide.
 *
 * @returns colours with contrast, type scale, spacing, breakpoints, radius and shadows
 * @throws Error when the theme lacks a CSS variable the guide shows (a renamed palette entry)
 */
export function themeTokens(): ThemeTokens {
  const variables = themeVariables();
  const pageText = named(variables, 'text.primary');
  const colours = PALETTE_COLOURS.flatMap((colour) =>
    PALETTE_SHADES.map((shade) =>
      withBestText(named(variables, `${colour}.${shade}`), [
        named(variables, `${colour}.contrastText`),
        pageText,
      ]),
    ),
  );
  const surfaces = (['background.default', 'background.paper'] as const).flatMap((background) =>
    (['text.primary', 'text.secondary'] as const).map((text) =>
      pair(named(variables, background), named(variables, text)),
    ),
  );
  const breakpoints = theme.breakpoints.keys.map((key) => ({
    key,
    minWidthPx: theme.breakpoints.values[key],
    query: theme.breakpoints.up(key),
  }));
  const unit = Number.parseFloat(variables['--mui-spacing'] ?? '');
  if (!Number.isFinite(unit)) throw new Error('The theme has no CSS variable --mui-spacing');
  return {
    colours,
    surfaces,
    typeScale: TYPE_VARIANTS.map((variant) => typeToken(variables, variant, breakpoints)),
    spacingUnitPx: unit,
    spacing: SPACING_STEPS.map((factor) => ({
      factor,
      px: factor * unit,
      css: `calc(var(--mui-spacing) * ${factor})`,
    })),
    breakpoints,
    containerMaxWidthPx: CONTAINER_MAX_WIDTH,
    radius: {
      variable: '--mui-shape-borderRadius',
      value: variables['--mui-shape-borderRadius'] ?? '',
    },
    shadows: SHADOW_LEVELS.map((level) => ({
      level,
      variable: `--mui-shadows-${level}`,
      value: variables[`--mui-shadows-${level}`] ?? '',
    })),
  };
}
