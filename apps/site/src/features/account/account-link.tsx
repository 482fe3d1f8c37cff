'use client';

import Link from '@mui/material/Link';
import NextLink from 'next/link';

import type { ReactNode } from 'react';

/** Props of {@link AccountLink}. */
export interface AccountLinkProps {
  /** A path built with `pathFor`. */
  href: string;
  children: ReactNode;
}

/**
 * A text link between the account pages (sign-in, registration, reset): MUI's link look with
 * Next.js client navigation, at least 44 px tall for touch.
 */
export function AccountLink({ href, children }: AccountLinkProps) {
  return (
    <Link
      component={NextLink}
      href={href}
      underline="always"
      sx={{ fontWeight: 500, display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
    >
      {children}
    </Link>
  );
}
