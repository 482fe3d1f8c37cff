import { ButtonLink, buttonClassName } from './button-link';
import { CanalHouses } from './canal-houses';
import styles from './error-page.module.css';
import { PageContainer } from './page-container';
import { typography } from './typography';

import type { NavLinkItem } from './nav-link';

/** Props of {@link ErrorPage}. All texts and addresses come from the caller, already translated. */
export interface ErrorPageProps {
  /** The HTTP status shown large beside the text, e.g. `404` or `500` (decorative). */
  code: string;
  /** The page's heading (`<h1>`), e.g. "This page does not exist" or "Oops!". */
  title: string;
  /** Explanation below the heading. */
  text: string;
  /** A further hint, e.g. "Refresh the page or try again in a few minutes." */
  hint?: string;
  /** A link button, e.g. to the home page. */
  homeAction?: NavLinkItem;
  /** Label of the retry button; shown together with `onRetry`. */
  retryLabel?: string;
  /** Called by the retry button (error boundaries: re-render the failed segment). */
  onRetry?: () => void;
  /** Heading of the link list (visually hidden when absent: then `title` names the list). */
  linksLabel?: string;
  /** Helpful links, e.g. the §2 404 list; shown in one column on phones, two from `sm`. */
  links?: readonly NavLinkItem[];
  /** The trace id of this failure (§2: 404 and 500 pages show it), or `null` while unknown. */
  traceId?: string | null;
  /** The trace id's line as shown, e.g. "Trace ID: 3f9a…" (translation `error.traceId`). */
  traceIdText?: string;
}

/**
 * The body of the 404 and 500 pages (§2 Shell): the heading, text and hint, optional retry and
 * home buttons, a list of helpful links and the trace id (selectable, so a visitor can quote it
 * to support). Beside it from `md` 1024 px a teal panel with the status code and canal houses.
 * Hook-free: a server component for the 404 page; the 500 page's client boundary passes
 * `onRetry`, which only a client component can.
 */
export function ErrorPage({
  code,
  title,
  text,
  hint,
  homeAction,
  retryLabel,
  onRetry,
  linksLabel,
  links = [],
  traceId,
  traceIdText,
}: ErrorPageProps) {
  // One error body per page, so a fixed id is unique.
  const headingId = 'error-page-heading';
  return (
    <PageContainer className={styles.page}>
      <div className={styles.grid}>
        <section aria-labelledby={headingId} className={styles.body}>
          <p aria-hidden="true" className={styles.code}>
            {code}
          </p>
          <h1 id={headingId} className={`${typography.h1} ${styles.title}`}>
            {title}
          </h1>
          <p className={hint ? `${styles.text} ${styles.textWithHint}` : styles.text}>{text}</p>
          {hint ? <p className={styles.hint}>{hint}</p> : null}
          {(onRetry && retryLabel) || homeAction ? (
            <div className={styles.actions}>
              {onRetry && retryLabel ? (
                <button
                  type="button"
                  className={buttonClassName({
                    variant: 'contained',
                    color: 'secondary',
                    size: 'large',
                  })}
                  onClick={onRetry}
                >
                  {retryLabel}
                </button>
              ) : null}
              {homeAction ? (
                <ButtonLink href={homeAction.href} variant="outlined" size="large">
                  {homeAction.label}
                </ButtonLink>
              ) : null}
            </div>
          ) : null}
          {links.length > 0 ? (
            <nav aria-label={linksLabel ?? title} className={styles.nav}>
              {linksLabel ? (
                <h2 className={`${typography.h6} ${styles.linksHeading}`}>{linksLabel}</h2>
              ) : null}
              <ul className={styles.links}>
                {links.map((item) => (
                  <li key={item.href}>
                    <a
                      href={item.href}
                      rel={item.external ? 'noopener' : undefined}
                      className={styles.link}
                    >
                      {item.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {traceId && traceIdText ? (
            <p data-testid="trace-id" data-trace-id={traceId} className={styles.trace}>
              {traceIdText}
            </p>
          ) : null}
        </section>
        <div aria-hidden="true" className={styles.panel}>
          <p className={styles.panelCode}>{code}</p>
          <CanalHouses />
        </div>
      </div>
    </PageContainer>
  );
}

export default ErrorPage;
