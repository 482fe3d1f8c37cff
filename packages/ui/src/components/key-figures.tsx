import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

import type { ReactNode } from 'react';

/** One figure of a {@link KeyFigures} block. */
export interface KeyFigure {
  /** Stable key, e.g. `activeTenants`. */
  readonly id: string;
  /** The formatted value, e.g. "1.234" or "16 dagen"; `null` while unknown (shows a skeleton). */
  readonly value: string | null;
  /** What the value is, e.g. "tenants looking for a home". */
  readonly label: string;
  /** Optional small print, e.g. the basis of an average. */
  readonly note?: string;
}

/** Props of {@link KeyFigures}. Every text comes from the caller. */
export interface KeyFiguresProps {
  /** Heading of the block (rendered as `h2`). */
  readonly heading: string;
  /** The figures, in display order. */
  readonly figures: readonly KeyFigure[];
  /** Optional control above the figures, e.g. a city picker. */
  readonly control?: ReactNode;
  /** True while new values are loading: the figures are marked busy for assistive technology. */
  readonly busy?: boolean;
  /** A message shown instead of missing values when loading failed. */
  readonly error?: string;
}

/**
 * Live key figures (spec §2 rent-out pages, §7 active-tenant count and average rent-out days):
 * a heading, an optional control and figure cards side by side from `sm` 600 px, stacked on
 * 375 px phones. Unknown values show a skeleton; the figure list is a polite live region, so
 * screen readers hear new values after the control changes. Presentational and hook-free.
 */
export function KeyFigures({ heading, figures, control, busy = false, error }: KeyFiguresProps) {
  return (
    <Box
      component="section"
      aria-labelledby="key-figures-heading"
      sx={{
        p: { xs: 2.5, md: 4 },
        borderRadius: 3,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
          justifyContent: 'space-between',
          gap: 2,
          mb: 3,
        }}
      >
        <Typography id="key-figures-heading" variant="h4" component="h2">
          {heading}
        </Typography>
        {control ? <Box sx={{ minWidth: { sm: 260 } }}>{control}</Box> : null}
      </Box>
      <Box
        component="dl"
        aria-live="polite"
        aria-busy={busy}
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: {
            xs: '1fr',
            sm: `repeat(${Math.max(1, figures.length)}, minmax(0, 1fr))`,
          },
          gap: 2,
        }}
      >
        {figures.map((figure) => (
          <Box
            key={figure.id}
            sx={{
              display: 'flex',
              flexDirection: 'column-reverse',
              justifyContent: 'flex-end',
              p: 2.5,
              borderRadius: 2,
              bgcolor: '#E6F0F2',
            }}
          >
            <Box component="dt" sx={{ fontSize: '1rem', fontWeight: 500, mt: 0.5 }}>
              {figure.label}
              {figure.note ? (
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ display: 'block', color: 'text.secondary', fontWeight: 400, mt: 0.5 }}
                >
                  {figure.note}
                </Typography>
              ) : null}
            </Box>
            <Box
              component="dd"
              sx={{
                m: 0,
                fontSize: { xs: '2rem', md: '2.5rem' },
                fontWeight: 700,
                lineHeight: 1.15,
                color: 'primary.dark',
                opacity: busy ? 0.5 : 1,
                transition: 'opacity 150ms',
              }}
            >
              {figure.value ?? (error ? '–' : <Skeleton variant="text" width="45%" />)}
            </Box>
          </Box>
        ))}
      </Box>
      {error ? (
        <Typography role="alert" component="p" variant="body2" sx={{ mt: 2, color: 'error.main' }}>
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}

export default KeyFigures;
