import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';

import type { SxProps, Theme } from '@mui/material/styles';
import type { MouseEventHandler } from 'react';

/** Looks of {@link FavoriteButton}. */
export type FavoriteButtonAppearance =
  /** A round white heart button to lay over a photo (result cards). */
  | 'overlay'
  /** A plain heart icon button. */
  | 'icon'
  /** An outlined button with the heart and the label as visible text (listing page). */
  | 'button';

/** Props of {@link FavoriteButton}. */
export interface FavoriteButtonProps {
  /** Whether the listing is a favourite now (filled heart, `aria-pressed="true"`). */
  pressed: boolean;
  /**
   * Accessible name, the same whether pressed or not (the pressed state is announced through
   * `aria-pressed`), e.g. 'Favoriet' / 'Favourite'. Also the visible text of `appearance="button"`.
   */
  label: string;
  /**
   * Visible text of `appearance="button"` when it should be shorter than `label` (e.g. "Favoriet"
   * on a sign-in link named "Log in om favorieten te bewaren"); keep it part of the label. Default
   * `label`.
   */
  text?: string;
  /** Called on click. Not used when `href` is given. */
  onToggle?: MouseEventHandler<HTMLButtonElement>;
  /**
   * Renders a link instead of a toggle, e.g. to the sign-in page for anonymous visitors. The
   * link has no pressed state; give it a `label` that says where it leads.
   */
  href?: string;
  /** A change is being saved: the button stays usable and focusable, with `aria-busy`. */
  busy?: boolean;
  /** Default `'icon'`. */
  appearance?: FavoriteButtonAppearance;
  /** Extra styles (e.g. absolute position over a photo). */
  sx?: SxProps<Theme>;
}

const HEART_OUTLINE =
  'M16.5 3c-1.74 0-3.41.81-4.5 2.09C10.91 3.81 9.24 3 7.5 3 4.42 3 2 5.42 2 8.5c0 3.78 3.4 6.86 8.55 11.54L12 21.35l1.45-1.32C18.6 15.36 22 12.28 22 8.5 22 5.42 19.58 3 16.5 3zm-4.4 15.55-.1.1-.1-.1C7.14 14.24 4 11.39 4 8.5 4 6.5 5.5 5 7.5 5c1.54 0 3.04.99 3.57 2.36h1.87C13.46 5.99 14.96 5 16.5 5c2 0 3.5 1.5 3.5 3.5 0 2.89-3.14 5.74-7.9 10.05z';
const HEART_FILLED =
  'M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z';

function Heart({ filled }: { filled: boolean }) {
  return (
    <SvgIcon
      aria-hidden="true"
      focusable="false"
      data-filled={filled ? 'true' : 'false'}
      sx={{ color: filled ? 'secondary.main' : 'inherit' }}
    >
      <path d={filled ? HEART_FILLED : HEART_OUTLINE} />
    </SvgIcon>
  );
}

const OVERLAY_SX = {
  bgcolor: 'background.paper',
  color: 'text.primary',
  boxShadow: 1,
  '&:hover': { bgcolor: 'grey.100' },
} as const;

/**
 * The favourite heart (§1 "favourite listings"): a toggle button with `aria-pressed` and a filled
 * rust heart when pressed, or — with `href` — a link (for anonymous visitors, to sign in first).
 * Presentational: the caller keeps the state and saves it. At least 40×40 px to tap.
 */
export function FavoriteButton({
  pressed,
  label,
  text = label,
  onToggle,
  href,
  busy = false,
  appearance = 'icon',
  sx,
}: FavoriteButtonProps) {
  const extra = Array.isArray(sx) ? sx : [sx];
  const toggleProps =
    href === undefined
      ? { 'aria-pressed': pressed, 'aria-busy': busy || undefined, onClick: onToggle }
      : { href };

  if (appearance === 'button') {
    return (
      <Button
        variant="outlined"
        color={pressed && href === undefined ? 'secondary' : 'primary'}
        startIcon={<Heart filled={pressed && href === undefined} />}
        sx={[{ minHeight: 40 }, ...extra]}
        aria-label={text === label ? undefined : label}
        {...toggleProps}
      >
        {text}
      </Button>
    );
  }

  return (
    <IconButton
      aria-label={label}
      title={label}
      sx={[{ width: 40, height: 40 }, ...(appearance === 'overlay' ? [OVERLAY_SX] : []), ...extra]}
      {...toggleProps}
    >
      <Heart filled={pressed && href === undefined} />
    </IconButton>
  );
}

export default FavoriteButton;
