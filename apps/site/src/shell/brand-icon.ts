import { theme } from '@rooms/ui/theme';

/**
 * Colours of the app icons and the web manifest, taken from the theme so the icons follow the
 * brand: the teal tile is the theme's primary, the door its secondary (as in `RoomsLogo`).
 */
export const BRAND_COLOURS = {
  /** The tile behind the house, and the browser's theme colour. */
  tile: theme.palette.primary.main,
  /** The house cut out of the tile. */
  house: theme.palette.primary.contrastText,
  /** The door. */
  door: theme.palette.secondary.main,
  /** The page background, shown while an installed app starts. */
  background: theme.palette.background.default,
} as const;

/**
 * Shape of the tile: `rounded` for icons shown as they are (favicon, "any" manifest icons);
 * `square` for icons the platform masks itself (Apple touch icon, "maskable" manifest icon),
 * which must fill the whole square. The house stays within the maskable safe zone (a centred
 * circle of 80 % of the side) in both.
 */
export type BrandIconShape = 'rounded' | 'square';

/**
 * The Rooms mark (the house-with-door logo of `RoomsLogo`) as a standalone SVG document on a
 * 32 × 32 view box, in the theme's colours.
 *
 * @param shape rounded tile (corner radius 8 of 32) or full-bleed square
 * @returns the SVG text, one line, without an XML declaration
 */
export function brandIconSvg(shape: BrandIconShape): string {
  const corner = shape === 'rounded' ? ' rx="8"' : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<rect width="32" height="32"${corner} fill="${BRAND_COLOURS.tile}"/>` +
    `<path d="M16 7 6.5 15h2.7v9.5h13.6V15h2.7L16 7Z" fill="${BRAND_COLOURS.house}"/>` +
    `<rect x="14" y="17.5" width="4" height="7" rx="1" fill="${BRAND_COLOURS.door}"/>` +
    `</svg>\n`
  );
}

/** One icon of the web manifest: a PNG under `public/`, its side in px and its purpose. */
export interface ManifestIcon {
  /** Path on the site, e.g. `/icons/icon-192.png` (file `public/icons/icon-192.png`). */
  readonly src: string;
  /** Width and height in px. */
  readonly size: number;
  /** `any`: shown as drawn (rounded tile); `maskable`: the platform crops it (square tile). */
  readonly purpose: 'any' | 'maskable';
}

/** The PNG icons of the web manifest, written by `scripts/write-icons.ts`. */
export const MANIFEST_ICONS: readonly ManifestIcon[] = [
  { src: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { src: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
];
