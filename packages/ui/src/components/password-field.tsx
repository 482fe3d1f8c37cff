'use client';

import { useId, useState } from 'react';

import iconButton from './icon-button.module.css';
import styles from './password-field.module.css';
import { TextField } from './text-field';

import type { TextFieldProps } from './text-field';

/** Props of {@link PasswordField}: a {@link TextField} without `type`, plus the toggle's names. */
export interface PasswordFieldProps extends Omit<
  TextFieldProps,
  'type' | 'id' | 'autoComplete' | 'endAdornment'
> {
  /** `id` of the input; a generated one by default. */
  id?: string;
  /** Accessible name of the toggle while the password is hidden, e.g. "Show password". */
  showPasswordLabel: string;
  /** Accessible name of the toggle while the password is visible, e.g. "Hide password". */
  hidePasswordLabel: string;
  /**
   * `current-password` on sign-in, `new-password` on registration and reset (lets password
   * managers fill or suggest). Default `current-password`.
   */
  autoComplete?: 'current-password' | 'new-password';
}

const SHOW_ICON_PATH =
  'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5zM12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5zm0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3z';
const HIDE_ICON_PATH =
  'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7zM2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3 2 4.27zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2zm4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3l-.17.01z';

/**
 * Password input with a show/hide toggle (§2 legacy login, registration and password reset),
 * without MUI. The toggle is a real `button` (type="button", never submits) at the end of the
 * field, 48 px square, whose accessible name says what pressing it does ("Show password" /
 * "Hide password") and which controls the input. Showing the password replaces a "repeat
 * password" field. Label, error, hint and `ref` (for react-hook-form) are {@link TextField}
 * props.
 */
export function PasswordField({
  showPasswordLabel,
  hidePasswordLabel,
  autoComplete = 'current-password',
  id,
  ...fieldProps
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <TextField
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...fieldProps}
      id={inputId}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      endAdornment={
        <button
          type="button"
          aria-label={visible ? hidePasswordLabel : showPasswordLabel}
          aria-controls={inputId}
          onClick={() => setVisible((value) => !value)}
          // Keeps the caret in the field when the toggle is clicked with a mouse.
          onMouseDown={(event) => event.preventDefault()}
          className={`${iconButton.iconButton} ${styles.toggle}`}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
            <path d={visible ? HIDE_ICON_PATH : SHOW_ICON_PATH} />
          </svg>
        </button>
      }
    />
  );
}

export default PasswordField;
