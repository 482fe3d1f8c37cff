import styles from './city-grid.module.css';
import { typography } from './typography';

import type { NavLinkItem } from './nav-link';

/** One city tile of a {@link CityGrid}. */
export interface CityGridItem {
  /** City name, e.g. "Den Haag". */
  readonly name: string;
  /** Address of the city's search page (built with `pathFor` by the caller). */
  readonly href: string;
  /** Small line under the name, e.g. the province "Zuid-Holland". */
  readonly detail?: string;
  /** Translated listing count, e.g. "155 listings"; left out when unknown. */
  readonly count?: string;
}

/** Props of {@link CityGrid}. Every text and address comes from the caller. */
export interface CityGridProps {
  /** Heading of the block (rendered as `h2`). */
  readonly heading: string;
  /** Optional line under the heading. */
  readonly subtitle?: string;
  /** The cities, in display order. */
  readonly cities: readonly CityGridItem[];
  /** Optional link under the grid, e.g. to the sitemap with every city. */
  readonly moreLink?: NavLinkItem;
}

/**
 * Popular cities (spec §2 home): a section with a heading and a grid of city links, two columns
 * on 375 px phones, three from `sm` 600 px and four from `md` 1024 px. Each tile is one link
 * whose accessible name is the city name followed by its detail and count. A presentational
 * server component.
 */
export function CityGrid({ heading, subtitle, cities, moreLink }: CityGridProps) {
  return (
    <section aria-labelledby="city-grid-heading">
      <h2 id="city-grid-heading" className={`${typography.h2} ${styles.heading}`}>
        {heading}
      </h2>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      <ul className={subtitle ? styles.grid : `${styles.grid} ${styles.gridSpaced}`}>
        {cities.map((city) => (
          <li key={city.href}>
            <a href={city.href} className={styles.tile}>
              <span className={styles.name}>{city.name}</span>
              {/* The spaces keep the words apart in the link's accessible name. */}
              {city.detail ? (
                <span className={`${typography.body2} ${styles.detail}`}> {city.detail}</span>
              ) : null}
              {city.count ? <span className={styles.count}> {city.count}</span> : null}
            </a>
          </li>
        ))}
      </ul>
      {moreLink ? (
        <a href={moreLink.href} className={styles.more}>
          {moreLink.label}
          <span aria-hidden="true" className={styles.arrow}>
            →
          </span>
        </a>
      ) : null}
    </section>
  );
}

export default CityGrid;
