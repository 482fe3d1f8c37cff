import { linkAttributes } from './nav-link';
import { PageContainer } from './page-container';
import { RoomsLogo } from './rooms-logo';
import styles from './site-footer.module.css';
import { typography } from './typography';

import type { NavLinkItem } from './nav-link';

export type { NavLinkItem } from './nav-link';

/** Props of {@link SiteFooter}. All texts and addresses come from the caller. */
export interface SiteFooterProps {
  /** Brand name (translation `appName`). */
  appName: string;
  /** Accessible name of the footer navigation landmark. */
  navigationLabel: string;
  /** The footer links of spec §2 in display order (about, tenant search, terms …). */
  links: readonly NavLinkItem[];
  /** Heading of the social-network links (translation `footer.social`); shown only with `socialLinks`. */
  socialLabel?: string;
  /** Links to the social networks; external. */
  socialLinks?: readonly NavLinkItem[];
  /** Copyright line, e.g. "© 2026 Rooms". */
  copyright: string;
}

/**
 * Site footer (spec §2 Shell): the logo, the footer links as a list in one column on phones,
 * two from `sm` 600 px and three from `md` 1024 px (read down each column), optional
 * social-network links and the copyright line. Presentational server component: the caller
 * builds every address and text.
 */
export function SiteFooter({
  appName,
  navigationLabel,
  links,
  socialLabel,
  socialLinks = [],
  copyright,
}: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <PageContainer>
        <div className={styles.logo}>
          <RoomsLogo name={appName} tone="light" />
        </div>
        <nav aria-label={navigationLabel}>
          <ul className={styles.links}>
            {links.map((item) => (
              <li key={item.href}>
                <a href={item.href} {...linkAttributes(item)} className={styles.link}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {socialLinks.length > 0 ? (
          <div className={styles.social}>
            {socialLabel ? (
              <h2 className={`${typography.subtitle2} ${styles.socialHeading}`}>{socialLabel}</h2>
            ) : null}
            <ul className={styles.socialLinks}>
              {socialLinks.map((item) => (
                <li key={item.href}>
                  <a href={item.href} rel="noopener" className={styles.link}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <p className={`${typography.body2} ${styles.copyright}`}>{copyright}</p>
      </PageContainer>
    </footer>
  );
}

export default SiteFooter;
