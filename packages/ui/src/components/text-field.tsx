import styles from './text-field.module.css';

import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

/** Props of {@link TextField}: those of an `<input>` plus its label, message and end slot. */
export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'children' | 'className' | 'style' | 'placeholder'
> {
  /** `id` of the input: the label points at it, an error summary links to it. */
  id: string;
  /** The visible label, also the input's accessible name. */
  label: string;
  /** Error message under the field (error colours, `aria-invalid="true"`); none when valid. */
  error?: string | undefined;
  /** Hint under the field while it has no error, e.g. "At least 10 characters". */
  hint?: string | undefined;
  /** Inside the outline at the end, e.g. a show/hide password button. */
  endAdornment?: ReactNode;
  /** The input element (react-hook-form's `register(name).ref`). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input without MUI that looks like MUI's outlined `TextField` of the Rooms theme
 * (56 px high, the label inside the field until it is focused or filled, then on the outline).
 * The message under it (the error, else the hint) describes the input (`aria-describedby`);
 * `aria-invalid` is always set, "true" while there is an error. Hook-free: renders on the server
 * and inside client forms alike; every other prop goes to the `<input>`.
 */
export function TextField({
  id,
  label,
  error,
  hint,
  endAdornment,
  ref,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const message = error ?? hint;
  const messageId = `${id}-message`;
  const invalid = error !== undefined;
  return (
    <div className={invalid ? `${styles.field} ${styles.invalid}` : styles.field}>
      <div className={styles.control}>
        <input
          {...inputProps}
          ref={ref}
          id={id}
          type={type}
          // A blank placeholder lets CSS tell an empty field (label inside) from a filled one.
          placeholder=" "
          aria-invalid={invalid}
          aria-describedby={message === undefined ? undefined : messageId}
          className={styles.input}
        />
        {/* After the input, so CSS can move it with the input's focus and filled state. */}
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <span className={styles.outline} aria-hidden="true" />
        {endAdornment ? <span className={styles.end}>{endAdornment}</span> : null}
      </div>
      {message === undefined ? null : (
        <p id={messageId} className={styles.message}>
          {message}
        </p>
      )}
    </div>
  );
}

export default TextField;
