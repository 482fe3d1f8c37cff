'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { CanalHouses } from './canal-houses';

import type { NavLinkItem } from './nav-link';

/** Props of {@link ErrorPage}. All texts and addresses come from the caller, already translated. */
export interface ErrorPageProps {
  /** The HTTP status shown large beside the text, e.g. `404` or `500` (decorative). */
  code: string;
  /** The page's heading (`<h1>`), e.g. "This page does not exist" or "Oops!". */
  title: string;
  /** Explanation below the heading. */
  text: string;
  /** A further hint, e.g. "Refresh the page or try again in a few minutes." */
  hint?: string;
  /** A link button, e.g. to the home page. */
  homeAction?: NavLinkItem;
  /** Label of the retry button; shown together with `onRetry`. */
  retryLabel?: string;
  /** Called by the retry button (error boundaries: re-render the failed segment). */
  onRetry?: () => void;
  /** Heading of the link list (visually hidden when absent: then `title` names the list). */
  linksLabel?: string;
  /** Helpful links, e.g. the §2 404 list; shown in one column on phones, two from `sm`. */
  links?: readonly NavLinkItem[];
  /** The trace id of this failure (§2: 404 and 500 pages show it), or `null` while unknown. */
  traceId?: string | null;
  /** The trace id's line as shown, e.g. "Trace ID: 3f9a…" (translation `error.traceId`). */
  traceIdText?: string;
}

/**
 * The body of the 404 and 500 pages (§2 Shell): the heading, text and hint, optional retry and
 * home buttons, a list of helpful links and the trace id (selectable, so a visitor can quote it
 * to support). Beside it from `md` a teal panel with the status code and canal houses.
 */
export function ErrorPage({
  code,
  title,
  text,
  hint,
  homeAction,
  retryLabel,
  onRetry,
  linksLabel,
  links = [],
  traceId,
  traceIdText,
}: ErrorPageProps) {
  const headingId = useId();
  return (
    <Container sx={{ py: { xs: 4, md: 8 } }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 340px' },
          gap: { xs: 3, md: 8 },
          alignItems: 'start',
        }}
      >
        <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 680 }}>
          <Typography
            aria-hidden="true"
            sx={{
              display: { xs: 'block', md: 'none' },
              color: 'secondary.main',
              fontWeight: 700,
              letterSpacing: '0.08em',
              mb: 1,
            }}
          >
            {code}
          </Typography>
          <Typography id={headingId} variant="h1" sx={{ mb: 2 }}>
            {title}
          </Typography>
          <Typography sx={{ mb: hint ? 1 : 3, fontSize: '1.0625rem' }}>{text}</Typography>
          {hint ? <Typography sx={{ mb: 3, color: 'text.secondary' }}>{hint}</Typography> : null}
          {(onRetry && retryLabel) || homeAction ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 4 }}>
              {onRetry && retryLabel ? (
                <Button variant="contained" color="secondary" size="large" onClick={onRetry}>
                  {retryLabel}
                </Button>
              ) : null}
              {homeAction ? (
                <Button variant="outlined" size="large" href={homeAction.href}>
                  {homeAction.label}
                </Button>
              ) : null}
            </Stack>
          ) : null}
          {links.length > 0 ? (
            <Box component="nav" aria-label={linksLabel ?? title} sx={{ mb: 4 }}>
              {linksLabel ? (
                <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
                  {linksLabel}
                </Typography>
              ) : null}
              <Box
                component="ul"
                sx={{
                  listStyle: 'none',
                  m: 0,
                  p: 0,
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                  columnGap: 3,
                }}
              >
                {links.map((item) => (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      rel={item.external ? 'noopener' : undefined}
                      sx={{
                        display: 'inline-flex',
                        alignItems: 'center',
                        minHeight: 40,
                        fontWeight: 500,
                      }}
                    >
                      {item.label}
                    </Link>
                  </li>
                ))}
              </Box>
            </Box>
          ) : null}
          {traceId && traceIdText ? (
            <Typography
              variant="body2"
              data-testid="trace-id"
              data-trace-id={traceId}
              sx={{
                color: 'text.secondary',
                fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                userSelect: 'all',
              }}
            >
              {traceIdText}
            </Typography>
          ) : null}
        </Box>
        <Box
          aria-hidden="true"
          sx={{
            display: { xs: 'none', md: 'block' },
            borderRadius: 3,
            p: 4,
            pb: 0,
            overflow: 'hidden',
            color: 'primary.contrastText',
            backgroundImage: 'linear-gradient(135deg, #08434E 0%, #0B5D6B 55%, #12717F 100%)',
          }}
        >
          <Typography sx={{ fontSize: '5rem', fontWeight: 700, lineHeight: 1, mb: 2 }}>
            {code}
          </Typography>
          <CanalHouses />
        </Box>
      </Box>
    </Container>
  );
}

export default ErrorPage;
