import NextLink from 'next/link';

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
 * look in the primary colour with Next.js client navigation, at least 44 px tall for touch.
 * Without MUI and hooks, so server and client components can render it.
 */
export function AccountLink({ href, children }: AccountLinkProps) {
  return (
    <NextLink href={href} className={styles.link}>
      {children}
    </NextLink>
  );
}
