import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import type { ReactNode } from 'react';

/** One cost line of a {@link ListingPricePanel}. */
export interface PriceLine {
  /** E.g. "Servicekosten" / "Service costs". */
  label: string;
  /** E.g. "€ 27". */
  value: string;
  /** Draw it as the sum under a rule (e.g. "Totaal per maand"). */
  total?: boolean;
}

/** Props of {@link ListingPricePanel}. */
export interface ListingPricePanelProps {
  /** Heading for screen readers and the panel's name, e.g. "Huur en kosten". */
  heading: string;
  /** The rent, formatted, e.g. "€ 640". */
  price: string;
  /** Next to the rent, e.g. "per maand". */
  priceNote: string;
  /** Cost lines: service costs, deposit, total. */
  lines: readonly PriceLine[];
  /** Short notes under the costs, e.g. "Exclusief gas, water en licht". */
  notes?: readonly string[];
  /** Availability, highlighted, e.g. "Beschikbaar vanaf 23 jan 2027". */
  availability: string;
  /** Buttons: react, favourite, share. Laid out full width, stacked. */
  actions?: ReactNode;
  /** Stick to the top of the viewport while scrolling, from the `md` breakpoint. Default true. */
  sticky?: boolean;
}

/**
 * The rent panel of a listing page (§2 listing detail, §3 price fields): the rent large, the
 * monthly costs and deposit as a small table, notes (utilities), the availability and the
 * actions. Beside the content on desktop (sticky), above the details on phones. Presentational
 * and hook-free; amounts come formatted from the caller.
 */
export function ListingPricePanel({
  heading,
  price,
  priceNote,
  lines,
  notes = [],
  availability,
  actions,
  sticky = true,
}: ListingPricePanelProps) {
  return (
    <Box
      component="section"
      aria-label={heading}
      sx={{
        p: { xs: 2, sm: 3 },
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 2,
        boxShadow: { md: 2 },
        ...(sticky ? { position: { md: 'sticky' }, top: { md: 24 } } : {}),
      }}
    >
      <Typography
        component="h2"
        sx={{
          position: 'absolute',
          width: '1px',
          height: '1px',
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
        }}
      >
        {heading}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1 }}>
        <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 }}>
          {price}
        </Typography>
        <Typography component="p" sx={{ color: 'text.secondary' }}>
          {priceNote}
        </Typography>
      </Box>
      {lines.length > 0 ? (
        <Box component="dl" sx={{ m: 0, mt: 2 }}>
          {lines.map((line) => (
            <Box
              key={line.label}
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 2,
                py: 0.5,
                ...(line.total
                  ? {
                      mt: 0.5,
                      pt: 1,
                      borderTop: '1px solid',
                      borderColor: 'divider',
                      fontWeight: 700,
                    }
                  : {}),
              }}
            >
              <Box component="dt" sx={{ color: line.total ? 'text.primary' : 'text.secondary' }}>
                {line.label}
              </Box>
              <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
                {line.value}
              </Box>
            </Box>
          ))}
        </Box>
      ) : null}
      {notes.map((note) => (
        <Typography key={note} variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {note}
        </Typography>
      ))}
      <Typography
        component="p"
        sx={{
          mt: 2,
          px: 1.5,
          py: 1,
          borderRadius: 1,
          bgcolor: 'rgba(11, 93, 107, 0.08)',
          color: 'primary.dark',
          fontWeight: 600,
        }}
      >
        {availability}
      </Typography>
      {actions ? (
        <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>{actions}</Box>
      ) : null}
    </Box>
  );
}

export default ListingPricePanel;
