import { isRoomsError } from '@rooms/domain';
import { getT } from '@rooms/i18n';
import { ButtonLink } from '@rooms/ui/button-link';
import { ContentPage } from '@rooms/ui/content-page';
import { LinkDirectory } from '@rooms/ui/link-directory';
import { routeAlternates } from '@rooms/ui/shell-content';
import { notFound } from 'next/navigation';

import { env } from '../../../env';
import { metadataAlternates } from '../../../shell/alternates';
import { SiteShell } from '../../../shell/site-shell';
import { formatCount } from '../figures-format';
import { publicApi } from '../public-api';

import { cachedListingIndex } from './cached-index';
import { loadCityListings, streetsOf } from './city-listings';
import { citiesByLetter, citiesInCategory, distinctCityLabels } from './listing-index';
import {
  categorySitemapAlternates,
  citySitemapAlternates,
  searchAlternates,
  STATIC_PAGE_GROUPS,
  staticPagePath,
} from './site-pages';
import { SITEMAP_CATEGORIES, sitemapCategoryKey, sitemapCategoryOf } from './sitemap-categories';
import styles from './sitemap-pages.module.css';

import type { SearchCategory } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';
import type { LinkDirectoryGroup } from '@rooms/ui/link-directory';
import type { PageAlternates } from '@rooms/ui/shell-content';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';

type ContentT = Awaited<ReturnType<typeof getT<'content'>>>;

function pageMetadata(
  locale: Locale,
  alternates: PageAlternates,
  title: string,
  description: string,
): Metadata {
  return {
    title,
    description,
    alternates: metadataAlternates(locale, alternates),
    openGraph: { title, description, locale: locale === 'nl' ? 'nl_NL' : 'en_GB' },
  };
}

async function SitemapFrame({
  locale,
  alternates,
  children,
}: {
  locale: Locale;
  alternates: PageAlternates;
  children: ReactNode;
}) {
  const common = await getT(locale);
  return (
    <SiteShell
      locale={locale}
      t={common}
      alternates={alternates}
      supportUrl={env.helpCentreUrl[locale]}
    >
      {children}
    </SiteShell>
  );
}

/** The plural name of a category, and the same in lower case for use inside a sentence. */
function categoryNames(t: ContentT, category: SearchCategory, locale: Locale) {
  const name = t(`sitemap.categories.${sitemapCategoryKey(category)}`);
  return { name, inSentence: name.toLocaleLowerCase(locale === 'nl' ? 'nl-NL' : 'en-GB') };
}

// ---------------------------------------------------------------------------------------------
// /sitemap/static

/** Metadata of the static sitemap (§2 `/sitemap/static`). */
export async function staticSitemapMetadata(locale: Locale): Promise<Metadata> {
  const t = await getT(locale, 'content');
  return pageMetadata(
    locale,
    routeAlternates('sitemapStatic'),
    t('sitemap.static.meta.title'),
    t('sitemap.static.meta.description'),
  );
}

/**
 * The static sitemap (§2 `/sitemap/static`): every public information page grouped for
 * tenants, landlords, about Rooms and legal; the country-wide search of every category; and the
 * sitemap of every category (cities with listings).
 */
export async function StaticSitemap({ locale }: { locale: Locale }) {
  const t = await getT(locale, 'content');
  const groups: LinkDirectoryGroup[] = [
    ...STATIC_PAGE_GROUPS.map((group) => ({
      heading: t(`sitemap.static.groups.${group.key}`),
      links: group.routes.map((route) => ({
        label: t(`sitemap.pages.${route}`),
        href: staticPagePath(route, locale),
      })),
    })),
    {
      heading: t('sitemap.static.groups.search'),
      links: SITEMAP_CATEGORIES.map(([key, category]) => ({
        label: t(`sitemap.categories.${key}`),
        href: searchAlternates(category, '')[locale],
      })),
    },
    {
      heading: t('sitemap.static.groups.categories'),
      links: SITEMAP_CATEGORIES.map(([, category]) => ({
        label: t('sitemap.static.categoryLink', {
          category: categoryNames(t, category, locale).inSentence,
        }),
        href: categorySitemapAlternates(category)[locale],
      })),
    },
  ];
  return (
    <SitemapFrame locale={locale} alternates={routeAlternates('sitemapStatic')}>
      <ContentPage
        title={t('sitemap.static.title')}
        intro={t('sitemap.static.intro')}
        sections={[]}
      >
        <LinkDirectory groups={groups} columns={3} />
      </ContentPage>
    </SitemapFrame>
  );
}

