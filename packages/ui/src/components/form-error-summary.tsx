'use client';

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useEffect, useId, useRef } from 'react';

import type { MouseEvent } from 'react';

/** One problem of a form: its message and, for a field's problem, the field's input id. */
export interface FormProblem {
  /** Translated message, e.g. "Enter your e-mail address". */
  message: string;
  /** `id` of the input the problem belongs to; without it the problem concerns the whole form. */
  fieldId?: string;
}

/** Props of {@link FormErrorSummary}. */
export interface FormErrorSummaryProps {
  /** Heading of the summary, e.g. "Please check the following". */
  title: string;
  /** The problems, in the order of the fields; nothing is rendered when empty. */
  problems: readonly FormProblem[];
  /**
   * Changes whenever the summary should take focus again (e.g. the submit count). Focus moves to
   * the summary when it appears and whenever this key changes while problems are shown.
   */
  focusKey?: string | number;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (field === null) return;
  event.preventDefault();
  field.focus();
  field.scrollIntoView?.({ block: 'center' });
}

/**
 * Error summary of a form (accessible forms pattern): after a failed submit it lists every
 * problem at the top of the form, in a region named by its heading that receives focus, so
 * screen readers read it out and keyboard users start there. A field's problem is a link that moves focus to that field;
 * a problem of the whole form (a server answer such as "too many attempts") is plain text.
 */
export function FormErrorSummary({ title, problems, focusKey }: FormErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const shown = problems.length > 0;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, focusKey]);
  if (!shown) return null;
  return (
    <Alert
      ref={ref}
      severity="error"
      // A labelled region that takes focus (read out then), not a live alert: it updates as the
      // user fixes fields, and each keystroke must not be announced again.
      role="region"
      aria-labelledby={titleId}
      tabIndex={-1}
      sx={{ mb: 3, '&:focus-visible': { outline: '3px solid', outlineColor: 'error.main' } }}
    >
      <AlertTitle id={titleId} component="h2" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {title}
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {problems.map((problem) => (
          <li key={`${problem.fieldId ?? ''}:${problem.message}`}>
            {problem.fieldId === undefined ? (
              problem.message
            ) : (
              <Link
                href={`#${problem.fieldId}`}
                color="inherit"
                underline="always"
                onClick={(event) => focusField(event, problem.fieldId as string)}
              >
                {problem.message}
              </Link>
            )}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

export default FormErrorSummary;
