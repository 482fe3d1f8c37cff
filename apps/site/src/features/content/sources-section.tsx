import { typography } from '@rooms/ui/typography';

import styles from './sources-section.module.css';

import type { ContentT } from './content-pages';
import type { EN_RESOURCES } from '@rooms/i18n';

/** A reference data source credited on the about page (`sources.items.<key>` texts). */
export type SourceKey = keyof (typeof EN_RESOURCES)['content']['sources']['items'];

/** A link of a source: its label (a proper name, not translated) and address. */
export interface SourceLink {
  readonly label: string;
  readonly href: string;
}

/** What the site links for one source: the publishers' sites and, when it has one, the licence. */
export interface SourceLinks {
  readonly websites: readonly SourceLink[];
  readonly licence?: SourceLink;
}

const CC_BY_4: SourceLink = {
  label: 'CC BY 4.0',
  href: 'https://creativecommons.org/licenses/by/4.0/',
};

/**
 * The sources of the reference data (`data/README.md`), in the order shown: GeoNames and CBS
 * ask for attribution (CC BY 4.0), BAG is public domain (credited as a courtesy), and the rent
 * figures are credited to their publishers.
 */
export const SOURCES: Readonly<Record<SourceKey, SourceLinks>> = {
  geonames: {
    websites: [{ label: 'GeoNames', href: 'https://www.geonames.org/' }],
    licence: CC_BY_4,
  },
  cbs: {
    websites: [
      {
        label: 'CBS',
        href: 'https://www.cbs.nl/nl-nl/onze-diensten/methoden/classificaties/overig/gemeentelijke-indelingen-per-jaar',
      },
    ],
    licence: CC_BY_4,
  },
  bag: {
    websites: [
      {
        label: 'Kadaster BAG',
        href: 'https://www.kadaster.nl/zakelijk/registraties/basisregistraties/bag',
      },
    ],
    licence: { label: 'CC0 1.0', href: 'https://creativecommons.org/publicdomain/zero/1.0/' },
  },
  rents: {
    websites: [
      { label: 'Kamernet', href: 'https://kamernet.nl/' },
      { label: 'Pararius', href: 'https://www.pararius.nl/' },
    ],
  },
};

const SOURCE_KEYS = Object.keys(SOURCES) as SourceKey[];

/** Props of {@link SourcesSection}. */
export interface SourcesSectionProps {
  /** The `content` translations of the page's language. */
  readonly t: ContentT;
}

function LinkLine({ label, links }: { label: string; links: readonly SourceLink[] }) {
  return (
    <p className={styles.links}>
      {label}:{' '}
      {links.map((link, index) => (
        <span key={link.href}>
          {index > 0 ? ', ' : null}
          <a href={link.href} rel="noopener" className={styles.link}>
            {link.label}
          </a>
        </span>
      ))}
    </p>
  );
}

/**
 * The "sources" section of the about page: every open data set and published figure the site
 * uses, with the attribution its licence asks for and links to the publisher and the licence.
 * A server component; no script.
 */
export function SourcesSection({ t }: SourcesSectionProps) {
  const id = t('sources.id');
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={`${typography.h3} ${styles.heading}`}>
        {t('sources.heading')}
      </h2>
      <p className={styles.intro}>{t('sources.intro')}</p>
      <ul className={styles.list}>
        {SOURCE_KEYS.map((key) => {
          const { websites, licence } = SOURCES[key];
          return (
            <li key={key} className={styles.item}>
              <h3 className={`${typography.h6} ${styles.name}`}>
                {t(`sources.items.${key}.name`)}
              </h3>
              <p className={styles.text}>{t(`sources.items.${key}.use`)}</p>
              <p className={styles.text}>{t(`sources.items.${key}.credit`)}</p>
              <LinkLine label={t('sources.website')} links={websites} />
              {licence ? <LinkLine label={t('sources.licence')} links={[licence]} /> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
