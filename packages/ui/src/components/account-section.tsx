import styles from './account-section.module.css';

import type { ReactNode } from 'react';

/** Props of {@link AccountSection}. */
export interface AccountSectionProps {
  /** The `id` of its heading (the section is labelled by it). */
  readonly headingId: string;
  readonly heading: string;
  /** A line under the heading. */
  readonly intro?: string | undefined;
  /** `danger` frames an irreversible action (deleting the account) in the error colour. */
  readonly tone?: 'default' | 'danger';
  readonly children: ReactNode;
}

/**
 * A section of the account pages (issue 26, §2 `/my-account`, `/account/settings`): a paper
 * panel labelled by its h2 heading, with an optional intro line. Hook-free, without MUI.
 */
export function AccountSection({
  headingId,
  heading,
  intro,
  tone = 'default',
  children,
}: AccountSectionProps) {
  return (
    <section
      aria-labelledby={headingId}
      className={tone === 'danger' ? `${styles.section} ${styles.danger}` : styles.section}
    >
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {intro === undefined ? null : <p className={styles.intro}>{intro}</p>}
      {children}
    </section>
  );
}

export default AccountSection;
