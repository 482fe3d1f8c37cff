import {
  buildSearchCategoryAndCity,
  DEFAULT_LISTING_SEARCH_FILTERS,
  SearchListingType,
  ViewMode,
} from '@rooms/domain';
import { getT, pathFor } from '@rooms/i18n';
import { ButtonLink, buttonClassName } from '@rooms/ui/button-link';
import { InlineAlert } from '@rooms/ui/inline-alert';
import { ListingCard, listingCardProps } from '@rooms/ui/listing-card';
import { PageContainer } from '@rooms/ui/page-container';
import { Pagination } from '@rooms/ui/pagination';
import { SearchEmptyState } from '@rooms/ui/search-empty-state';
import { listingSearchPath, withFilters } from '@rooms/ui/search-path';
import { SearchViewToggle } from '@rooms/ui/search-view-toggle';
import { routeAlternates } from '@rooms/ui/shell-content';
import {
  BreakpointTable,
  ColourSwatches,
  ShapeSamples,
  SpacingScale,
  TypeScale,
} from '@rooms/ui/style-guide';
import { styleGuideLabels } from '@rooms/ui/style-guide-labels';
import { TextField } from '@rooms/ui/text-field';
import { themeTokens } from '@rooms/ui/theme-tokens';
import { typography } from '@rooms/ui/typography';

import { env } from '../../env';
import { metadataAlternates } from '../../shell/alternates';
import { SiteShell } from '../../shell/site-shell';

import styles from './design-system-page.module.css';
import { SAMPLE_LISTING } from './sample-listing';

import type { ListingSearchFilters } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';

/** The search the search-page parts point to: rooms in Groningen. */
const GRONINGEN_ROOMS: ListingSearchFilters = {
  ...DEFAULT_LISTING_SEARCH_FILTERS,
  searchCategories: [SearchListingType.Room],
  citySlug: 'groningen',
  cityName: 'Groningen',
};

/** Where the page lives in both languages (route `designSystem`). */
const ALTERNATES = routeAlternates('designSystem');

/**
 * Metadata of the design-system page in its language: title, description, canonical and
 * hreflang alternates.
 *
 * @param locale the page's language
 * @returns the page's `Metadata`
 */
export async function designSystemMetadata(locale: Locale): Promise<Metadata> {
  const t = await getT(locale, 'content');
  return {
    title: t('designSystem.meta.title'),
    description: t('designSystem.meta.description'),
    alternates: metadataAlternates(locale, ALTERNATES),
  };
}

/** A titled part of the page: an `h2` (or `h3`) with an anchor and its content. */
function Section({
  id,
  heading,
  level = 2,
  intro,
  children,
}: {
  id: string;
  heading: string;
  level?: 2 | 3;
  intro?: string;
  children: ReactNode;
}) {
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby={id} className={level === 2 ? styles.section : styles.subsection}>
      <Heading id={id} className={level === 2 ? typography.h3 : typography.h5}>
        {heading}
      </Heading>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </section>
  );
}

/**
 * The design-system and style demo page of §2 (`/design-system`, `/en/design-system`): the
 * theme's colours with their contrast, type scale, spacing, breakpoints, corners and shadows,
 * all read from the theme (`themeTokens`), then the main components of `@rooms/ui` as the site
 * renders them (buttons, fields, a listing card, the search page's view switch and pages,
 * messages, an empty search),
 * inside the real header and footer, with a link to Storybook (`STORYBOOK_URL`) for the rest.
 * Reads no request data, so `next build` prerenders it for both languages.
 */
