'use client';

import { useState } from 'react';

import { ControlIcon } from './control-icon';
import iconButton from './icon-button.module.css';
import styles from './maintenance-banner.module.css';
import { PageContainer } from './page-container';
import typography from './typography.module.css';

/** Props of {@link MaintenanceBanner}. All texts come from the caller, already translated. */
export interface MaintenanceBannerProps {
  /** The maintenance message in the page's language. */
  message: string;
  /** Accessible name of the banner region, e.g. "Maintenance notice". */
  label: string;
  /** Accessible name of the close button, e.g. "Hide notice". */
  dismissLabel: string;
  /**
   * Called once when the visitor dismisses the banner, after it has hidden itself; the site
   * records the dismissal on the server (§4 "hidden once dismissed, and the dismissal is recorded").
   */
  onDismiss?: () => void;
}

/**
 * The dismissible maintenance banner of §2 Shell: a full-width amber strip above the header with
 * a warning icon, the message and a close button. A labelled region (not an alert: it is there
 * on arrival, so it should not interrupt a screen reader). Hides itself on dismissal — the only
 * interaction, so this is a small client component without MUI, rendered on the server first.
 */
export function MaintenanceBanner({
  message,
  label,
  dismissLabel,
  onDismiss,
}: MaintenanceBannerProps) {
  const [visible, setVisible] = useState(true);
  if (!visible) return null;
  return (
    <section aria-label={label} data-testid="maintenance-banner" className={styles.banner}>
      <PageContainer className={styles.row}>
        <ControlIcon name="warning" className={styles.icon} />
        <p className={`${typography.body2} ${styles.message}`}>{message}</p>
        <button
          type="button"
          aria-label={dismissLabel}
          className={`${iconButton.iconButton} ${styles.dismiss}`}
          onClick={() => {
            setVisible(false);
            onDismiss?.();
          }}
        >
          <ControlIcon name="close" size="small" />
        </button>
      </PageContainer>
    </section>
  );
}

export default MaintenanceBanner;
