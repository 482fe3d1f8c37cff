import classes from './typography.module.css';

/**
 * The theme's type scale (theme.ts) as CSS-module class names for pages without MUI:
 * `h1` … `h6` (responsive sizes of h1–h3 from `sm` 600 px and `md` 1024 px), `subtitle2` and
 * `body2`. They set only font and letter spacing, so they combine with a component's own class
 * for margins and colours, e.g. `className={`${typography.h2} ${styles.heading}`}`.
 */
export const typography = classes;
