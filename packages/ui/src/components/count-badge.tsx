import Box from '@mui/material/Box';

import { visuallyHidden } from '../visually-hidden';

import type { ShellBadge } from './shell-menu';
import type { SxProps, Theme } from '@mui/material/styles';

/** Largest count shown as a number; more shows `99+`. */
export const COUNT_BADGE_MAX = 99;

/** Props of {@link CountBadge}. */
export interface CountBadgeProps {
  /** The count (more than 0; nothing is rendered otherwise) and its accessible text. */
  badge: ShellBadge;
  sx?: SxProps<Theme>;
}

/**
 * A small round count on the brand's accent colour, e.g. the unread conversations on the
 * "Messages" links of the header and the drawer (issue 6). The number is decorative; screen
 * readers get the `label` ("3 unread conversations") instead. Presentational: renders nothing
 * for a count of 0 or less.
 */
export function CountBadge({ badge, sx }: CountBadgeProps) {
  if (!(badge.count > 0)) return null;
  const shown = badge.count > COUNT_BADGE_MAX ? `${COUNT_BADGE_MAX}+` : String(badge.count);
  return (
    <Box
      component="span"
      data-testid="count-badge"
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          minWidth: 20,
          height: 20,
          px: 0.75,
          borderRadius: 10,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          fontSize: 12,
          fontWeight: 700,
          lineHeight: 1,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <span aria-hidden="true">{shown}</span>
      <Box component="span" sx={visuallyHidden}>
        {badge.label}
      </Box>
    </Box>
  );
}
