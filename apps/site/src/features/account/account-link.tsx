import styles from './account-link.module.css';

import type { ReactNode } from 'react';

/** Props of {@link AccountLink}. */
export interface AccountLinkProps {
  /** A path built with `pathFor`. */
  href: string;
  children: ReactNode;
}

/**
 * A text link between the account pages (sign-in, registration, reset): MUI's underlined link
 * look in the primary colour, at least 44 px tall for touch. A plain anchor (a full page load)
 * rather than `next/link`, whose 4 kB of router code the account pages then do without.
 * Without MUI and hooks, so server and client components can render it.
 */
export function AccountLink({ href, children }: AccountLinkProps) {
  return (
    <a href={href} className={styles.link}>
      {children}
    </a>
  );
}
