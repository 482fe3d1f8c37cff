import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import { CanalHouses } from './canal-houses';

import type { ReactNode } from 'react';

/** The brand panel beside the form on wide screens: a heading and a few short selling points. */
export interface AuthCardAside {
  /** Heading of the panel, e.g. "Your next home starts here". */
  title: string;
  /** Short points, e.g. "Message landlords directly". Three read best. */
  points: readonly string[];
}

/** Props of {@link AuthCard}. Every text comes from the caller, already translated. */
export interface AuthCardProps {
  /** The page's heading (rendered as its `h1`), e.g. "Log in". */
  title: string;
  /** Line under the heading. */
  intro?: ReactNode;
  /** The form, or a confirmation message. */
  children: ReactNode;
  /** Under the form, after a divider line: e.g. "New to Rooms? Create an account". */
  footer?: ReactNode;
  /** The brand panel, shown from `md` (1024 px) on; hidden on phones so the form comes first. */
  aside?: AuthCardAside;
}

const CHECK_PATH = 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z';

/**
 * Frame of the account pages (§2 legacy login, registration, password reset, sign-out): a card
 * with the page heading, an intro, the form and a footer line. From `md` (1024 px) a brand panel
 * in the site's teal with canal houses sits beside the form; on phones (375 px) the card spans
 * the width and the form starts right under the heading. Presentational and hook-free, so server
 * pages can render it around a client form.
 */
export function AuthCard({ title, intro, children, footer, aside }: AuthCardProps) {
  return (
    <Container sx={{ py: { xs: 2, sm: 5, md: 8 }, px: { xs: 1.5, sm: 3 } }}>
      <Paper
        variant="outlined"
        sx={{
          mx: 'auto',
          maxWidth: aside ? 1000 : 520,
          overflow: 'hidden',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: aside ? 'minmax(0, 5fr) minmax(0, 6fr)' : '1fr' },
        }}
      >
        {aside ? (
          <Box
            sx={{
              display: { xs: 'none', md: 'flex' },
              flexDirection: 'column',
              justifyContent: 'space-between',
              gap: 4,
              p: 5,
              pb: 0,
              color: 'primary.contrastText',
              backgroundImage: 'linear-gradient(160deg, #08434E 0%, #0B5D6B 60%, #12717F 100%)',
            }}
          >
            <Box>
              <Typography component="p" variant="h4" sx={{ mb: 3 }}>
                {aside.title}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
                {aside.points.map((point) => (
                  <Box
                    component="li"
                    key={point}
                    sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', lineHeight: 1.5 }}
                  >
                    <Box
                      component="svg"
                      viewBox="0 0 24 24"
                      aria-hidden="true"
                      focusable="false"
                      sx={{ width: 22, height: 22, flexShrink: 0, fill: '#9ED9E2', mt: '1px' }}
                    >
                      <path d={CHECK_PATH} />
                    </Box>
                    {point}
                  </Box>
                ))}
              </Box>
            </Box>
            <Box sx={{ maxWidth: 340, mx: 'auto' }}>
              <CanalHouses />
            </Box>
          </Box>
        ) : null}
        <Box sx={{ p: { xs: 2.5, sm: 5 } }}>
          <Typography variant="h3" component="h1" sx={{ mb: intro ? 1 : 3 }}>
            {title}
          </Typography>
          {intro ? (
            <Typography component="div" color="text.secondary" sx={{ mb: 3 }}>
              {intro}
            </Typography>
          ) : null}
          {children}
          {footer ? (
            <Box
              sx={{
                mt: 4,
                pt: 3,
                borderTop: 1,
                borderColor: 'divider',
                color: 'text.secondary',
                textAlign: 'center',
              }}
            >
              {footer}
            </Box>
          ) : null}
        </Box>
      </Paper>
    </Container>
  );
}

export default AuthCard;
