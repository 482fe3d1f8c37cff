'use client';

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { ShellIcon } from './shell-icon';

/** Props of {@link MaintenanceBanner}. All texts come from the caller, already translated. */
export interface MaintenanceBannerProps {
  /** The maintenance message in the page's language. */
  message: string;
  /** Accessible name of the banner region, e.g. "Maintenance notice". */
  label: string;
  /** Accessible name of the close button, e.g. "Hide notice". */
  dismissLabel: string;
  /**
   * Called once when the visitor dismisses the banner, after it has hidden itself; the site
   * records the dismissal on the server (§4 "hidden once dismissed, and the dismissal is recorded").
   */
  onDismiss?: () => void;
}

/**
 * The dismissible maintenance banner of §2 Shell: a full-width amber strip above the header with
 * a warning icon, the message and a close button. A labelled region (not an alert: it is there
 * on arrival, so it should not interrupt a screen reader). Hides itself on dismissal.
 */
export function MaintenanceBanner({
  message,
  label,
  dismissLabel,
  onDismiss,
}: MaintenanceBannerProps) {
  const [visible, setVisible] = useState(true);
  if (!visible) return null;
  return (
    <Box
      component="section"
      aria-label={label}
      data-testid="maintenance-banner"
      sx={{ bgcolor: '#FFF4D6', color: '#4D3800', borderBottom: '1px solid #E8C66A' }}
    >
      <Container sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.5 }}>
        <ShellIcon name="warning" sx={{ color: '#8A6100', flex: 'none' }} />
        <Typography variant="body2" sx={{ flex: 1, py: 1 }}>
          {message}
        </Typography>
        <IconButton
          aria-label={dismissLabel}
          onClick={() => {
            setVisible(false);
            onDismiss?.();
          }}
          sx={{ width: 44, height: 44, color: 'inherit', flex: 'none' }}
        >
          <ShellIcon name="close" fontSize="small" />
        </IconButton>
      </Container>
    </Box>
  );
}

export default MaintenanceBanner;
