import styles from './pagination.module.css';

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
  /** Extra class of the `nav`, from the caller's CSS module (e.g. a top margin). */
  className?: string;
}

function Arrow({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className={styles.arrow}>
      {children}
    </span>
  );
}

/**
 * Page links of a result list (§2 search, pagination): ordinary links, so paging works without
 * JavaScript and every page has its own address; previous and next carry `rel`. The current page
 * has `aria-current="page"`. Phones (375 px) show previous, "current / total" and next; from
 * `sm` (600 px) the page numbers with gaps. A server component without MUI.
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
  className,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const edge = (target: number, text: string, rel: 'prev' | 'next', enabled: boolean) => {
    const content = (
      <>
        {rel === 'prev' ? <Arrow>‹</Arrow> : null}
        {text}
        {rel === 'next' ? <Arrow>›</Arrow> : null}
      </>
    );
    return enabled ? (
      <a href={hrefForPage(target)} rel={rel} className={styles.link} {...linkAttributes}>
        {content}
      </a>
    ) : (
      <span aria-disabled="true" className={styles.disabled}>
        {content}
      </span>
    );
  };
  return (
    <nav aria-label={label} className={className}>
      <ul className={styles.list}>
        <li>{edge(current - 1, previousLabel, 'prev', current > 1)}</li>
        <li aria-hidden="true" className={styles.position}>
          {current} / {pageCount}
        </li>
        {paginationItems(current, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className={`${styles.wide} ${styles.gap}`}>
              …
            </li>
          ) : (
            <li key={item} className={styles.wide}>
              {item === current ? (
                <a
                  href={hrefForPage(item)}
                  aria-current="page"
                  aria-label={currentPageLabel(item)}
                  className={`${styles.link} ${styles.current}`}
                  {...linkAttributes}
                >
                  {item}
                </a>
              ) : (
                <a
                  href={hrefForPage(item)}
                  aria-label={pageLabel(item)}
                  className={styles.link}
                  {...linkAttributes}
                >
                  {item}
                </a>
              )}
            </li>
          ),
        )}
        <li>{edge(current + 1, nextLabel, 'next', current < pageCount)}</li>
      </ul>
    </nav>
  );
}

export default Pagination;
