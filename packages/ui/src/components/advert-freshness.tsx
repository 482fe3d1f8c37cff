import styles from './advert-freshness.module.css';

import type { ReactNode } from 'react';

/** Props of {@link AdvertFreshness}. */
export interface AdvertFreshnessProps {
  /**
   * When the landlord last confirmed the home is still available, as a day (the page is cached,
   * so never "3 days ago"), e.g. "Nog beschikbaar · bevestigd op 25 november".
   */
  readonly label: string;
  /** After the line, e.g. the "Al verhuurd?" button of a client island. */
  readonly action?: ReactNode;
  /** Extra class of the caller's CSS module, e.g. a margin. */
  readonly className?: string;
}

/**
 * The advert page's freshness line (fresh adverts): a check mark and the day the landlord last
 * confirmed the home is still available, with room for an action such as tenants' "Already
 * let?" report. Plain server markup with a CSS-mask icon: it adds no script to the page.
 */
export function AdvertFreshness({ label, action, className }: AdvertFreshnessProps) {
  return (
    <div
      className={className === undefined ? styles.freshness : `${styles.freshness} ${className}`}
    >
      <p className={styles.line} data-testid="advert-freshness">
        <span aria-hidden="true" className={styles.icon} />
        {label}
      </p>
      {action}
    </div>
  );
}

export default AdvertFreshness;