// ---------------------------------------------------------------------------------------------
// /sitemap/{category}

/**
 * The category of a sitemap URL segment, or a 404.
 *
 * @param word the `cityOrSearchCategory` segment
 * @param locale the page's language
 * @returns the category
 * @throws the Next.js not-found signal when the word is no category word of the language
 */
export function categoryOrNotFound(word: string, locale: Locale): SearchCategory {
  const category = sitemapCategoryOf(decodeURIComponent(word), locale);
  if (category === null) notFound();
  return category;
}

/** Metadata of a category sitemap (§2 `/sitemap/{cityOrSearchCategory}`). */
export async function categorySitemapMetadata(
  locale: Locale,
  category: SearchCategory,
): Promise<Metadata> {
  const t = await getT(locale, 'content');
  const names = categoryNames(t, category, locale);
  return pageMetadata(
    locale,
    categorySitemapAlternates(category),
    t('sitemap.category.metaTitle', { category: names.name }),
    t('sitemap.category.metaDescription', { category: names.inSentence }),
  );
}

/**
 * The sitemap of a category (§2 `/sitemap/{cityOrSearchCategory}`): every city with listings
 * of the category, A to Z, each linking to the category's search in that city with its
 * listing count, and to the city's own sitemap of streets.
 */
export async function CategorySitemap({
  locale,
  category,
}: {
  locale: Locale;
  category: SearchCategory;
}) {
  const [t, index] = await Promise.all([getT(locale, 'content'), cachedListingIndex()]);
  const names = categoryNames(t, category, locale);
  const cities = citiesInCategory(index, category);
  const total = cities.reduce((sum, city) => sum + city.count, 0);
  const labels = distinctCityLabels(cities);
  const groups: LinkDirectoryGroup[] = citiesByLetter(cities).map(([letter, list]) => ({
    heading: letter,
    links: list.map((city) => ({
      label: labels.get(city.slug) ?? city.name,
      href: searchAlternates(category, city.slug)[locale],
      detail: t('sitemap.listingCount', { count: city.count }),
      secondary: {
        label: t('sitemap.category.streetsLink'),
        href: citySitemapAlternates(category, city.slug)[locale],
        accessibleLabel: t('sitemap.category.streetsLinkLabel', {
          city: labels.get(city.slug) ?? city.name,
        }),
      },
    })),
  }));
  return (
    <SitemapFrame locale={locale} alternates={categorySitemapAlternates(category)}>
      <ContentPage
        eyebrow={t('sitemap.static.title')}
        title={t('sitemap.category.title', { category: names.name })}
        intro={
          cities.length === 0
            ? t('sitemap.category.empty')
            : t('sitemap.category.intro', {
                count: total,
                cities: formatCount(cities.length, locale),
              })
        }
        sections={[]}
        related={{
          heading: t('related'),
          links: [
            { label: t('sitemap.static.title'), href: routeAlternates('sitemapStatic')[locale] },
            { label: names.name, href: searchAlternates(category, '')[locale] },
          ],
        }}
      >
        <LinkDirectory groups={groups} columns={4} />
      </ContentPage>
    </SitemapFrame>
  );
}

// ---------------------------------------------------------------------------------------------
// /sitemap/{category}/{city}

