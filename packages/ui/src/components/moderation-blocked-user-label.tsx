import styles from './moderation-blocked-user-label.module.css';

/** Props of {@link BlockedUserLabel}. */
export interface BlockedUserLabelProps {
  /** The label, e.g. "Blocked user". */
  readonly label: string;
  /** What it means for the reader, e.g. "Do not pay anything …"; shown beside the label. */
  readonly hint?: string | undefined;
}

/**
 * "Blocked user" (issue 28): shown to the other side of a conversation (its header, its row in
 * the inbox) once a moderator blocked the user, in the error colours with a sign and in words,
 * never colour alone. A server component without MUI.
 */
export function BlockedUserLabel({ label, hint }: BlockedUserLabelProps) {
  return (
    <span className={styles.root} data-testid="blocked-user-label">
      <span className={styles.label}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
          <path d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zM4 12c0-4.42 3.58-8 8-8 1.85 0 3.55.63 4.9 1.69L5.69 16.9A7.902 7.902 0 0 1 4 12zm8 8c-1.85 0-3.55-.63-4.9-1.69L18.31 7.1A7.902 7.902 0 0 1 20 12c0 4.42-3.58 8-8 8z" />
        </svg>
        {label}
      </span>
      {hint === undefined ? null : <span className={styles.hint}>{hint}</span>}
    </span>
  );
}

export default BlockedUserLabel;
