import styles from './rental-candidate-field.module.css';

/** One tenant who can be named as the one who rents the home. */
export interface RentalCandidateOption {
  /** The conversation with that tenant about the advert. */
  readonly conversationID: number;
  /** What the option says, e.g. "Pim · last message 3 December 2026". */
  readonly label: string;
}

/** Texts of a {@link RentalCandidateField}, already translated. */
export interface RentalCandidateFieldTexts {
  /** The field's label, e.g. "Who rents it? (optional)". */
  readonly label: string;
  /** The first option, naming nobody, e.g. "I would rather not say". */
  readonly nobody: string;
  /** While the tenants are read, e.g. "Loading the tenants who reacted…". */
  readonly loading: string;
  /** When nobody reacted through Rooms. */
  readonly empty: string;
  /** When the tenants could not be read. */
  readonly failed: string;
  /** What naming a tenant does, e.g. "The tenant you choose gets cashback". */
  readonly hint: string;
}

/** Props of {@link RentalCandidateField}. */
export interface RentalCandidateFieldProps {
  /** `id` of the select; the label and the hint point at it. */
  readonly id: string;
  readonly texts: RentalCandidateFieldTexts;
  /** The tenants, most recent first; `null` while loading, `'failed'` when they could not be read. */
  readonly candidates: readonly RentalCandidateOption[] | null | 'failed';
  /** The chosen conversation, or `null` for nobody. */
  readonly value: number | null;
  readonly onChange: (conversationID: number | null) => void;
  readonly disabled?: boolean;
}

/**
 * "Who rents it?" (issue 27 "cashback"): when a landlord takes an advert offline because they
 * found their tenant through Rooms, an optional choice among the tenants who reacted to it,
 * with a line saying that tenant gets cashback. While the tenants load, when nobody reacted and
 * when they could not be read it says so in a polite live region instead of the select.
 * A native `<select>` (keyboard and screen readers for free), without MUI; hook-free.
 */
export function RentalCandidateField({
  id,
  texts,
  candidates,
  value,
  onChange,
  disabled = false,
}: RentalCandidateFieldProps) {
  const hintId = `${id}-hint`;
  const ready = candidates !== null && candidates !== 'failed' && candidates.length > 0;
  const note =
    candidates === null
      ? texts.loading
      : candidates === 'failed'
        ? texts.failed
        : candidates.length === 0
          ? texts.empty
          : '';
  return (
    <div className={styles.root}>
      {ready ? (
        <>
          <label htmlFor={id} className={styles.label}>
            {texts.label}
          </label>
          <div className={styles.control}>
            <select
              id={id}
              className={styles.select}
              value={value === null ? '' : String(value)}
              aria-describedby={hintId}
              disabled={disabled}
              onChange={(event) =>
                onChange(event.target.value === '' ? null : Number(event.target.value))
              }
            >
              <option value="">{texts.nobody}</option>
              {candidates.map((candidate) => (
                <option key={candidate.conversationID} value={String(candidate.conversationID)}>
                  {candidate.label}
                </option>
              ))}
            </select>
            <svg className={styles.arrow} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M7 10l5 5 5-5z" />
            </svg>
          </div>
          <p id={hintId} className={styles.hint}>
            {texts.hint}
          </p>
        </>
      ) : (
        <p className={styles.label}>{texts.label}</p>
      )}
      <p role="status" className={styles.note}>
        {note}
      </p>
    </div>
  );
}

export default RentalCandidateField;
