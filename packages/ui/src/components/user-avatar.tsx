import styles from './user-avatar.module.css';

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
 * The user's round photo (§2: 30×30 px in the header, 40×40 px in the drawer; other sizes on
 * the messaging and landlord pages), or their initial on the brand colour. The photo lies over the
 * initial; one that fails to load draws the initial again in its place (CSS on the broken
 * image's pseudo-element hides the browser's broken-image icon), so no JavaScript is needed.
 * Decorative (`aria-hidden`): the name is always given by the control around it. A server
 * component.
 */
export function UserAvatar({ name, photo, size }: UserAvatarProps) {
  const initial = name.trim().charAt(0).toLocaleUpperCase() || '?';
  const px = photo?.size ?? size;
  return (
    <span
      aria-hidden="true"
      data-testid="user-avatar"
      className={styles.avatar}
      style={{ width: px, height: px, fontSize: px * 0.45 }}
    >
      {initial}
      {photo ? (
        <img
          src={photo.src}
          srcSet={photo.srcSet}
          width={px}
          height={px}
          alt=""
          data-initial={initial}
          className={styles.photo}
        />
      ) : null}
    </span>
  );
}

export default UserAvatar;
