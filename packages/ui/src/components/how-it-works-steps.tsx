import { ButtonLink } from './button-link';
import styles from './how-it-works-steps.module.css';
import { typography } from './typography';

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
 * an ordered list with large step numbers, and an optional action link styled as an outlined
 * button. The numbers are decorative (`aria-hidden`); the list itself tells assistive
 * technology the order. A presentational server component.
 */
export function HowItWorksSteps({
  heading,
  headingLevel = 'h3',
  subtitle,
  steps,
  action,
  tone = 'primary',
}: HowItWorksStepsProps) {
  const Heading = headingLevel;
  return (
    <div className={`${styles.card} ${styles[tone]}`}>
      <Heading className={`${typography.h4} ${subtitle ? styles.headingTight : styles.heading}`}>
        {heading}
      </Heading>
      {subtitle ? <p className={`${typography.body2} ${styles.subtitle}`}>{subtitle}</p> : null}
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span aria-hidden="true" className={styles.number}>
              {index + 1}
            </span>
            <div className={styles.stepText}>
              <p className={`${typography.h6} ${styles.stepTitle}`}>{step.title}</p>
              <p className={`${typography.body2} ${styles.stepBody}`}>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      {action ? (
        <div className={styles.action}>
          <ButtonLink
            href={action.href}
            rel={action.external ? 'noopener' : undefined}
            variant="outlined"
            color={tone}
            className={styles.actionButton}
          >
            {action.label}
          </ButtonLink>
        </div>
      ) : null}
    </div>
  );
}

export default HowItWorksSteps;
