import styles from './key-figures.module.css';
import { typography } from './typography';

import type { CSSProperties, ReactNode } from 'react';

/** One figure of a {@link KeyFigures} block. */
export interface KeyFigure {
  /** Stable key, e.g. `activeTenants`. */
  readonly id: string;
  /** The formatted value, e.g. "1.234" or "16 dagen"; `null` while unknown (shows a skeleton). */
  readonly value: string | null;
  /** What the value is, e.g. "tenants looking for a home". */
  readonly label: string;
  /** Optional small print, e.g. the basis of an average. */
  readonly note?: string;
}

/** Props of {@link KeyFigures}. Every text comes from the caller. */
export interface KeyFiguresProps {
  /** Heading of the block (rendered as `h2`). */
  readonly heading: string;
  /** The figures, in display order. */
  readonly figures: readonly KeyFigure[];
  /** Optional control above the figures, e.g. a city picker. */
  readonly control?: ReactNode;
  /** True while new values are loading: the figures are marked busy for assistive technology. */
  readonly busy?: boolean;
  /** A message shown instead of missing values when loading failed. */
  readonly error?: string;
}

/**
 * Live key figures (spec §2 rent-out pages, §7 active-tenant count and average rent-out days):
 * a heading, an optional control and figure cards side by side from `sm` 600 px, stacked on
 * 375 px phones. Unknown values show a pulsing placeholder; the figure list is a polite live
 * region, so screen readers hear new values after the control changes. A presentational
 * server component (the control may be a client island).
 */
export function KeyFigures({ heading, figures, control, busy = false, error }: KeyFiguresProps) {
  // The number of columns from `sm`, read by the style sheet.
  const columns = { '--key-figures-columns': Math.max(1, figures.length) } as CSSProperties;
  return (
    <section aria-labelledby="key-figures-heading" className={styles.block}>
      <div className={styles.top}>
        <h2 id="key-figures-heading" className={`${typography.h4} ${styles.heading}`}>
          {heading}
        </h2>
        {control ? <div className={styles.control}>{control}</div> : null}
      </div>
      <dl aria-live="polite" aria-busy={busy} className={styles.figures} style={columns}>
        {figures.map((figure) => (
          <div key={figure.id} className={styles.figure}>
            <dt className={styles.label}>
              {figure.label}
              {figure.note ? (
                <span className={`${typography.body2} ${styles.note}`}>{figure.note}</span>
              ) : null}
            </dt>
            <dd className={busy ? `${styles.value} ${styles.busy}` : styles.value}>
              {figure.value ?? (error ? '–' : <span className={styles.placeholder} />)}
            </dd>
          </div>
        ))}
      </dl>
      {error ? (
        <p role="alert" className={`${typography.body2} ${styles.error}`}>
          {error}
        </p>
      ) : null}
    </section>
  );
}

export default KeyFigures;
