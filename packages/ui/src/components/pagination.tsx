import Box from '@mui/material/Box';

import type { SxProps, Theme } from '@mui/material/styles';

/** One entry of a page list: a page number, or a gap between distant pages. */
export type PaginationItem = number | 'gap';

/**
 * The pages to offer around the current one: always the first and the last, the current page
 * with `siblings` neighbours on each side, and a gap where pages are left out. A gap of one page
 * is shown as that page instead (a gap should save space).
 *
 * @param page current page, from 1 (clamped into 1..pageCount)
 * @param pageCount number of pages (0 or 1 gives `[1]`)
 * @param siblings neighbours on each side of the current page; default 1
 * @returns ascending page numbers with `'gap'` markers, e.g. `[1, 'gap', 4, 5, 6, 'gap', 20]`
 */
export function paginationItems(page: number, pageCount: number, siblings = 1): PaginationItem[] {
  const last = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), last);
  const pages = new Set([1, last]);
  for (let p = current - siblings; p <= current + siblings; p += 1) {
    if (p >= 1 && p <= last) pages.add(p);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous === 2) items.push(p - 1);
    else if (previous !== undefined && p - previous > 2) items.push('gap');
    items.push(p);
  });
  return items;
}

/** Props of {@link Pagination}. Texts and addresses come from the caller. */
export interface PaginationProps {
  /** Current page, from 1. */
  page: number;
  /** Number of pages; nothing is rendered for 1 page or fewer. */
  pageCount: number;
  /** Address of a page (e.g. the search URL with `pageNo`). */
  hrefForPage: (page: number) => string;
  /** Accessible name of the navigation landmark, e.g. "Result pages". */
  label: string;
  /** Text of the previous-page link. */
  previousLabel: string;
  /** Text of the next-page link. */
  nextLabel: string;
  /** Accessible name of a page link, e.g. `(3) => 'Page 3'`. */
  pageLabel: (page: number) => string;
  /** Accessible name of the current page, e.g. `(3) => 'Page 3, current page'`. */
  currentPageLabel: (page: number) => string;
  /** Extra attributes on every link, e.g. `{ 'data-search-link': 'top' }` for client navigation. */
  linkAttributes?: Readonly<Record<`data-${string}`, string>>;
  sx?: SxProps<Theme>;
}

const itemSx = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  height: 44,
  px: 1.5,
  borderRadius: 2,
  fontWeight: 500,
  textDecoration: 'none',
  color: 'text.primary',
} as const;

const linkSx = {
  ...itemSx,
  border: '1px solid',
  borderColor: 'divider',
  bgcolor: 'background.paper',
  '&:hover': { borderColor: 'primary.main', color: 'primary.main' },
} as const;

function Arrow({ children }: { children: string }) {
  return (
    <Box component="span" aria-hidden="true" sx={{ mx: 0.5, fontSize: '1.25em', lineHeight: 1 }}>
      {children}
    </Box>
  );
}

/**
 * Page links of a result list (§2 search, pagination): ordinary links, so paging works without
 * JavaScript and every page has its own address; previous and next carry `rel`. The current page
 * has `aria-current="page"`. Phones (375 px) show previous, "current / total" and next; from
 * `sm` (600 px) the page numbers with gaps. Hook-free: renders on the server.
 */
export function Pagination({
  page,
  pageCount,
  hrefForPage,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  currentPageLabel,
  linkAttributes = {},
  sx,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const edge = (target: number, text: string, rel: 'prev' | 'next', enabled: boolean) =>
    enabled ? (
      <Box component="a" href={hrefForPage(target)} rel={rel} sx={linkSx} {...linkAttributes}>
        {rel === 'prev' ? <Arrow>‹</Arrow> : null}
        {text}
        {rel === 'next' ? <Arrow>›</Arrow> : null}
      </Box>
    ) : (
      <Box
        component="span"
        aria-disabled="true"
        sx={{ ...itemSx, color: 'text.disabled', border: '1px solid', borderColor: 'divider' }}
      >
        {rel === 'prev' ? <Arrow>‹</Arrow> : null}
        {text}
        {rel === 'next' ? <Arrow>›</Arrow> : null}
      </Box>
    );
  return (
    <Box component="nav" aria-label={label} sx={sx}>
      <Box
        component="ul"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          listStyle: 'none',
          m: 0,
          p: 0,
        }}
      >
        <li>{edge(current - 1, previousLabel, 'prev', current > 1)}</li>
        <Box
          component="li"
          aria-hidden="true"
          sx={{ display: { xs: 'block', sm: 'none' }, px: 1, fontWeight: 500 }}
        >
          {current} / {pageCount}
        </Box>
        {paginationItems(current, pageCount).map((item, index) =>
          item === 'gap' ? (
            <Box
              component="li"
              key={`gap-${index}`}
              aria-hidden="true"
              sx={{ display: { xs: 'none', sm: 'block' }, color: 'text.secondary', px: 0.5 }}
            >
              …
            </Box>
          ) : (
            <Box component="li" key={item} sx={{ display: { xs: 'none', sm: 'block' } }}>
              {item === current ? (
                <Box
                  component="a"
                  href={hrefForPage(item)}
                  aria-current="page"
                  aria-label={currentPageLabel(item)}
                  sx={{
                    ...linkSx,
                    bgcolor: 'primary.main',
                    borderColor: 'primary.main',
                    color: 'primary.contrastText',
                    '&:hover': { color: 'primary.contrastText' },
                  }}
                  {...linkAttributes}
                >
                  {item}
                </Box>
              ) : (
                <Box
                  component="a"
                  href={hrefForPage(item)}
                  aria-label={pageLabel(item)}
                  sx={linkSx}
                  {...linkAttributes}
                >
                  {item}
                </Box>
              )}
            </Box>
          ),
        )}
        <li>{edge(current + 1, nextLabel, 'next', current < pageCount)}</li>
      </Box>
    </Box>
  );
}

export default Pagination;