/**
 * The city of a city sitemap URL: its slug resolved through `GET /gis/slugs/{slug}`, or a 404
 * for a slug that is no city.
 *
 * @param slug the `cityID` segment (a city slug)
 * @returns the city's slug and display name
 * @throws the Next.js not-found signal for an unknown city; RoomsError for other API failures
 */
export async function cityOrNotFound(slug: string): Promise<{ slug: string; name: string }> {
  try {
    const { data } = await publicApi().GET('/gis/slugs/{slugId}', {
      params: { path: { slugId: decodeURIComponent(slug) } },
    });
    if (data === undefined || data.type !== 'city') notFound();
    return { slug: data.citySlug, name: data.cityName };
  } catch (error) {
    if (isRoomsError(error) && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}

/** Metadata of a city sitemap (§2 `/sitemap/{cityOrSearchCategory}/{cityID}`). */
export async function citySitemapMetadata(
  locale: Locale,
  category: SearchCategory,
  city: { slug: string; name: string },
): Promise<Metadata> {
  const t = await getT(locale, 'content');
  const names = categoryNames(t, category, locale);
  return pageMetadata(
    locale,
    citySitemapAlternates(category, city.slug),
    t('sitemap.city.metaTitle', { category: names.name, city: city.name }),
    t('sitemap.city.metaDescription', { category: names.inSentence, city: city.name }),
  );
}

/**
 * The sitemap of a city in a category (§2 `/sitemap/{cityOrSearchCategory}/{cityID}`): the
 * streets of the city with listings of the category, each linking to the street's search, with
 * every listing linking to its detail page and showing its rent; plus the city's search.
 */
export async function CitySitemap({
  locale,
  category,
  city,
}: {
  locale: Locale;
  category: SearchCategory;
  city: { slug: string; name: string };
}) {
  const [t, listings] = await Promise.all([
    getT(locale, 'content'),
    loadCityListings(publicApi(), category, city),
  ]);
  const names = categoryNames(t, category, locale);
  const streets = streetsOf(listings.listings, category, city.slug, locale);
  const euro = new Intl.NumberFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  const groups: LinkDirectoryGroup[] = streets.map((street) => ({
    heading: street.name,
    href: street.href,
    links: street.listings.map((listing) => ({
      label: listing.label,
      href: listing.href,
      detail: t('sitemap.city.rent', { rent: euro.format(listing.rentCents / 100) }),
    })),
  }));
  const intro =
    listings.totalCount === 0
      ? t('sitemap.city.empty', { city: city.name })
      : t('sitemap.city.intro', {
          count: listings.totalCount,
          city: city.name,
          streets: formatCount(streets.length, locale),
        });
  const truncated = listings.totalCount > listings.listings.length;
  return (
    <SitemapFrame locale={locale} alternates={citySitemapAlternates(category, city.slug)}>
      <ContentPage
        eyebrow={t('sitemap.static.title')}
        title={t('sitemap.city.title', { category: names.name, city: city.name })}
        intro={
          truncated
            ? `${intro} ${t('sitemap.city.truncated', { count: listings.listings.length })}`
            : intro
        }
        sections={[]}
        lead={
          <ButtonLink
            href={searchAlternates(category, city.slug)[locale]}
            variant="contained"
            size="large"
            className={styles.searchCity}
          >
            {t('sitemap.city.searchCity', { category: names.inSentence, city: city.name })}
          </ButtonLink>
        }
        related={{
          heading: t('related'),
          links: [
            {
              label: t('sitemap.city.back', { category: names.inSentence }),
              href: categorySitemapAlternates(category)[locale],
            },
            { label: t('sitemap.static.title'), href: routeAlternates('sitemapStatic')[locale] },
          ],
        }}
      >
        <LinkDirectory groups={groups} headingLevel="h2" columns={3} layout="flow" />
      </ContentPage>
    </SitemapFrame>
  );
}
