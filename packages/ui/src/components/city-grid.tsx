import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

import type { NavLinkItem } from './nav-link';

/** One city tile of a {@link CityGrid}. */
export interface CityGridItem {
  /** City name, e.g. "Den Haag". */
  readonly name: string;
  /** Address of the city's search page (built with `pathFor` by the caller). */
  readonly href: string;
  /** Small line under the name, e.g. the province "Zuid-Holland". */
  readonly detail?: string;
  /** Translated listing count, e.g. "155 listings"; left out when unknown. */
  readonly count?: string;
}

/** Props of {@link CityGrid}. Every text and address comes from the caller. */
export interface CityGridProps {
  /** Heading of the block (rendered as `h2`). */
  readonly heading: string;
  /** Optional line under the heading. */
  readonly subtitle?: string;
  /** The cities, in display order. */
  readonly cities: readonly CityGridItem[];
  /** Optional link under the grid, e.g. to the sitemap with every city. */
  readonly moreLink?: NavLinkItem;
}

/**
 * Popular cities (spec §2 home): a section with a heading and a grid of city links, two columns
 * on 375 px phones, three from `sm` 600 px and four from `md` 1024 px. Each tile is one link
 * whose accessible name is the city name followed by its detail and count. Presentational.
 */
export function CityGrid({ heading, subtitle, cities, moreLink }: CityGridProps) {
  return (
    <Box component="section" aria-labelledby="city-grid-heading">
      <Typography id="city-grid-heading" variant="h2" component="h2" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      {subtitle ? (
        <Typography component="p" sx={{ color: 'text.secondary', mb: 3, maxWidth: 720 }}>
          {subtitle}
        </Typography>
      ) : null}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          mt: subtitle ? 0 : 3,
          p: 0,
          display: 'grid',
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          },
          gap: { xs: 1.5, md: 2 },
        }}
      >
        {cities.map((city) => (
          <li key={city.href}>
            <Link
              href={city.href}
              underline="none"
              sx={{
                display: 'flex',
                flexDirection: 'column',
                height: '100%',
                minHeight: 88,
                p: { xs: 1.75, md: 2.5 },
                borderRadius: 2,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
                color: 'text.primary',
                transition: 'border-color 120ms, box-shadow 120ms',
                '&:hover': { borderColor: 'primary.main', boxShadow: 2 },
                '&:hover .city-name': { color: 'primary.main' },
              }}
            >
              <Typography
                className="city-name"
                component="span"
                variant="h6"
                sx={{ fontSize: { xs: '1rem', md: '1.125rem' }, overflowWrap: 'anywhere' }}
              >
                {city.name}
              </Typography>
              {city.detail ? (
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  {' '}
                  {city.detail}
                </Typography>
              ) : null}
              {city.count ? (
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ mt: 'auto', pt: 1, color: 'primary.dark', fontWeight: 600 }}
                >
                  {' '}
                  {city.count}
                </Typography>
              ) : null}
            </Link>
          </li>
        ))}
      </Box>
      {moreLink ? (
        <Link
          href={moreLink.href}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            minHeight: 44,
            mt: 2,
            fontWeight: 600,
          }}
        >
          {moreLink.label}
          <Box component="span" aria-hidden="true" sx={{ ml: 0.75 }}>
            →
          </Box>
        </Link>
      ) : null}
    </Box>
  );
}

export default CityGrid;
