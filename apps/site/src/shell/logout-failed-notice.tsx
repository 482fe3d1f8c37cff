'use client';

import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

/** Props of {@link LogoutFailedNotice}. */
export interface LogoutFailedNoticeProps {
  readonly open: boolean;
  readonly text: string;
  readonly onClose: () => void;
}

/**
 * The message shown when sign-out fails (the session may still be valid): an error toast at the
 * bottom, closable, gone after 8 s. Loaded only when needed (see `ShellHeader`).
 */
export function LogoutFailedNotice({ open, text, onClose }: LogoutFailedNoticeProps) {
  return (
    <Snackbar
      open={open}
      onClose={onClose}
      autoHideDuration={8000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="error" variant="filled" onClose={onClose}>
        {text}
      </Alert>
    </Snackbar>
  );
}

export default LogoutFailedNotice;
