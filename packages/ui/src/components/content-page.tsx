import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

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

const READING_WIDTH = 760;

function Paragraphs({ texts }: { texts: readonly string[] | undefined }) {
  if (!texts?.length) return null;
  return texts.map((text, index) => (
    <Typography key={index} variant="body1" component="p" sx={{ mb: 2, lineHeight: 1.7 }}>
      {text}
    </Typography>
  ));
}

function SectionTable({ table }: { table: ContentTable }) {
  return (
    <Box
      role="region"
      aria-label={table.caption}
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        mb: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Box
        component="table"
        sx={{
          width: '100%',
          minWidth: 520,
          borderCollapse: 'collapse',
          fontSize: '0.9375rem',
          '& caption': {
            captionSide: 'top',
            textAlign: 'left',
            fontWeight: 600,
            px: 2,
            pt: 1.5,
            pb: 1,
          },
          '& th, & td': {
            textAlign: 'left',
            verticalAlign: 'top',
            px: 2,
            py: 1.25,
            borderTop: 1,
            borderColor: 'divider',
          },
          '& th': { fontWeight: 600, bgcolor: 'rgba(11, 93, 107, 0.06)' },
        }}
      >
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
      </Box>
    </Box>
  );
}

function Section({ section }: { section: ContentSection }) {
  const headingId = section.id;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ mb: { xs: 4, md: 5 }, scrollMarginTop: 24 }}
    >
      <Typography
        id={headingId}
        variant="h3"
        component="h2"
        sx={{ mb: 2, scrollMarginTop: 24, color: 'text.primary' }}
      >
        {section.heading}
      </Typography>
      <Paragraphs texts={section.paragraphs} />
      {section.list?.length ? (
        <Box component="ul" sx={{ pl: 3, mt: 0, mb: 2, '& li': { mb: 1, lineHeight: 1.7 } }}>
          {section.list.map((item, index) => (
            <Typography key={index} component="li" variant="body1">
              {item}
            </Typography>
          ))}
        </Box>
      ) : null}
      {section.table ? <SectionTable table={section.table} /> : null}
      <Paragraphs texts={section.closing} />
    </Box>
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
    <Box
      component="nav"
      aria-label={label}
      sx={{
        position: { md: 'sticky' },
        top: { md: 24 },
        p: 2.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Typography component="p" variant="subtitle2" sx={{ mb: 1, color: 'text.secondary' }}>
        {label}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5, '& li': { py: 0.25 } }}>
        {sections.map((section) => (
          <li key={section.id}>
            <Link href={`#${section.id}`} sx={{ display: 'inline-block', py: 0.25 }}>
              {section.heading}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * Layout of every public content page of spec §2 (about, how it works, safety, legal pages,
 * rent out, tips …): a header band with an optional eyebrow, the page's `h1` and a lead
 * paragraph; optional lead content (figures, steps); the sections as `h2` with anchors,
 * paragraphs, lists and tables (tables scroll sideways inside a focusable region on 375 px
 * phones); an optional table of contents (above the text on phones, a sticky column beside it
 * from `md` 1024 px); closing content and related links. Text lines stay under 760 px wide.
 * Presentational and hook-free: works as a server component.
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
    <Box component="article" sx={{ pb: { xs: 6, md: 10 } }}>
      <Box
        component="header"
        sx={{
          bgcolor: '#E6F0F2',
          borderBottom: 1,
          borderColor: 'divider',
          py: { xs: 4, md: 7 },
          mb: { xs: 4, md: 6 },
        }}
      >
        <Container>
          <Box sx={{ maxWidth: READING_WIDTH }}>
            {eyebrow ? (
              <Typography
                component="p"
                variant="overline"
                sx={{ color: 'primary.dark', fontWeight: 700, letterSpacing: '0.08em' }}
              >
                {eyebrow}
              </Typography>
            ) : null}
            <Typography variant="h1" component="h1" sx={{ mb: 2, color: 'text.primary' }}>
              {title}
            </Typography>
            <Typography
              component="p"
              sx={{ fontSize: { xs: '1.125rem', md: '1.25rem' }, lineHeight: 1.6 }}
            >
              {intro}
            </Typography>
            {updated ? (
              <Typography component="p" variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
                {updated}
              </Typography>
            ) : null}
          </Box>
        </Container>
      </Box>
      <Container>
        {lead ? <Box sx={{ mb: { xs: 4, md: 6 } }}>{lead}</Box> : null}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: withToc
              ? { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' }
              : 'minmax(0, 1fr)',
            columnGap: 6,
            rowGap: 4,
            alignItems: 'start',
          }}
        >
          {withToc ? <TableOfContents label={tocLabel} sections={sections} /> : null}
          <Box sx={{ maxWidth: READING_WIDTH, minWidth: 0 }}>
            {sections.map((section) => (
              <Section key={section.id} section={section} />
            ))}
          </Box>
        </Box>
        {children}
        {related && related.links.length > 0 ? (
          <Box
            component="nav"
            aria-labelledby="content-related-heading"
            sx={{ mt: { xs: 5, md: 7 }, pt: 4, borderTop: 1, borderColor: 'divider' }}
          >
            <Typography id="content-related-heading" variant="h4" component="h2" sx={{ mb: 2 }}>
              {related.heading}
            </Typography>
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
                gap: 1.5,
              }}
            >
              {related.links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      minHeight: 48,
                      px: 2,
                      border: 1,
                      borderColor: 'divider',
                      borderRadius: 1,
                      bgcolor: 'background.paper',
                      fontWeight: 500,
                      '&:hover': { borderColor: 'primary.main' },
                    }}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        ) : null}
      </Container>
    </Box>
  );
}

export default ContentPage;
