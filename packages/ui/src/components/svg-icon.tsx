import styles from './svg-icon.module.css';

import type { CSSProperties } from 'react';

/**
 * Size of an icon, as MUI's `fontSize`: `small` 20 px, `medium` 24 px, `large` 35 px,
 * `inherit` the surrounding font size, or a number of px.
 */
export type IconSize = 'small' | 'medium' | 'large' | 'inherit' | number;

/** Props of {@link SvgIcon}. */
export interface SvgIconProps {
  /** The path data (`d`) of a 24×24 icon. */
  path: string;
  /** Width and height; `medium` (24 px) by default. */
  size?: IconSize;
  /** Extra class of the caller's CSS module (colour, margins). */
  className?: string;
  /** Inline styles, e.g. a colour. */
  style?: CSSProperties;
}

/**
 * A decorative icon: an inline 24×24-viewBox SVG of one path drawn in `currentColor`,
 * `aria-hidden` (the accessible name always comes from the text or label of the control around
 * it). What `ShellIcon` and `ControlIcon` draw; no hooks, so server and client components use it.
 */
export function SvgIcon({ path, size = 'medium', className, style }: SvgIconProps) {
  const sized = typeof size === 'number' ? { ...style, fontSize: size } : style;
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={[styles.icon, typeof size === 'number' ? undefined : styles[size], className]
        .filter(Boolean)
        .join(' ')}
      style={sized}
    >
      <path d={path} />
    </svg>
  );
}

export default SvgIcon;
