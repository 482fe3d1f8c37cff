'use client';

import Button from '@mui/material/Button';

/** Props of {@link AccountSubmitButton}. */
export interface AccountSubmitButtonProps {
  /** The form is being sent (or has been and the page is moving on): spinner and busy label. */
  readonly busy: boolean;
  readonly label: string;
  readonly busyLabel: string;
}

/**
 * The full-width submit button of the account forms (sign-in, registration, password reset):
 * 48 px high, a spinner and the busy label while the form is sent.
 */
export function AccountSubmitButton({ busy, label, busyLabel }: AccountSubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      loading={busy}
      loadingPosition="start"
      sx={{ minHeight: 48 }}
    >
      {busy ? busyLabel : label}
    </Button>
  );
}
