import { getT, pathFor } from '@rooms/i18n';
import { CallToAction } from '@rooms/ui/call-to-action';
import { CityGrid } from '@rooms/ui/city-grid';
import { HowItWorksSteps } from '@rooms/ui/how-it-works-steps';
import { PageContainer } from '@rooms/ui/page-container';
import { typography } from '@rooms/ui/typography';
import { unstable_cache } from 'next/cache';

import { publicApi } from '../content/public-api';
import { renderAgainSoon } from '../content/render-again-soon';

import styles from './home-sections.module.css';
import { loadPopularCities, popularCityTiles } from './popular-cities';

import type { PopularCity } from './popular-cities';
import type { Locale } from '@rooms/i18n';

/** How long the popular cities and their counts are kept on the server, in seconds. */
const POPULAR_CITIES_REVALIDATE_SECONDS = 600;

const cachedPopularCities = unstable_cache(
  () => loadPopularCities(publicApi()),
  ['home', 'popular-cities'],
  { revalidate: POPULAR_CITIES_REVALIDATE_SECONDS },
);

/** The popular cities, or none when the API cannot be read (the rest of the home page still renders). */
async function popularCities(): Promise<PopularCity[]> {
  try {
    return await cachedPopularCities();
  } catch (error) {
    console.error('home: popular cities unavailable', error);
    await renderAgainSoon();
    return [];
  }
}

/**
 * The home page below the search hero (§2 home): popular cities linking to their search pages
 * with listing counts, "how it works" for tenants and for landlords, and the landlord call to
 * action. Server-rendered; the only data is the cached city list with counts.
 */
export async function HomeSections({ locale }: { readonly locale: Locale }) {
  const [t, cities] = await Promise.all([getT(locale, 'content'), popularCities()]);
  return (
    <>
      {cities.length > 0 ? (
        <PageContainer className={styles.band}>
          <CityGrid
            heading={t('home.popularCities.heading')}
            subtitle={t('home.popularCities.subtitle')}
            cities={popularCityTiles(cities, locale, (count) =>
              t('home.popularCities.count', { count }),
            )}
            moreLink={{
              label: t('home.popularCities.more'),
              href: pathFor('sitemapStatic', locale),
            }}
          />
        </PageContainer>
      ) : null}
      <section aria-labelledby="home-how-it-works" className={`${styles.band} ${styles.tinted}`}>
        <PageContainer>
          <h2 id="home-how-it-works" className={`${typography.h2} ${styles.heading}`}>
            {t('home.howItWorks.heading')}
          </h2>
          <p className={styles.subtitle}>{t('home.howItWorks.subtitle')}</p>
          <div className={styles.steps}>
            <HowItWorksSteps
              heading={t('home.howItWorks.tenants')}
              steps={t('steps.tenant', { returnObjects: true })}
              action={{
                label: t('home.howItWorks.tenantsMore'),
                href: pathFor('howItWorks', locale),
              }}
            />
            <HowItWorksSteps
              heading={t('home.howItWorks.landlords')}
              steps={t('steps.landlord', { returnObjects: true })}
              tone="secondary"
              action={{
                label: t('home.howItWorks.landlordsMore'),
                href: pathFor('landlordHowItWorks', locale),
              }}
            />
          </div>
        </PageContainer>
      </section>
      <PageContainer className={styles.band}>
        <CallToAction
          heading={t('home.landlordCta.heading')}
          text={t('home.landlordCta.text')}
          primary={{ label: t('home.landlordCta.primary'), href: pathFor('createListing', locale) }}
          secondary={{
            label: t('home.landlordCta.secondary'),
            href: pathFor('landlordHowItWorks', locale),
          }}
        />
      </PageContainer>
    </>
  );
}
