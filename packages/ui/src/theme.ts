import { createTheme } from '@mui/material/styles';
import { CONTAINER_MAX_WIDTH_PX, SITE_BREAKPOINTS_PX, TOOLTIP_DELAY_MS } from '@rooms/domain';

/**
 * Breakpoints of the Rooms site theme in px (spec §9): xs 0, sm 600, md 1024, lg 1360, xl 1680.
 * They differ from MUI's defaults (0, 600, 900, 1200, 1536) on purpose. From `@rooms/domain`.
 */
export const BREAKPOINTS = SITE_BREAKPOINTS_PX;

/** Maximum width in px of the page container at the `lg` breakpoint (1360 px) and above (spec §9). */
export const CONTAINER_MAX_WIDTH = CONTAINER_MAX_WIDTH_PX;

/** Delay in ms before a tooltip opens (spec §9). Set as the default `enterDelay` of every Tooltip. */
export const TOOLTIP_ENTER_DELAY = TOOLTIP_DELAY_MS;

/**
 * Font stack: Roboto where the device has it (Android, ChromeOS), else the system's own UI font
 * (San Francisco, Segoe UI, …). No web font is downloaded: the three Roboto files (66 kB) held
 * back the first paint of every first visit on a slow connection, and a system font never swaps.
 */
export const FONT_FAMILY =
  'Roboto, system-ui, -apple-system, "Segoe UI", "Helvetica Neue", Arial, sans-serif';

const base = createTheme({ breakpoints: { values: BREAKPOINTS } });
const { up } = base.breakpoints;

/**
 * The Rooms MUI theme: CSS variables on (`cssVariables: true`, prefix `--mui`), one light colour
 * scheme with a deep-teal primary and a warm rust secondary (every text/background pair, and every
 * palette colour — primary, secondary, error, warning, info, success — as text on the page or
 * behind its contrast text, at least WCAG AA 4.5:1), Roboto typography with responsive headings,
 * the site breakpoints (§9), a 1200 px container from `lg` up, a 700 ms tooltip delay and a
 * clearly visible keyboard focus ring.
 *
 * Use it through `RoomsThemeProvider` (`@rooms/ui/rooms-theme-provider`), which adds CssBaseline.
 */
export const theme = createTheme({
  cssVariables: true,
  breakpoints: { values: BREAKPOINTS },
  palette: {
    mode: 'light',
    primary: { main: '#0B5D6B', light: '#3C8A98', dark: '#08434E', contrastText: '#FFFFFF' },
    secondary: { main: '#A6400F', light: '#D0683A', dark: '#7A2E0A', contrastText: '#FFFFFF' },
    // MUI's default warning (#ED6C02, 3.1:1 on white) and info (#0288D1, 3.9:1) fail AA as text
    // and behind white button text; these darker tones keep 4.5:1 on paper and on the page.
    warning: { main: '#A85400', light: '#D9822B', dark: '#7A3D00', contrastText: '#FFFFFF' },
    info: { main: '#0A6AA8', light: '#4B97CC', dark: '#074A76', contrastText: '#FFFFFF' },
    background: { default: '#F4F8F9', paper: '#FFFFFF' },
    text: { primary: '#1A2B33', secondary: '#4A5B63' },
    divider: 'rgba(26, 43, 51, 0.12)',
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: FONT_FAMILY,
    h1: {
      fontSize: '2rem',
      fontWeight: 700,
      lineHeight: 1.2,
      letterSpacing: '-0.01em',
      [up('sm')]: { fontSize: '2.5rem' },
      [up('md')]: { fontSize: '3rem' },
    },
    h2: {
      fontSize: '1.75rem',
      fontWeight: 700,
      lineHeight: 1.25,
      [up('md')]: { fontSize: '2.25rem' },
    },
    h3: {
      fontSize: '1.5rem',
      fontWeight: 600,
      lineHeight: 1.3,
      [up('md')]: { fontSize: '1.75rem' },
    },
    h4: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.35 },
    h5: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.4 },
    h6: { fontSize: '1rem', fontWeight: 600, lineHeight: 1.4 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible': { outline: '3px solid #0B5D6B', outlineOffset: 2 },
        '.MuiButtonBase-root.Mui-focusVisible': { outline: '3px solid #0B5D6B', outlineOffset: 2 },
      },
    },
    MuiTooltip: { defaultProps: { enterDelay: TOOLTIP_ENTER_DELAY } },
    MuiContainer: {
      defaultProps: { maxWidth: 'lg' },
      styleOverrides: {
        maxWidthLg: { [up('lg')]: { maxWidth: CONTAINER_MAX_WIDTH } },
        maxWidthXl: { [up('lg')]: { maxWidth: CONTAINER_MAX_WIDTH } },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});

export default theme;
