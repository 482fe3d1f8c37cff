import styles from './rooms-logo.module.css';

/** Props of {@link RoomsLogo}. */
export interface RoomsLogoProps {
  /** Brand name shown beside the mark, e.g. `Rooms` (from the `appName` translation). */
  name: string;
  /** `light` for dark backgrounds (footer), `dark` for light ones (header). */
  tone?: 'dark' | 'light';
}

/**
 * The Rooms logo: a house-with-door mark and the brand name. Decorative mark (`aria-hidden`),
 * so the accessible name is the text; wrap it in a link to make it the "home" link. A server
 * component.
 */
export function RoomsLogo({ name, tone = 'dark' }: RoomsLogoProps) {
  const dark = tone === 'dark';
  return (
    <span className={`${styles.logo} ${dark ? styles.dark : styles.light}`}>
      <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={styles.mark}>
        <rect width="32" height="32" rx="8" fill="currentColor" />
        {/* The house is cut out of the tile: white on the teal tile, teal on the white tile. */}
        <path d="M16 7 6.5 15h2.7v9.5h13.6V15h2.7L16 7Z" fill={dark ? '#FFFFFF' : '#0B5D6B'} />
        <rect x="14" y="17.5" width="4" height="7" rx="1" fill={dark ? '#A6400F' : '#D0683A'} />
      </svg>
      <span className={styles.name}>{name}</span>
    </span>
  );
}

export default RoomsLogo;
