import { ButtonLink } from '@rooms/ui/button-link';
import { typography } from '@rooms/ui/typography';

import styles from './empty-notice.module.css';

/** Props of {@link EmptyNotice}. */
export interface EmptyNoticeProps {
  heading: string;
  text: string;
  /** The way on: a link styled as the main button. */
  actionLabel: string;
  actionHref: string;
}

/**
 * The panel a list page shows when it has nothing to list (favourites, a landlord without
 * adverts): why it is empty and one button that leads on. A server component without MUI.
 */
export function EmptyNotice({ heading, text, actionLabel, actionHref }: EmptyNoticeProps) {
  return (
    <div className={styles.notice}>
      <h2 className={`${typography.h5} ${styles.heading}`}>{heading}</h2>
      <p className={styles.text}>{text}</p>
      <ButtonLink href={actionHref} variant="contained" size="large">
        {actionLabel}
      </ButtonLink>
    </div>
  );
}
