'use client';

import { useId } from 'react';

import styles from './alert-email-switch.module.css';

/** Props of {@link AlertEmailSwitch}. */
export interface AlertEmailSwitchProps {
  /** Whether alert e-mails are on. */
  readonly checked: boolean;
  /** The switch's name, e.g. "Search alert e-mails". */
  readonly label: string;
  /** A line under the label, e.g. "New homes that match your saved searches." */
  readonly hint: string;
  /** The state in words beside the switch: "On" / "Off". */
  readonly onText: string;
  readonly offText: string;
  /** Saving: the switch is disabled. */
  readonly busy?: boolean;
  readonly onChange: (checked: boolean) => void;
}

/**
 * An on/off switch of an e-mail preference (issue 25, §2 `/unsubscribe`), without MUI: a
 * `button` with role `switch` and `aria-checked` (Space and Enter toggle it), named by its
 * label and described by its hint; the state is also written beside it, not shown by colour only.
 */
export function AlertEmailSwitch({
  checked,
  label,
  hint,
  onText,
  offText,
  busy = false,
  onChange,
}: AlertEmailSwitchProps) {
  const id = useId();
  return (
    <div className={styles.row}>
      <div className={styles.texts}>
        <span id={`${id}-label`} className={styles.label}>
          {label}
        </span>
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        disabled={busy}
        className={styles.switch}
        onClick={() => onChange(!checked)}
      >
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span className={styles.state}>{checked ? onText : offText}</span>
      </button>
    </div>
  );
}

export default AlertEmailSwitch;
