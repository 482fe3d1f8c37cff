import styles from './content-page.module.css';
import { PageContainer } from './page-container';
import { typography } from './typography';

import type { NavLinkItem } from './nav-link';
import type { ReactNode } from 'react';

/** A table inside a content section, e.g. the cookies of one consent category. */
export interface ContentTable {
  /** Accessible caption, shown above the table. */
  readonly caption: string;
  /** Column headings. */
  readonly head: readonly string[];
  /** Rows of cells, each as long as `head`. */
  readonly rows: readonly (readonly string[])[];
}

/**
 * One section of a content page: an `h2` with an anchor, then paragraphs, a bullet list, a table
 * and closing paragraphs, each optional, in that order.
 */
export interface ContentSection {
  /** Anchor of the section (`#id`), unique on the page; may differ per language. */
  readonly id: string;
  /** Heading of the section (rendered as `h2`). */
  readonly heading: string;
  /** Paragraphs before the list. */
  readonly paragraphs?: readonly string[];
  /** Bullet points. */
  readonly list?: readonly string[];
  /** A table after the list. */
  readonly table?: ContentTable;
  /** Paragraphs after the list and table. */
  readonly closing?: readonly string[];
}

/** The texts of a content page, as they are stored in the `content` namespace. */
export interface ContentPageText {
  /** Small line above the title, e.g. "For landlords". */
  readonly eyebrow?: string;
  /** The page title (the only `h1`). */
  readonly title: string;
  /** Lead paragraph under the title. */
  readonly intro: string;
  /** The sections in reading order. */
  readonly sections: readonly ContentSection[];
}

/** Props of {@link ContentPage}. Every text and address comes from the caller. */
export interface ContentPageProps extends ContentPageText {
  /** Line under the intro, e.g. "Last updated: 1 June 2026" (legal pages). */
  readonly updated?: string;
  /**
   * Heading of the table of contents; when given, a list of links to every section is shown
   * (beside the text from `md` 1024 px, above it on smaller screens). Meant for long pages.
   */
  readonly tocLabel?: string;
  /** Content between the header and the sections, e.g. live figures or a step list. */
  readonly lead?: ReactNode;
  /** Content after the sections, e.g. a call to action. */
  readonly children?: ReactNode;
  /** Related pages shown at the end, with their heading. */
  readonly related?: { readonly heading: string; readonly links: readonly NavLinkItem[] };
}

function Paragraphs({ texts }: { texts: readonly string[] | undefined }) {
  if (!texts?.length) return null;
  return texts.map((text, index) => (
    <p key={index} className={styles.paragraph}>
      {text}
    </p>
  ));
}

function SectionTable({ table }: { table: ContentTable }) {
  return (
    // Focusable, so keyboard users can scroll a table wider than a 375 px phone.
    <div role="region" aria-label={table.caption} tabIndex={0} className={styles.tableScroller}>
      <table className={styles.table}>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Section({ section }: { section: ContentSection }) {
  return (
    <section aria-labelledby={section.id} className={styles.section}>
      <h2 id={section.id} className={`${typography.h3} ${styles.sectionHeading}`}>
        {section.heading}
      </h2>
      <Paragraphs texts={section.paragraphs} />
      {section.list?.length ? (
        <ul className={styles.list}>
          {section.list.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.table ? <SectionTable table={section.table} /> : null}
      <Paragraphs texts={section.closing} />
    </section>
  );
}

function TableOfContents({
  label,
  sections,
}: {
  label: string;
  sections: readonly ContentSection[];
}) {
  return (
    <nav aria-label={label} className={styles.toc}>
      <p className={`${typography.subtitle2} ${styles.tocLabel}`}>{label}</p>
      <ol className={styles.tocList}>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className={styles.tocLink}>
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * Layout of every public content page of spec §2 (about, how it works, safety, legal pages,
 * rent out, tips …): a header band with an optional eyebrow, the page's `h1` and a lead
 * paragraph; optional lead content (figures, steps); the sections as `h2` with anchors,
 * paragraphs, lists and tables (tables scroll sideways inside a focusable region on 375 px
 * phones); an optional table of contents (above the text on phones, a sticky column beside it
 * from `md` 1024 px); closing content and related links. The text column is at most 760 px
 * wide and running text at most `70ch` (about 70 characters a line, a readable measure). A
 * presentational server component.
 */
export function ContentPage({
  eyebrow,
  title,
  intro,
  sections,
  updated,
  tocLabel,
  lead,
  children,
  related,
}: ContentPageProps) {
  const withToc = tocLabel !== undefined && sections.length > 1;
  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <PageContainer>
          <div className={styles.measure}>
            {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
            <h1 className={`${typography.h1} ${styles.title}`}>{title}</h1>
            <p className={styles.intro}>{intro}</p>
            {updated ? <p className={`${typography.body2} ${styles.updated}`}>{updated}</p> : null}
          </div>
        </PageContainer>
      </header>
      <PageContainer>
        {lead ? <div className={styles.lead}>{lead}</div> : null}
        <div className={withToc ? `${styles.body} ${styles.withToc}` : styles.body}>
          {withToc ? <TableOfContents label={tocLabel} sections={sections} /> : null}
          <div className={styles.measure}>
            {sections.map((section) => (
              <Section key={section.id} section={section} />
            ))}
          </div>
        </div>
        {children}
        {related && related.links.length > 0 ? (
          <nav aria-labelledby="content-related-heading" className={styles.related}>
            <h2
              id="content-related-heading"
              className={`${typography.h4} ${styles.relatedHeading}`}
            >
              {related.heading}
            </h2>
            <ul className={styles.relatedList}>
              {related.links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    rel={link.external ? 'noopener' : undefined}
                    className={styles.relatedLink}
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </PageContainer>
    </article>
  );
}

export default ContentPage;
