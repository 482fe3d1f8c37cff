import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { getContrastRatio, useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { BREAKPOINTS, CONTAINER_MAX_WIDTH, TOOLTIP_ENTER_DELAY } from '@rooms/ui/theme';

import { useStoryLanguage } from '../story-content';

import type { TypographyProps } from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';

const PALETTE_KEYS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
const SHADES = ['light', 'main', 'dark'] as const;

function Swatch({ name, colour, text }: { name: string; colour: string; text: string }) {
  const ratio = getContrastRatio(colour, text);
  return (
    <Box
      sx={{
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ bgcolor: colour, color: text, p: 2, minHeight: 72, fontWeight: 600 }}>Aa</Box>
      <Box sx={{ p: 1.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {colour} · {ratio.toFixed(2)}:1 {ratio >= 4.5 ? 'AA' : ratio >= 3 ? 'AA large' : '—'}
        </Typography>
      </Box>
    </Box>
  );
}

function PaletteStory() {
  const theme = useTheme();
  const { t } = useStoryLanguage();
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h2" sx={{ mb: 3 }}>
        Palette
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
        }}
      >
        {PALETTE_KEYS.flatMap((key) =>
          SHADES.map((shade) => (
            <Swatch
              key={`${key}.${shade}`}
              name={`${key}.${shade}`}
              colour={theme.palette[key][shade]}
              text={theme.palette[key].contrastText}
            />
          )),
        )}
        <Swatch
          name="text.primary / background.default"
          colour={theme.palette.background.default}
          text={theme.palette.text.primary}
        />
        <Swatch
          name="text.secondary / background.paper"
          colour={theme.palette.background.paper}
          text={theme.palette.text.secondary}
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 4 }}>
        <Button variant="contained" color="secondary">
          {t('nav.createAdvert')}
        </Button>
        <Button variant="contained">{t('home.searchCta')}</Button>
        <Button variant="outlined">{t('nav.register')}</Button>
        <Button>{t('nav.login')}</Button>
        <Tooltip title={`${TOOLTIP_ENTER_DELAY} ms`}>
          <Button variant="text">{t('nav.searchRooms')}</Button>
        </Tooltip>
      </Box>
    </Container>
  );
}

const VARIANTS: ReadonlyArray<NonNullable<TypographyProps['variant']>> = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'body1',
  'body2',
  'button',
  'caption',
];

function TypographyStory() {
  const { t } = useStoryLanguage();
  return (
    <Container sx={{ py: 4 }}>
      {VARIANTS.map((variant) => (
        <Box
          key={variant}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '120px 1fr' },
            gap: 2,
            mb: 2,
          }}
        >
          <Typography variant="caption" sx={{ color: 'text.secondary', pt: 1 }}>
            {variant}
          </Typography>
          <Typography variant={variant} component="p">
            {variant.startsWith('h') ? t('home.title') : t('home.subtitle')}
          </Typography>
        </Box>
      ))}
    </Container>
  );
}

function BreakpointsStory() {
  const theme = useTheme();
  const entries = Object.entries(BREAKPOINTS);
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h2" sx={{ mb: 2 }}>
        Breakpoints
      </Typography>
      <Box
        component="table"
        sx={{
          borderCollapse: 'collapse',
          '& td, & th': { p: 1, borderBottom: 1, borderColor: 'divider', textAlign: 'left' },
        }}
      >
        <thead>
          <tr>
            <th>key</th>
            <th>min width</th>
            <th>media query</th>
          </tr>
        </thead>
        <tbody>
          {entries.map(([key, value]) => (
            <tr key={key}>
              <td>{key}</td>
              <td>{value} px</td>
              <td>
                <code>{theme.breakpoints.up(key as keyof typeof BREAKPOINTS)}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </Box>
      <Typography sx={{ mt: 2 }}>
        Container: max {CONTAINER_MAX_WIDTH} px from lg ({BREAKPOINTS.lg} px). Tooltip delay{' '}
        {TOOLTIP_ENTER_DELAY} ms.
      </Typography>
      <Box
        sx={{
          mt: 3,
          p: 2,
          borderRadius: 1,
          color: 'primary.contrastText',
          bgcolor: {
            xs: 'secondary.dark',
            sm: 'secondary.main',
            md: 'primary.light',
            lg: 'primary.main',
            xl: 'primary.dark',
          },
          '&::after': {
            content: { xs: '"xs"', sm: '"sm"', md: '"md"', lg: '"lg"', xl: '"xl"' },
            fontWeight: 700,
          },
        }}
      >
        Active breakpoint:{' '}
      </Box>
    </Container>
  );
}

/** The Rooms MUI theme (`@rooms/ui/theme`), applied by `RoomsThemeProvider` as in the site. */
const meta = {
  title: 'Foundations/Theme',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Colours with their contrast ratios; buttons labelled in Dutch. */
export const PaletteDutch: Story = { render: () => <PaletteStory />, globals: { locale: 'nl' } };

/** Colours with their contrast ratios; buttons labelled in English. */
export const PaletteEnglish: Story = { render: () => <PaletteStory />, globals: { locale: 'en' } };

/** Type scale (Roboto, responsive headings) with Dutch sample text. */
export const TypographyDutch: Story = {
  render: () => <TypographyStory />,
  globals: { locale: 'nl' },
};

/** Type scale with English sample text. */
export const TypographyEnglish: Story = {
  render: () => <TypographyStory />,
  globals: { locale: 'en' },
};

/** Breakpoints (sm 600, md 1024, lg 1360, xl 1680), Dutch globals. */
export const BreakpointsDutch: Story = {
  render: () => <BreakpointsStory />,
  globals: { locale: 'nl' },
};

/** Breakpoints, English globals. */
export const BreakpointsEnglish: Story = {
  render: () => <BreakpointsStory />,
  globals: { locale: 'en' },
};