export async function DesignSystemPage({ locale }: { locale: Locale }) {
  const [t, searchT, common] = await Promise.all([
    getT(locale, 'content'),
    getT(locale, 'search'),
    getT(locale),
  ]);
  const tokens = themeTokens();
  const searchOf = (category: SearchListingType, citySlug: string) =>
    pathFor('search', locale, {
      searchCategoryAndCity: buildSearchCategoryAndCity(category, citySlug, locale),
    });
  const roomsInGroningen = listingSearchPath(GRONINGEN_ROOMS, locale);
  const card = listingCardProps(SAMPLE_LISTING, { locale, t: searchT });
  const labels = styleGuideLabels(t);
  return (
    <SiteShell locale={locale} t={common} alternates={ALTERNATES}>
      <PageContainer className={styles.page}>
        <header className={styles.header}>
          <p className={styles.eyebrow}>{t('designSystem.eyebrow')}</p>
          <h1 className={typography.h1}>{t('designSystem.title')}</h1>
          <p className={styles.lead}>{t('designSystem.intro')}</p>
          <p className={styles.storybook}>
            <span>{t('designSystem.storybook.text')}</span>
            <ButtonLink href={env.STORYBOOK_URL} rel="noopener" variant="outlined">
              {t('designSystem.storybook.link')}
            </ButtonLink>
          </p>
        </header>

        <Section
          id="colours"
          heading={t('designSystem.colours.heading')}
          intro={t('designSystem.colours.intro')}
        >
          <ColourSwatches colours={tokens.colours} locale={locale} labels={labels.palette} />
          <Section id="surfaces" level={3} heading={t('designSystem.colours.surfacesHeading')}>
            <ColourSwatches colours={tokens.surfaces} locale={locale} labels={labels.surfaces} />
          </Section>
        </Section>

        <Section
          id="type"
          heading={t('designSystem.type.heading')}
          intro={t('designSystem.type.intro')}
        >
          <TypeScale tokens={tokens.typeScale} sample={labels.typeSample} labels={labels.type} />
        </Section>

        <Section
          id="spacing"
          heading={t('designSystem.spacing.heading')}
          intro={t('designSystem.spacing.intro', { unit: tokens.spacingUnitPx })}
        >
          <SpacingScale
            tokens={tokens.spacing}
            unitPx={tokens.spacingUnitPx}
            label={labels.spacing}
          />
        </Section>

        <Section
          id="breakpoints"
          heading={t('designSystem.breakpoints.heading')}
          intro={t('designSystem.breakpoints.intro', { container: tokens.containerMaxWidthPx })}
        >
          <BreakpointTable tokens={tokens.breakpoints} labels={labels.breakpoints} />
        </Section>

        <Section id="shape" heading={t('designSystem.shape.heading')}>
          <ShapeSamples
            radiusVariable={tokens.radius.variable}
            radiusLabel={labels.radius(tokens.radius.value)}
            shadows={tokens.shadows}
            shadowsLabel={labels.shadows}
            elevationLabel={labels.elevation}
          />
        </Section>

        <Section
          id="components"
          heading={t('designSystem.components.heading')}
          intro={t('designSystem.components.intro')}
        >
          <Section id="buttons" level={3} heading={t('designSystem.components.buttons')}>
            <div className={styles.row}>
              <ButtonLink href={searchOf(SearchListingType.Room, '')} variant="contained">
                {t('designSystem.components.primary')}
              </ButtonLink>
              <ButtonLink
                href={pathFor('createListing', locale)}
                variant="contained"
                color="secondary"
              >
                {t('designSystem.components.secondary')}
              </ButtonLink>
              <ButtonLink href={pathFor('register', locale)} variant="outlined">
                {t('designSystem.components.outlined')}
              </ButtonLink>
              <ButtonLink href={roomsInGroningen} variant="contained" size="large">
                {t('designSystem.components.large')}
              </ButtonLink>
              <button
                type="button"
                className={buttonClassName({ variant: 'outlined', color: 'secondary' })}
              >
                {t('designSystem.components.outlined')}
              </button>
            </div>
          </Section>

          <Section id="fields" level={3} heading={t('designSystem.components.fields')}>
            <div className={styles.fields}>
              <TextField
                id="design-system-name"
                name="firstName"
                autoComplete="given-name"
                label={t('designSystem.components.nameLabel')}
                hint={t('designSystem.components.nameHint')}
              />
              <TextField
                id="design-system-email"
                name="email"
                type="email"
                autoComplete="email"
                label={t('designSystem.components.emailLabel')}
                defaultValue={t('designSystem.components.emailValue')}
                error={t('designSystem.components.emailError')}
              />
            </div>
          </Section>

          <Section id="card" level={3} heading={t('designSystem.components.card')}>
            <ul className={styles.cards}>
              <li>
                <ListingCard {...card} href={roomsInGroningen} headingLevel={3} />
              </li>
            </ul>
          </Section>

          <Section
            id="search-navigation"
            level={3}
            heading={t('designSystem.components.searchNavigation')}
          >
            <div className={styles.stack}>
              <SearchViewToggle
                label={searchT('view.label')}
                options={[
                  {
                    label: searchT('view.list'),
                    href: listingSearchPath(GRONINGEN_ROOMS, locale),
                    current: true,
                    icon: 'list',
                  },
                  {
                    label: searchT('view.map'),
                    href: listingSearchPath(
                      withFilters(GRONINGEN_ROOMS, { searchView: ViewMode.Map }),
                      locale,
                    ),
                    current: false,
                    icon: 'map',
                  },
                ]}
              />
              <Pagination
                page={2}
                pageCount={12}
                hrefForPage={(pageNo) =>
                  listingSearchPath(withFilters(GRONINGEN_ROOMS, { pageNo }), locale)
                }
                label={searchT('pagination.label')}
                previousLabel={searchT('pagination.previous')}
                nextLabel={searchT('pagination.next')}
                pageLabel={(page) => searchT('pagination.page', { page })}
                currentPageLabel={(page) => searchT('pagination.currentPage', { page })}
              />
            </div>
          </Section>

          <Section id="messages" level={3} heading={t('designSystem.components.alerts')}>
            <div className={styles.stack}>
              {/* Shown, not announced: these are examples, not news (role none). */}
              <InlineAlert severity="info" role="none">
                {t('designSystem.components.info')}
              </InlineAlert>
              <InlineAlert severity="success" role="none">
                {t('designSystem.components.success')}
              </InlineAlert>
              <InlineAlert severity="error" role="none">
                {t('designSystem.components.error')}
              </InlineAlert>
            </div>
          </Section>

          <Section id="empty" level={3} heading={t('designSystem.components.emptyHeading')}>
            <SearchEmptyState
              headingLevel={3}
              title={t('designSystem.components.emptyTitle')}
              text={t('designSystem.components.emptyText')}
              actions={[
                {
                  label: t('designSystem.components.emptyAction'),
                  href: searchOf(SearchListingType.Room, ''),
                },
              ]}
            />
          </Section>
        </Section>
      </PageContainer>
    </SiteShell>
  );
}
