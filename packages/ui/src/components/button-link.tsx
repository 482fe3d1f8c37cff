import styles from './button-link.module.css';

import type { ReactNode } from 'react';

/** How a {@link ButtonLink} (or a `<button>` styled by {@link buttonClassName}) looks. */
export interface ButtonLook {
  /** `contained` (filled, the main action) or `outlined` (a border, a second action). */
  readonly variant: 'contained' | 'outlined';
  /** Palette colour; `primary` by default. */
  readonly color?: 'primary' | 'secondary';
  /** `medium` (about 36 px high) by default, or `large` (about 42 px). */
  readonly size?: 'medium' | 'large';
  /** Extra class of the caller's CSS module (e.g. a minimum height); its rules need a selector of higher specificity than one class to override the button's own. */
  readonly className?: string;
}

/**
 * The class names that make an element look like MUI's Button of the Rooms theme.
 *
 * @param look variant, colour, size and an optional extra class
 * @returns a `className` value
 */
export function buttonClassName({
  variant,
  color = 'primary',
  size = 'medium',
  className,
}: ButtonLook): string {
  return [
    styles.button,
    styles[variant],
    styles[color],
    size === 'large' ? styles.large : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

/** Props of {@link ButtonLink}. */
export interface ButtonLinkProps extends ButtonLook {
  /** Address of the link (built with `pathFor` by the caller). */
  readonly href: string;
  /** `rel`, e.g. `noopener` for a link that leaves the site. */
  readonly rel?: string;
  /** The visible label. */
  readonly children: ReactNode;
}

/**
 * A link that looks like a button (what MUI's `Button` with `href` rendered): a plain `<a>`, so
 * it works in server components and without JavaScript; role and name stay those of a link.
 */
export function ButtonLink({ href, rel, children, ...look }: ButtonLinkProps) {
  return (
    <a href={href} rel={rel} className={buttonClassName(look)}>
      {children}
    </a>
  );
}

export default ButtonLink;
