'use client';

import { useEffect, useId, useRef } from 'react';

import styles from './form-error-summary.module.css';

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

const ERROR_ICON_PATH =
  'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z';

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (field === null) return;
  event.preventDefault();
  field.focus();
  field.scrollIntoView?.({ block: 'center' });
}

/**
 * Error summary of a form (accessible forms pattern), without MUI (the look of MUI's standard
 * error Alert): after a failed submit it lists every problem at the top of the form, in a region
 * named by its heading that receives focus, so screen readers read it out and keyboard users
 * start there. A field's problem is a link that moves focus to that field; a problem of the
 * whole form (a server answer such as "too many attempts") is plain text.
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
    <div
      ref={ref}
      // A labelled region that takes focus (read out then), not a live alert: it updates as the
      // user fixes fields, and each keystroke must not be announced again.
      role="region"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={styles.summary}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
        <path d={ERROR_ICON_PATH} />
      </svg>
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <ul className={styles.list}>
          {problems.map((problem) => (
            <li key={`${problem.fieldId ?? ''}:${problem.message}`}>
              {problem.fieldId === undefined ? (
                problem.message
              ) : (
                <a
                  href={`#${problem.fieldId}`}
                  className={styles.link}
                  onClick={(event) => focusField(event, problem.fieldId as string)}
                >
                  {problem.message}
                </a>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export default FormErrorSummary;
