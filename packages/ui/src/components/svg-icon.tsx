import { ICON_SPRITE_HREF } from './icon-sprite';
import styles from './svg-icon.module.css';

import type { CSSProperties } from 'react';

/**
 * Size of an icon, as MUI's `fontSize`: `small` 20 px, `medium` 24 px, `large` 35 px,
 * `inherit` the surrounding font size, or a number of px.
 */
export type IconSize = 'small' | 'medium' | 'large' | 'inherit' | number;

/** Props of {@link SvgIcon}: the icon is either path data or a symbol of the sprite. */
export type SvgIconProps = {
  /** Width and height; `medium` (24 px) by default. */
  size?: IconSize;
  /** Extra class of the caller's CSS module (colour, margins). */
  className?: string;
  /** Inline styles, e.g. a colour. */
  style?: CSSProperties;
} & (
  | {
      /** The path data (`d`) of a 24×24 icon, drawn inline. */
      path: string;
      symbol?: never;
    }
  | {
      /**
       * The id of a 24×24 symbol of the site's icon sprite (`ICON_SPRITE_HREF`), drawn with
       * `<use>`: the markup is ~90 bytes whatever the icon, and the sprite is fetched once and
       * cached.
       */
      symbol: string;
      path?: never;
    }
);

/**
 * A decorative icon drawn in `currentColor`, `aria-hidden` (the accessible name always comes
 * from the text or label of the control around it): an inline 24×24-viewBox SVG of one path, or
 * a `<use>` of a symbol of the icon sprite. What `ShellIcon` and `ControlIcon` draw; no hooks, so
 * server and client components use it.
 */
export function SvgIcon({ path, symbol, size = 'medium', className, style }: SvgIconProps) {
  const sized = typeof size === 'number' ? { ...style, fontSize: size } : style;
  // No `style` prop at all without one: an `undefined` prop is written into the RSC payload.
  const styled = sized === undefined ? {} : { style: sized };
  const classes = [styles.icon, typeof size === 'number' ? undefined : styles[size], className]
    .filter(Boolean)
    .join(' ');
  if (symbol !== undefined) {
    // The symbol carries the viewBox; the 1em box comes from the class.
    return (
      <svg aria-hidden="true" className={classes} {...styled}>
        <use href={`${ICON_SPRITE_HREF}#${symbol}`} />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={classes} {...styled}>
      <path d={path} />
    </svg>
  );
}

export default SvgIcon;
