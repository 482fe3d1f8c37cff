import styles from './profile-completeness.module.css';

/** One missing item of a {@link ProfileCompleteness}: what to add and where its field is. */
export interface MissingProfileItem {
  /** What to add, e.g. "a photo" / "een foto". */
  readonly label: string;
  /** Link to the field, e.g. "#profile-photo". */
  readonly href: string;
}

/** Props of {@link ProfileCompleteness}. Every text comes translated from the caller. */
export interface ProfileCompletenessProps {
  /** Share of the profile filled in, 0 to 100. */
  readonly percent: number;
  /** The sentence with the percentage, e.g. "Your profile is 75% complete". */
  readonly text: string;
  /** Accessible name of the meter, e.g. "Profile completeness". */
  readonly meterLabel: string;
  /** Word before the missing items, e.g. "Add:". */
  readonly addLabel: string;
  /** The items still empty, in page order; empty when the profile is complete. */
  readonly missing: readonly MissingProfileItem[];
  /** A further note under the items (e.g. that landlords cannot find the profile yet). */
  readonly note?: string;
}

/**
 * How complete a tenant's profile is (issue 26: "your profile is 75% complete: add a photo"):
 * the sentence, a meter (`role="meter"` with its value) and the missing items as links to their
 * fields, so one tap or Enter goes to what is left to fill in. Presentational, hook-free and
 * without MUI (renders on the server and in client forms alike).
 */
export function ProfileCompleteness({
  percent,
  text,
  meterLabel,
  addLabel,
  missing,
  note,
}: ProfileCompletenessProps) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <section className={styles.box} aria-live="polite" data-testid="profile-completeness">
      <p className={styles.text}>{text}</p>
      <div
        role="meter"
        aria-label={meterLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
        className={styles.track}
      >
        <div className={styles.bar} style={{ width: `${value}%` }} />
      </div>
      {missing.length > 0 ? (
        <p className={styles.missing}>
          {addLabel}{' '}
          {missing.map((item, index) => (
            <span key={item.href}>
              {index > 0 ? ', ' : null}
              <a href={item.href} className={styles.link}>
                {item.label}
              </a>
            </span>
          ))}
        </p>
      ) : null}
      {note ? <p className={styles.note}>{note}</p> : null}
    </section>
  );
}

export default ProfileCompleteness;
