'use client';

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

import { RoomsLogo } from './rooms-logo';

import type { NavLinkItem } from './nav-link';

export type { NavLinkItem } from './nav-link';

/** Props of {@link SiteFooter}. All texts and addresses come from the caller. */
export interface SiteFooterProps {
  /** Brand name (translation `appName`). */
  appName: string;
  /** Accessible name of the footer navigation landmark. */
  navigationLabel: string;
  /** The footer links of spec §2 in display order (about, tenant search, terms …). */
  links: readonly NavLinkItem[];
  /** Heading of the social-network links (translation `footer.social`); shown only with `socialLinks`. */
  socialLabel?: string;
  /** Links to the social networks; external. */
  socialLinks?: readonly NavLinkItem[];
  /** Copyright line, e.g. "© 2026 Rooms". */
  copyright: string;
}

const linkSx = {
  color: '#E3EEF0',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  borderRadius: 0.5,
  '&:hover': { color: '#FFFFFF' },
  '&:focus-visible': { outline: '3px solid #FFFFFF', outlineOffset: 2 },
} as const;

/**
 * Site footer (spec §2 Shell): the logo, the footer links as a list in one column on phones,
 * two from `sm` and three from `md` (read down each column), optional social-network links and the copyright line.
 * Presentational: the caller builds every address and text.
 */
export function SiteFooter({
  appName,
  navigationLabel,
  links,
  socialLabel,
  socialLinks = [],
  copyright,
}: SiteFooterProps) {
  return (
    <Box
      component="footer"
      sx={{ bgcolor: '#10262C', color: '#E3EEF0', pt: { xs: 5, md: 7 }, pb: 4, mt: 'auto' }}
    >
      <Container>
        <Box sx={{ mb: 3 }}>
          <RoomsLogo name={appName} tone="light" />
        </Box>
        <Box component="nav" aria-label={navigationLabel}>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              columnCount: { xs: 1, sm: 2, md: 3 },
              columnGap: 4,
              '& > li': { breakInside: 'avoid', py: 0.25 },
            }}
          >
            {links.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  rel={item.external ? 'noopener' : undefined}
                  underline="hover"
                  sx={linkSx}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
        {socialLinks.length > 0 ? (
          <Box sx={{ mt: 4 }}>
            {socialLabel ? (
              <Typography component="h2" variant="subtitle2" sx={{ mb: 1, color: '#FFFFFF' }}>
                {socialLabel}
              </Typography>
            ) : null}
            <Box
              component="ul"
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}
            >
              {socialLinks.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} rel="noopener" underline="hover" sx={linkSx}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        ) : null}
        <Box sx={{ borderTop: '1px solid rgba(227, 238, 240, 0.2)', mt: 4, pt: 3 }}>
          <Typography variant="body2" sx={{ color: '#C5D3D7' }}>
            {copyright}
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}

export default SiteFooter;
