import styles from './location-field.module.css';

import type { ComponentPropsWithRef, ReactNode } from 'react';

/** Props of {@link LocationField}: those of its `<input>`, plus the label and the frame's size. */
export interface LocationFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'id' | 'size' | 'className' | 'children'
> {
  /** Id of the input, which the label points at. */
  readonly id: string;
  /** Visible label, floating above the text once the field has focus or text. */
  readonly label: string;
  /** `small` (40 px high) for toolbars; `medium` (56 px, default) for a hero. */
  readonly size?: 'small' | 'medium';
  /** Shown at the end inside the frame, e.g. a loading spinner. */
  readonly adornment?: ReactNode;
  /** Class of the frame, for the caller's layout (e.g. `flex: 1`). */
  readonly className?: string;
}

/**
 * The outlined place field of the search forms (§2 home and search): an input with a floating
 * label and a notched border, looking like MUI's outlined TextField. No state and no hooks, so
 * the home hero renders it on the server and the location box wraps it on the client.
 */
export function LocationField({
  id,
  label,
  size = 'medium',
  adornment,
  className,
  placeholder,
  ...input
}: LocationFieldProps) {
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root} data-size={size}>
      {/* A blank placeholder still lets `:placeholder-shown` tell an empty field (floating label). */}
      <input {...input} id={id} className={styles.input} placeholder={placeholder || ' '} />
      {adornment ? <span className={styles.adornment}>{adornment}</span> : null}
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <fieldset aria-hidden="true" className={styles.outline}>
        <legend className={styles.notch}>
          <span>{label}</span>
        </legend>
      </fieldset>
    </div>
  );
}
