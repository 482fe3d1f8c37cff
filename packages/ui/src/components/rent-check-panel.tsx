import { rentCheckVerdict } from '@rooms/domain';

import { RentCheckBadge } from './rent-check-badge';
import styles from './rent-check-panel.module.css';
import { formatEuroCents, formatIsoDate } from './search-format';

import type { RoomRentEstimate } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';
import type { TFunction } from 'i18next';

/** The Huurcommissie's own rent check and points count, where every outcome points to. */
export const HUURCOMMISSIE_RENT_CHECK_URL =
  'https://www.huurcommissie.nl/huurcommissie-helpt/beschikbare-tools/huurprijscheck-en-puntentelling';

/**
 * What the panel says, which decides its look: `within` the asked rent is within the estimate
 * (the positive badge), `above` it is above (a neutral note), `unknown` there is an estimate but
 * nothing to compare it with (utilities included in the rent, or no rent typed yet), `pending`
 * there is no estimate yet (the surface is missing).
 */
export type RentCheckState = 'within' | 'above' | 'unknown' | 'pending';

/** Props of {@link RentCheckPanel}. Every text comes translated and formatted from the caller. */
export interface RentCheckPanelProps {
  /** The panel's heading and name, e.g. "Huurprijscheck" / "Legal rent check". */
  readonly heading: string;
  /** Level of the heading element. Default 2. */
  readonly headingLevel?: 2 | 3;
  readonly state: RentCheckState;
  /** The badge's words, shown in the `within` state. */
  readonly badge?: string | undefined;
  /** The main sentence: the estimated maximum, the note when above, or what is missing. */
  readonly message: string;
  /** A second sentence, e.g. why the rent cannot be compared. */
  readonly detail?: string | undefined;
  /** That it is an estimate: points and the table's date. */
  readonly explanation?: string | undefined;
  /** Further lines for the reader, e.g. the wizard's "advice only". */
  readonly notes?: readonly string[] | undefined;
  /** The assumptions behind the estimate, in a disclosure closed by default. */
  readonly assumptions?:
    | {
        /** The disclosure's summary, e.g. "What the estimate assumes". */
        readonly summary: string;
        /** One plain sentence per assumption. */
        readonly items: readonly string[];
        /** The source line of the table. */
        readonly source: string;
      }
    | undefined;
  /** The link to the Huurcommissie's own check (opens in a new tab). */
  readonly link: {
    readonly href: string;
    readonly label: string;
    /** Said to screen readers after the label, e.g. "(opens in a new tab)". */
    readonly newTab: string;
  };
  /**
   * Announce changes of the outcome politely (the wizard, where it follows the typed rent); off
   * on a page that does not change.
   */
  readonly live?: boolean;
  /** Extra class of the caller's CSS module, e.g. a margin. */
  readonly className?: string;
}

/** An "i" in a circle (Material "info", outlined) for the neutral note. */
const INFO =
  'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8z';

/**
 * The legal rent check of a room: the points system's estimate of the maximum basic rent (kale
 * huur) against the asked rent. `within` shows the positive {@link RentCheckBadge}; `above` a
 * neutral note (grey-blue with an "i", never red: the estimate counts missing facts at their
 * least, so an asked rent above it may still be lawful); `unknown` the maximum with why it cannot
 * be compared; `pending` what is missing. Always says it is an estimate, lists its assumptions in
 * a native disclosure and links to the Huurcommissie's own check in a new tab. Presentational,
 * hook-free and without MUI: the advert page renders it on the server, the wizard in its form.
 */
