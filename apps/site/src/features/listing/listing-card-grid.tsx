import Box from '@mui/material/Box';

import type { ReactNode } from 'react';

/**
 * A list of result cards (`children`: one `<li>` per card) in a grid of one column on phones,
 * two from 600 px and three from 1024 px (§9 breakpoints); used by the favourites and the
 * landlord's public profile.
 */
export function ListingCardGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mt: 3,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      {children}
    </Box>
  );
}
