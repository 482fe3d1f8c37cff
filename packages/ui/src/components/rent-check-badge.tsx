import styles from './rent-check-badge.module.css';

/** Props of {@link RentCheckBadge}. */
export interface RentCheckBadgeProps {
  /** E.g. "Huur binnen het wettelijk maximum (schatting)" (`rentCheck:badge`). */
  readonly label: string;
  /** Extra class of the caller's CSS module, e.g. a margin. */
  readonly className?: string;
}

/**
 * The small positive badge of the legal rent check: the asked rent of a room is within the
 * points system's estimate of the legal maximum (`rentCheckVerdict` of `@rooms/domain` says
 * 'within'). Shown on result cards and in the {@link RentCheckPanel} of the advert page; its text
 * says "estimate" itself, since the estimate is not a ruling. Plain markup and a CSS-mask icon,
 * no hooks and no client code: a search page draws it on many cards, so it must not add script.
 * Green by text and icon, never by colour alone.
 */
export function RentCheckBadge({ label, className }: RentCheckBadgeProps) {
  return (
    <p
      className={className === undefined ? styles.badge : `${styles.badge} ${className}`}
      data-testid="rent-check-badge"
    >
      <span aria-hidden="true" className={styles.icon} />
      {label}
    </p>
  );
}

export default RentCheckBadge;