export function RentCheckPanel({
  heading,
  headingLevel = 2,
  state,
  badge,
  message,
  detail,
  explanation,
  notes = [],
  assumptions,
  link,
  live = false,
  className,
}: RentCheckPanelProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-label={heading}
      className={className === undefined ? styles.panel : `${styles.panel} ${className}`}
      data-testid="rent-check"
      data-state={state}
    >
      <Heading className={styles.heading}>{heading}</Heading>
      <div className={styles.outcome} {...(live ? { 'aria-live': 'polite' as const } : {})}>
        {state === 'within' && badge !== undefined ? <RentCheckBadge label={badge} /> : null}
        {state === 'above' ? (
          <div className={styles.note} data-testid="rent-check-note">
            <svg
              className={styles.noteIcon}
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
            >
              <path d={INFO} />
            </svg>
            <p>{message}</p>
          </div>
        ) : (
          <p className={styles.message}>{message}</p>
        )}
        {detail === undefined ? null : <p className={styles.message}>{detail}</p>}
      </div>
      {explanation === undefined ? null : <p className={styles.muted}>{explanation}</p>}
      {notes.map((note) => (
        <p key={note} className={styles.muted}>
          {note}
        </p>
      ))}
      {assumptions === undefined || assumptions.items.length === 0 ? null : (
        <details className={styles.assumptions}>
          <summary className={styles.summary}>{assumptions.summary}</summary>
          <ul className={styles.list}>
            {assumptions.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className={styles.muted}>{assumptions.source}</p>
        </details>
      )}
      <a
        href={link.href}
        target="_blank"
        rel="noopener"
        className={styles.link}
        data-testid="rent-check-link"
      >
        {link.label} <span className={styles.hidden}>{link.newTab}</span>
      </a>
    </section>
  );
}

/** What {@link rentCheckPanelProps} works from. */
export interface RentCheckPanelInput {
  /**
   * The room's estimate (`roomRentEstimate` of `@rooms/domain`); null while a fact it needs (the
   * surface) is missing: the panel then says so (`pending`).
   */
  readonly estimate: RoomRentEstimate | null;
  /** The asked rent, euro cents per month; null while none is typed. */
  readonly askedRentCents: number | null;
  /** The asked rent includes utilities (gas, water, electricity): no verdict. */
  readonly utilitiesIncluded: boolean;
  readonly locale: Locale;
  /** `rentCheck` translations of that language. */
  readonly t: TFunction<'rentCheck'>;
}

/**
 * The props of a {@link RentCheckPanel} for a room: with utilities included or without a rent the
 * estimated maximum and why there is no verdict (the share of the utilities is unknown, so the
 * basic rent is too); otherwise the verdict of `rentCheckVerdict`, the badge when within, the
 * neutral note with the maximum when above. With the points, the table's date, one sentence per
 * assumption and the Huurcommissie's link. Pure and server- and client-safe.
 *
 * @param input the estimate, the asked rent and whether it includes utilities, language and texts
 * @returns the panel's props (the caller may add `notes`, `live`, `headingLevel`)
 */
export function rentCheckPanelProps(input: RentCheckPanelInput): RentCheckPanelProps {
  const { estimate, askedRentCents, utilitiesIncluded, locale, t } = input;
  const base = {
    heading: t('heading'),
    link: { href: HUURCOMMISSIE_RENT_CHECK_URL, label: t('link'), newTab: t('newTab') },
  };
  if (estimate === null) {
    return { ...base, state: 'pending', message: t('wizard.needsSurface') };
  }
  const amount = formatEuroCents(estimate.maxRentCents, locale);
  const described = {
    ...base,
    explanation: t('explanation', {
      count: estimate.points,
      date: formatIsoDate(estimate.tableValidFrom, locale),
    }),
    assumptions: {
      summary: t('assumptionsSummary'),
      items: estimate.assumptions.map((code) => t(`assumptions.${code}`)),
      source: t('source'),
    },
  };
  const maximum = t('maximum', { amount });
  // The asked rent with utilities has a basic rent below it by an unknown share: no verdict.
  const verdict =
    utilitiesIncluded || askedRentCents === null
      ? null
      : rentCheckVerdict(askedRentCents, estimate);
  if (verdict === null) {
    return {
      ...described,
      state: 'unknown',
      message: maximum,
      detail: utilitiesIncluded ? t('utilitiesIncluded') : t('wizard.needsRent'),
    };
  }
  if (verdict.verdict === 'within') {
    return { ...described, state: 'within', badge: t('badge'), message: maximum };
  }
  return { ...described, state: 'above', message: t('above', { amount }) };
}

export default RentCheckPanel;
