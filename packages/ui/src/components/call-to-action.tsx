import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import type { NavLinkItem } from './nav-link';

/** Props of {@link CallToAction}. Every text and address comes from the caller. */
export interface CallToActionProps {
  /** Heading of the banner (rendered as `h2`). */
  readonly heading: string;
  /** One or two sentences under the heading. */
  readonly text: string;
  /** The main action, shown as a contained button. */
  readonly primary: NavLinkItem;
  /** An optional second action, shown as an outlined button. */
  readonly secondary?: NavLinkItem;
  /** Dark (teal background, for the home page) or light (tinted, inside content pages). */
  readonly tone?: 'dark' | 'light';
}

/**
 * A call-to-action banner (spec §2: the landlord call to action of the home page and the
 * rent-out pages): heading, text and one or two link buttons. Text and buttons stack on 375 px
 * phones and sit side by side from `md` 1024 px. Both tones keep every text pair at WCAG AA.
 * Presentational and hook-free.
 */
export function CallToAction({
  heading,
  text,
  primary,
  secondary,
  tone = 'dark',
}: CallToActionProps) {
  const dark = tone === 'dark';
  return (
    <Box
      component="section"
      aria-labelledby="call-to-action-heading"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) auto' },
        alignItems: 'center',
        gap: { xs: 2.5, md: 5 },
        p: { xs: 3, md: 5 },
        borderRadius: 3,
        color: dark ? 'primary.contrastText' : 'text.primary',
        bgcolor: dark ? 'primary.dark' : '#FBEFE8',
        backgroundImage: dark ? 'linear-gradient(120deg, #08434E 0%, #0B5D6B 100%)' : 'none',
        border: dark ? 0 : 1,
        borderColor: 'rgba(166, 64, 15, 0.25)',
      }}
    >
      <Box>
        <Typography id="call-to-action-heading" variant="h3" component="h2" sx={{ mb: 1 }}>
          {heading}
        </Typography>
        <Typography component="p" sx={{ maxWidth: 640, opacity: dark ? 0.92 : 1 }}>
          {text}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5 }}>
        <Button
          href={primary.href}
          variant="contained"
          color="secondary"
          size="large"
          sx={{
            minHeight: 48,
            px: 3,
            whiteSpace: 'nowrap',
            ...(dark
              ? { '&.Mui-focusVisible': { outline: '3px solid #FFFFFF', outlineOffset: 2 } }
              : {}),
          }}
        >
          {primary.label}
        </Button>
        {secondary ? (
          <Button
            href={secondary.href}
            variant="outlined"
            size="large"
            sx={{
              minHeight: 48,
              px: 3,
              whiteSpace: 'nowrap',
              ...(dark
                ? {
                    color: 'primary.contrastText',
                    borderColor: 'rgba(255, 255, 255, 0.7)',
                    '&:hover': { borderColor: '#FFFFFF', bgcolor: 'rgba(255, 255, 255, 0.1)' },
                    '&.Mui-focusVisible': { outline: '3px solid #FFFFFF', outlineOffset: 2 },
                  }
                : { color: 'secondary.dark', borderColor: 'secondary.main' }),
            }}
          >
            {secondary.label}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}

export default CallToAction;
