'use client';

import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useId } from 'react';

import type { ReactNode } from 'react';

/** Props of {@link SearchFiltersButton}. */
export interface SearchFiltersButtonProps {
  /** Visible text, e.g. "Filters". */
  readonly label: string;
  /** Accessible name including the count, e.g. "Filters, 3 active" (§5 badge counter). */
  readonly accessibleLabel: string;
  /** Active filters (§5 `countActiveFilters`); no badge at 0. */
  readonly count: number;
  readonly onClick: () => void;
  /** Whether the drawer it opens is open (`aria-expanded`). */
  readonly expanded: boolean;
  /** Id of the drawer it opens (`aria-controls`). */
  readonly controls?: string;
}

/** The button that opens the filter drawer, with the number of active filters as a badge. */
export function SearchFiltersButton({
  label,
  accessibleLabel,
  count,
  onClick,
  expanded,
  controls,
}: SearchFiltersButtonProps) {
  return (
    <Button
      variant="outlined"
      onClick={onClick}
      aria-label={count > 0 ? accessibleLabel : label}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-haspopup="dialog"
      startIcon={<FilterIcon />}
      sx={{ minHeight: 44, bgcolor: 'background.paper', whiteSpace: 'nowrap' }}
    >
      {label}
      {count > 0 ? (
        <Badge
          badgeContent={count}
          color="secondary"
          aria-hidden="true"
          sx={{ ml: 2, mr: 1, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
        />
      ) : null}
    </Button>
  );
}

/** Props of {@link SearchFiltersDrawer}. */
export interface SearchFiltersDrawerProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Heading of the drawer, e.g. "Filters". */
  readonly title: string;
  /** Accessible name of the close button. */
  readonly closeLabel: string;
  /** Text of the button that closes the drawer to see the results, e.g. "Show results". */
  readonly showLabel: string;
  /** Text of the clear button; shown only with `onClear`. */
  readonly clearLabel: string;
  /** Clears every filter; omitted when nothing is set. */
  readonly onClear?: (() => void) | undefined;
  readonly id?: string;
  /** The filters. */
  readonly children: ReactNode;
}

/**
 * The filter panel on phones and tablets (§2 search: "a drawer on mobile"): a dialog sliding in
 * from the right, full width at 375 px, with a heading, a close button, the filters in a
 * scrolling body and a footer with "clear" and "show results". Focus is kept inside while open
 * and returns to the opening button; Escape closes.
 */
export function SearchFiltersDrawer({
  open,
  onClose,
  title,
  closeLabel,
  showLabel,
  clearLabel,
  onClear,
  id,
  children,
}: SearchFiltersDrawerProps) {
  const headingId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          id,
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': headingId,
          sx: { width: { xs: '100%', sm: 420 }, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          py: 1,
          borderBottom: '1px solid',
          borderColor: 'divider',
        }}
      >
        <Box component="h2" id={headingId} sx={{ m: 0, fontSize: '1.25rem', fontWeight: 600 }}>
          {title}
        </Box>
        <IconButton onClick={onClose} aria-label={closeLabel} sx={{ width: 44, height: 44 }}>
          <Box
            component="svg"
            viewBox="0 0 24 24"
            aria-hidden="true"
            sx={{ width: 24, height: 24 }}
          >
            <path
              fill="currentColor"
              d="M18.3 5.7a1 1 0 0 0-1.4 0L12 10.6 7.1 5.7a1 1 0 0 0-1.4 1.4l4.9 4.9-4.9 4.9a1 1 0 1 0 1.4 1.4l4.9-4.9 4.9 4.9a1 1 0 0 0 1.4-1.4L13.4 12l4.9-4.9a1 1 0 0 0 0-1.4Z"
            />
          </Box>
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2, py: 3 }}>{children}</Box>
      <Box
        sx={{
          display: 'flex',
          gap: 1.5,
          px: 2,
          py: 1.5,
          borderTop: '1px solid',
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        {onClear ? (
          <Button onClick={onClear} sx={{ minHeight: 48 }}>
            {clearLabel}
          </Button>
        ) : null}
        <Button variant="contained" onClick={onClose} sx={{ minHeight: 48, flex: 1 }}>
          {showLabel}
        </Button>
      </Box>
    </Drawer>
  );
}

function FilterIcon() {
  return (
    <Box component="svg" viewBox="0 0 24 24" aria-hidden="true" sx={{ width: 20, height: 20 }}>
      <path
        fill="currentColor"
        d="M3 6a1 1 0 0 1 1-1h10.2a3 3 0 0 1 5.6 0H20a1 1 0 1 1 0 2h-.2a3 3 0 0 1-5.6 0H4a1 1 0 0 1-1-1Zm14 1a1 1 0 1 0 0-2 1 1 0 0 0 0 2ZM3 18a1 1 0 0 1 1-1h.2a3 3 0 0 1 5.6 0H20a1 1 0 1 1 0 2H9.8a3 3 0 0 1-5.6 0H4a1 1 0 0 1-1-1Zm4 1a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm-4-7a1 1 0 0 1 1-1h6.2a3 3 0 0 1 5.6 0H20a1 1 0 1 1 0 2h-4.2a3 3 0 0 1-5.6 0H4a1 1 0 0 1-1-1Zm10 1a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
      />
    </Box>
  );
}

export default SearchFiltersDrawer;
