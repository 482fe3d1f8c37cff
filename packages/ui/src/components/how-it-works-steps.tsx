import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import type { NavLinkItem } from './nav-link';

/** One step of a {@link HowItWorksSteps} list. */
export interface HowItWorksStep {
  /** Short title of the step, e.g. "Search". */
  readonly title: string;
  /** One or two sentences explaining the step. */
  readonly text: string;
}

/** Props of {@link HowItWorksSteps}. Every text and address comes from the caller. */
export interface HowItWorksStepsProps {
  /** Heading of the list, e.g. "For tenants". */
  readonly heading: string;
  /** Level of that heading: `h2` on its own, `h3` inside a section that has an `h2`. */
  readonly headingLevel?: 'h2' | 'h3';
  /** Optional line under the heading. */
  readonly subtitle?: string;
  /** The steps in order; they are numbered 1, 2, 3 … by an ordered list. */
  readonly steps: readonly HowItWorksStep[];
  /** Optional link under the steps, e.g. "Read more about searching". */
  readonly action?: NavLinkItem;
  /** Colour accent of the numbers: primary (tenants) or secondary (landlords). */
  readonly tone?: 'primary' | 'secondary';
}

/**
 * A numbered "how it works" list (spec §2 home and how-it-works pages): a heading, the steps as
 * an ordered list with large step numbers, and an optional action link styled as a button.
 * The numbers are decorative (`aria-hidden`); the list itself tells assistive technology the
 * order. Presentational and hook-free.
 */
export function HowItWorksSteps({
  heading,
  headingLevel = 'h3',
  subtitle,
  steps,
  action,
  tone = 'primary',
}: HowItWorksStepsProps) {
  const accent = tone === 'primary' ? 'primary.main' : 'secondary.main';
  return (
    <Box
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        p: { xs: 2.5, md: 4 },
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Typography component={headingLevel} variant="h4" sx={{ mb: subtitle ? 0.5 : 2.5 }}>
        {heading}
      </Typography>
      {subtitle ? (
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
          {subtitle}
        </Typography>
      ) : null}
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, flex: 1 }}>
        {steps.map((step, index) => (
          <Box
            component="li"
            key={step.title}
            sx={{
              display: 'grid',
              gridTemplateColumns: '40px minmax(0, 1fr)',
              columnGap: 2,
              pb: index === steps.length - 1 ? 0 : 2.5,
            }}
          >
            <Box
              aria-hidden="true"
              sx={{
                width: 40,
                height: 40,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 700,
                fontSize: '1.125rem',
                color: 'common.white',
                bgcolor: accent,
              }}
            >
              {index + 1}
            </Box>
            <Box sx={{ pt: 0.75 }}>
              <Typography component="p" variant="h6" sx={{ mb: 0.5 }}>
                {step.title}
              </Typography>
              <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
                {step.text}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
      {action ? (
        <Box sx={{ mt: 3 }}>
          <Button
            href={action.href}
            variant="outlined"
            color={tone}
            sx={{ minHeight: 44, px: 2.5 }}
          >
            {action.label}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

export default HowItWorksSteps;
