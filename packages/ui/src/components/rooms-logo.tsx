'use client';

import Box from '@mui/material/Box';

/** Props of {@link RoomsLogo}. */
export interface RoomsLogoProps {
  /** Brand name shown beside the mark, e.g. `Rooms` (from the `appName` translation). */
  name: string;
  /** `light` for dark backgrounds (footer), `dark` for light ones (header). */
  tone?: 'dark' | 'light';
}

/**
 * The Rooms logo: a house-with-door mark and the brand name. Decorative mark (`aria-hidden`),
 * so the accessible name is the text; wrap it in a link to make it the "home" link.
 */
export function RoomsLogo({ name, tone = 'dark' }: RoomsLogoProps) {
  const color = tone === 'dark' ? 'primary.main' : '#FFFFFF';
  // The house is cut out of the tile: white on the teal tile, teal on the white tile.
  const house = tone === 'dark' ? '#FFFFFF' : '#0B5D6B';
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color }}>
      <Box
        component="svg"
        viewBox="0 0 32 32"
        aria-hidden="true"
        focusable="false"
        sx={{ width: 32, height: 32 }}
      >
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M16 7 6.5 15h2.7v9.5h13.6V15h2.7L16 7Z" fill={house} />
        <rect
          x="14"
          y="17.5"
          width="4"
          height="7"
          rx="1"
          fill={tone === 'dark' ? '#A6400F' : '#D0683A'}
        />
      </Box>
      <Box
        component="span"
        sx={{ fontWeight: 700, fontSize: '1.375rem', letterSpacing: '-0.02em', lineHeight: 1 }}
      >
        {name}
      </Box>
    </Box>
  );
}

export default RoomsLogo;
