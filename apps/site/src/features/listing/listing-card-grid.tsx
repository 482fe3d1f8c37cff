import styles from './listing-card-grid.module.css';

import type { ReactNode } from 'react';

/**
 * A list of result cards (`children`: one `<li>` per card) in a grid of one column on phones,
 * two from 600 px and three from 1024 px (§9 breakpoints); used by the favourites and the
 * landlord's public profile. A server component without MUI.
 */
export function ListingCardGrid({ children }: { children: ReactNode }) {
  return <ul className={styles.grid}>{children}</ul>;
}
