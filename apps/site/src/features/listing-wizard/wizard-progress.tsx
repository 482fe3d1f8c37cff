import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { StepCompletion } from '@rooms/domain';

import type { WizardTranslate } from './wizard-problems';
import type { StepState } from './wizard-routing';

/** Props of {@link WizardProgress}. */
export interface WizardProgressProps {
  /** The applicable steps with their completion (§3), in order. */
  steps: readonly StepState[];
  /** The step shown now; null on the pages after the steps. */
  current: string | null;
  /** Steps up to this one may be opened (no required step before it is unfinished). */
  reachable: ReadonlySet<string>;
  /** The address of a step. */
  hrefOf: (word: string) => string;
  t: WizardTranslate;
}

const COMPLETION_KEY: Record<StepCompletion, string> = {
  [StepCompletion.Completed]: 'completed',
  [StepCompletion.Partially]: 'partially',
  [StepCompletion.NotStarted]: 'notStarted',
  [StepCompletion.Optional]: 'optional',
};

/**
 * The wizard's progress (§3 step completion states): "Step 4 of 11" and, from 1024 px, the list
 * of steps with their state in words (done, not finished, to do, optional), the current one
 * marked (`aria-current="step"`), the reachable ones as links to go back and change them.
 */
export function WizardProgress({ steps, current, reachable, hrefOf, t }: WizardProgressProps) {
  const index = steps.findIndex((step) => step.word === current);
  return (
    <Box component="nav" aria-label={t('wizard:progress.label')}>
      {index >= 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {t('wizard:progress.stepOf', { current: index + 1, total: steps.length })}
        </Typography>
      ) : null}
      <Box
        component="ol"
        sx={{ display: { xs: 'none', md: 'block' }, listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
      >
        {steps.map((step, position) => {
          const isCurrent = step.word === current;
          const done = step.completion === StepCompletion.Completed;
          const title = t(`wizard:steps.${step.word}.title`);
          const state = t(`wizard:progress.${COMPLETION_KEY[step.completion as StepCompletion]}`);
          return (
            <Box
              component="li"
              key={step.word}
              aria-current={isCurrent ? 'step' : undefined}
              sx={{
                display: 'flex',
                gap: 1.5,
                alignItems: 'baseline',
                py: 0.75,
                px: 1,
                borderRadius: 1,
                bgcolor: isCurrent ? 'action.selected' : 'transparent',
              }}
            >
              <Box
                component="span"
                aria-hidden="true"
                sx={{
                  flex: 'none',
                  width: 24,
                  height: 24,
                  borderRadius: '50%',
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  fontSize: 13,
                  fontWeight: 700,
                  bgcolor: done ? 'primary.main' : 'transparent',
                  color: done ? 'primary.contrastText' : 'text.secondary',
                  border: '2px solid',
                  borderColor: done || isCurrent ? 'primary.main' : 'divider',
                }}
              >
                {done ? '✓' : position + 1}
              </Box>
              <span>
                {reachable.has(step.word) && !isCurrent ? (
                  <Link href={hrefOf(step.word)} underline="hover">
                    {title}
                  </Link>
                ) : (
                  <Box component="span" sx={{ fontWeight: isCurrent ? 700 : 400 }}>
                    {title}
                  </Box>
                )}
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  {' '}
                  ({isCurrent ? t('wizard:progress.current') : state})
                </Typography>
              </span>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
