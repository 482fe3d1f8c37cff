import styles from './link-directory.module.css';
import { typography } from './typography';

import type { CSSProperties } from 'react';

/** A small second link beside a {@link LinkDirectoryLink}, e.g. "streets" next to a city. */
export interface LinkDirectorySecondary {
  /** Visible, translated text. */
  readonly label: string;
  /** Address (built with `pathFor` by the caller). */
  readonly href: string;
  /** Accessible name when the visible text is too short on its own; must contain `label`. */
  readonly accessibleLabel?: string;
}

/** One link of a {@link LinkDirectoryGroup}. */
export interface LinkDirectoryLink {
  /** Visible, translated text. */
  readonly label: string;
  /** Address (built with `pathFor` by the caller). */
  readonly href: string;
  /** Optional translated detail after the label, e.g. "12 listings". */
  readonly detail?: string;
  /** Optional second link after the detail. */
  readonly secondary?: LinkDirectorySecondary;
}

/** A titled group of links, e.g. "Search by category" or one street with its listings. */
export interface LinkDirectoryGroup {
  /** Heading of the group. */
  readonly heading: string;
  /** Optional address of the heading itself, e.g. the street's search page. */
  readonly href?: string;
  /** Optional line under the heading. */
  readonly description?: string;
  /** The links, in display order. */
  readonly links: readonly LinkDirectoryLink[];
}

/** Props of {@link LinkDirectory}. */
export interface LinkDirectoryProps {
  /** The groups, in display order. */
  readonly groups: readonly LinkDirectoryGroup[];
  /** Heading level of the group headings; `h2` by default. */
  readonly headingLevel?: 'h2' | 'h3';
  /** Most link columns from `md` 1024 px (one on phones, two from `sm` 600 px); 3 by default. */
  readonly columns?: 2 | 3 | 4;
  /**
   * `stacked` (default): each group full width, its links in columns — for a few long groups.
   * `flow`: the groups themselves flow through the columns, each group's links in one column —
   * for many short groups, such as the streets of a city.
   */
  readonly layout?: 'stacked' | 'flow';
}

/**
 * A directory of link groups for the HTML sitemaps (spec §2 `/sitemap/...`): each group a
 * heading (optionally itself a link), an optional description and its links in newspaper
 * columns (one on 375 px phones, two from `sm` 600 px, up to `columns` from `md` 1024 px), each
 * link with an optional detail such as a listing count and an optional second link. Links are
 * plain anchors styled by a few shared classes, so a directory of thousands of links stays
 * light; each is at least 32 px high for touch. A presentational server component.
 */
export function LinkDirectory({
  groups,
  headingLevel = 'h2',
  columns = 3,
  layout = 'stacked',
}: LinkDirectoryProps) {
  const flow = layout === 'flow';
  const Heading = headingLevel;
  const headingType = flow ? typography.h6 : headingLevel === 'h2' ? typography.h4 : typography.h5;
  // The column count from `md`, read by the style sheet.
  const columnStyle = { '--directory-columns': columns } as CSSProperties;
  return (
    <div className={`${styles.directory} ${styles[layout]}`} style={columnStyle}>
      {groups.map((group) => (
        <section key={`${group.heading}-${group.href ?? ''}`} className={styles.group}>
          <Heading
            className={`${headingType} ${flow || group.description ? styles.headingTight : styles.heading}`}
          >
            {group.href ? <a href={group.href}>{group.heading}</a> : group.heading}
          </Heading>
          {group.description ? (
            <p className={`${typography.body2} ${styles.description}`}>{group.description}</p>
          ) : null}
          <ul className={styles.links}>
            {group.links.map((link) => (
              <li key={link.href}>
                <a className={styles.link} href={link.href}>
                  {link.label}
                </a>
                {link.detail ? <span className={styles.detail}>{link.detail}</span> : null}
                {link.secondary ? (
                  <a
                    className={styles.secondary}
                    href={link.secondary.href}
                    aria-label={link.secondary.accessibleLabel}
                  >
                    {link.secondary.label}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export default LinkDirectory;
