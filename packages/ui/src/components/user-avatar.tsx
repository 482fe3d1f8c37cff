'use client';

import Avatar from '@mui/material/Avatar';

import type { ShellPhoto } from './shell-menu';

/** Props of {@link UserAvatar}. */
export interface UserAvatarProps {
  /** First name; its first letter is the initials avatar when there is no photo. */
  name: string;
  /** The photo at this size, or `null`/absent for the initials avatar. */
  photo?: ShellPhoto | null;
  /** Displayed width and height in px when there is no photo (with a photo, `photo.size`). */
  size: number;
}

/**
 * The user's round photo (§2: 30×30 px in the header, 40×40 px in the drawer), or their
 * initial on the brand colour when they have none or it fails to load (MUI Avatar falls back to
 * its children). Decorative (`alt=""`): the name is always given by the control around it.
 */
export function UserAvatar({ name, photo, size }: UserAvatarProps) {
  const initial = name.trim().charAt(0).toLocaleUpperCase() || '?';
  const px = photo?.size ?? size;
  return (
    <Avatar
      src={photo?.src}
      alt=""
      aria-hidden="true"
      slotProps={{ img: { srcSet: photo?.srcSet, width: px, height: px } }}
      sx={{
        width: px,
        height: px,
        fontSize: px * 0.45,
        fontWeight: 600,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      {initial}
    </Avatar>
  );
}

export default UserAvatar;
