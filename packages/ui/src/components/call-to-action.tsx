import { ButtonLink } from './button-link';
import styles from './call-to-action.module.css';
import { typography } from './typography';

import type { NavLinkItem } from './nav-link';

/** Props of {@link CallToAction}. Every text and address comes from the caller. */
export interface CallToActionProps {
  /** Heading of the banner (rendered as `h2`). */
  readonly heading: string;
  /** One or two sentences under the heading. */
  readonly text: string;
  /** The main action, shown as a contained button. */
  readonly primary: NavLinkItem;
  /** An optional second action, shown as an outlined button. */
  readonly secondary?: NavLinkItem;
  /** Dark (teal background, for the home page) or light (tinted, inside content pages). */
  readonly tone?: 'dark' | 'light';
}

/**
 * A call-to-action banner (spec §2: the landlord call to action of the home page and the
 * rent-out pages): heading, text and one or two links that look like buttons (contained, then
 * outlined). Text and buttons stack on 375 px phones and sit side by side from `md` 1024 px.
 * Both tones keep every text pair at WCAG AA. A presentational server component.
 */
export function CallToAction({
  heading,
  text,
  primary,
  secondary,
  tone = 'dark',
}: CallToActionProps) {
  return (
    <section
      aria-labelledby="call-to-action-heading"
      className={`${styles.banner} ${styles[tone]}`}
    >
      <div>
        <h2 id="call-to-action-heading" className={`${typography.h3} ${styles.heading}`}>
          {heading}
        </h2>
        <p className={styles.text}>{text}</p>
      </div>
      <div className={styles.actions}>
        <ButtonLink
          href={primary.href}
          rel={primary.external ? 'noopener' : undefined}
          variant="contained"
          color="secondary"
          size="large"
          className={styles.action}
        >
          {primary.label}
        </ButtonLink>
        {secondary ? (
          <ButtonLink
            href={secondary.href}
            rel={secondary.external ? 'noopener' : undefined}
            variant="outlined"
            color={tone === 'dark' ? 'primary' : 'secondary'}
            size="large"
            className={`${styles.action} ${styles.secondaryAction}`}
          >
            {secondary.label}
          </ButtonLink>
        ) : null}
      </div>
    </section>
  );
}

export default CallToAction;
