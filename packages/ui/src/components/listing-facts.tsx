import styles from './listing-facts.module.css';

/** One fact of a {@link ListingFacts} list. */
export interface ListingFact {
  /** What it is, e.g. "Oppervlakte" / "Surface". */
  label: string;
  /** Its value as the visitor reads it, e.g. "12 m²". */
  value: string;
  /**
   * A yes/no fact (e.g. a private bathroom, pets allowed) gets a check or a cross before the
   * value; the value text still says it in words. Leave out for plain facts.
   */
  tone?: 'positive' | 'negative';
}

/** Props of {@link ListingFacts}. */
export interface ListingFactsProps {
  /** Heading of the group, e.g. "Voorzieningen" / "Facilities". */
  heading: string;
  /** Level of the heading element. Default 2. */
  headingLevel?: 2 | 3;
  /** The facts in reading order. */
  facts: readonly ListingFact[];
  /** Columns, on phones too (the facts are short). Default 2. */
  columns?: 1 | 2;
}

const CHECK = 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z';
const CROSS =
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

/**
 * A titled group of listing facts (§3 listing fields: surface, furnishing, facilities, preferred
 * tenant, current residents…) as a definition list: label above value, in two columns (the
 * facts are short, so also on phones). Yes/no facts show a check or cross icon next to the
 * words. Presentational, hook-free and without MUI (renders on the server); every text comes
 * translated.
 */
export function ListingFacts({ heading, headingLevel = 2, facts, columns = 2 }: ListingFactsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section>
      <Heading className={styles.heading}>{heading}</Heading>
      <dl className={columns === 2 ? `${styles.list} ${styles.twoColumns}` : styles.list}>
        {facts.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt className={styles.label}>{fact.label}</dt>
            <dd className={styles.value}>
              {fact.tone === undefined ? null : (
                <svg
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  focusable="false"
                  data-tone={fact.tone}
                  className={`${styles.icon} ${fact.tone === 'positive' ? styles.positive : styles.negative}`}
                >
                  <path d={fact.tone === 'positive' ? CHECK : CROSS} />
                </svg>
              )}
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export default ListingFacts;
