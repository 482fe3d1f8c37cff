import { visuallyHidden } from '../visually-hidden';

import styles from './count-badge.module.css';

import type { ShellBadge } from './shell-menu';

/** Largest count shown as a number; more shows `99+`. */
export const COUNT_BADGE_MAX = 99;

/** Props of {@link CountBadge}. */
export interface CountBadgeProps {
  /** The count (more than 0; nothing is rendered otherwise) and its accessible text. */
  badge: ShellBadge;
  /** Extra class of the caller's CSS module, e.g. a margin. */
  className?: string;
}

/**
 * A small round count on the brand's accent colour, e.g. the unread conversations on the
 * "Messages" links of the header and the drawer (issue 6). The number is decorative; screen
 * readers get the `label` ("3 unread conversations") instead. A server component; renders
 * nothing for a count of 0 or less.
 */
export function CountBadge({ badge, className }: CountBadgeProps) {
  if (!(badge.count > 0)) return null;
  const shown = badge.count > COUNT_BADGE_MAX ? `${COUNT_BADGE_MAX}+` : String(badge.count);
  return (
    <span
      data-testid="count-badge"
      className={className ? `${styles.badge} ${className}` : styles.badge}
    >
      <span aria-hidden="true">{shown}</span>
      <span style={visuallyHidden}>{badge.label}</span>
    </span>
  );
}
