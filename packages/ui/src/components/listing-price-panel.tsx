import { visuallyHidden } from '../visually-hidden';

import styles from './listing-price-panel.module.css';

import type { ReactNode } from 'react';

/** One cost line of a {@link ListingPricePanel}. */
export interface PriceLine {
  /** E.g. "Servicekosten" / "Service costs". */
  label: string;
  /** E.g. "€ 27". */
  value: string;
  /** Draw it as the sum under a rule (e.g. "Totaal per maand"). */
  total?: boolean;
}

/** Props of {@link ListingPricePanel}. */
export interface ListingPricePanelProps {
  /** Heading for screen readers and the panel's name, e.g. "Huur en kosten". */
  heading: string;
  /** The rent, formatted, e.g. "€ 640". */
  price: string;
  /** Next to the rent, e.g. "per maand". */
  priceNote: string;
  /** Cost lines: service costs, deposit, total. */
  lines: readonly PriceLine[];
  /** Short notes under the costs, e.g. "Exclusief gas, water en licht". */
  notes?: readonly string[];
  /** Availability, highlighted, e.g. "Beschikbaar vanaf 23 jan 2027". */
  availability: string;
  /** Buttons: react, favourite, share. Laid out full width, stacked. */
  actions?: ReactNode;
  /** Stick to the top of the viewport while scrolling, from the `md` breakpoint. Default true. */
  sticky?: boolean;
}

/**
 * The rent panel of a listing page (§2 listing detail, §3 price fields): the rent large, the
 * monthly costs and deposit as a small table, notes (utilities), the availability and the
 * actions. Beside the content on desktop (sticky), above the details on phones. Presentational,
 * hook-free and without MUI (a server component); amounts come formatted from the caller.
 */
export function ListingPricePanel({
  heading,
  price,
  priceNote,
  lines,
  notes = [],
  availability,
  actions,
  sticky = true,
}: ListingPricePanelProps) {
  return (
    <section
      aria-label={heading}
      className={sticky ? `${styles.panel} ${styles.sticky}` : styles.panel}
    >
      <h2 style={visuallyHidden}>{heading}</h2>
      <div className={styles.rent}>
        <p className={styles.price}>{price}</p>
        <p className={styles.priceNote}>{priceNote}</p>
      </div>
      {lines.length > 0 ? (
        <dl className={styles.costs}>
          {lines.map((line) => (
            <div
              key={line.label}
              className={line.total ? `${styles.line} ${styles.total}` : styles.line}
            >
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {notes.map((note) => (
        <p key={note} className={styles.note}>
          {note}
        </p>
      ))}
      <p className={styles.availability}>{availability}</p>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}

export default ListingPricePanel;
