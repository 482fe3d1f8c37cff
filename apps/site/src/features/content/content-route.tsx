import { buildSearchCategoryAndCity, SearchListingType } from '@rooms/domain';
import { getT, isLocale, pathFor } from '@rooms/i18n';
import { CallToAction } from '@rooms/ui/call-to-action';
import { ContentPage } from '@rooms/ui/content-page';
import { HowItWorksSteps } from '@rooms/ui/how-it-works-steps';
import { routeAlternates } from '@rooms/ui/shell-content';
import { notFound } from 'next/navigation';

import { env } from '../../env';
import { metadataAlternates } from '../../shell/alternates';
import { SiteShell } from '../../shell/site-shell';

import {
  CONTENT_PAGES,
  CONTENT_TEXT_VALUES,
  contentPageTexts,
  formatUpdatedDate,
} from './content-pages';
import { RentOutFiguresSection } from './rent-out-figures-section';
import { SourcesSection } from './sources-section';

import type { ContentPageConfig, ContentPageKey, ContentSteps, ContentT } from './content-pages';
import type { Locale } from '@rooms/i18n';
import type { NavLinkItem } from '@rooms/ui/site-footer';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';

/**
 * The page's language from the `[locale]` route params; any other value is a 404.
 *
 * @param params the route params promise of a page under `app/[locale]/`
 * @returns the locale
 * @throws the Next.js not-found signal for an unknown locale
 */
export async function localeOf(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}

/**
 * Metadata of a content page in its language (§2): title, description, canonical and hreflang
 * alternates (nl, en, x-default) and Open Graph texts.
 *
 * @param locale the page's language
 * @param key the content page (its route key)
 * @returns the page's `Metadata`
 */
export async function contentPageMetadata(locale: Locale, key: ContentPageKey): Promise<Metadata> {
  const texts = contentPageTexts(await getT(locale, 'content'), key);
  return {
    title: texts.meta.title,
    description: texts.meta.description,
    alternates: metadataAlternates(locale, routeAlternates(key)),
    openGraph: {
      title: texts.meta.title,
      description: texts.meta.description,
      locale: locale === 'nl' ? 'nl_NL' : 'en_GB',
      type: 'article',
    },
  };
}

function relatedLinks(
  locale: Locale,
  t: ContentT,
  config: ContentPageConfig,
  supportUrl: string | undefined,
  supportLabel: string,
): NavLinkItem[] {
  const links: NavLinkItem[] = config.related.map((route) => ({
    label: t(`sitemap.pages.${route}`),
    href: pathFor(route, locale),
  }));
  return supportUrl ? [...links, { label: supportLabel, href: supportUrl, external: true }] : links;
}

function callToAction(locale: Locale, t: ContentT, kind: ContentPageConfig['cta']): ReactNode {
  if (kind === undefined) return null;
  const cta =
    kind === 'advert'
      ? {
          heading: t('cta.placeAdvert'),
          text: t('cta.placeAdvertText'),
          primary: { label: t('home.landlordCta.primary'), href: pathFor('createListing', locale) },
          secondary: { label: t('cta.howItWorks'), href: pathFor('landlordHowItWorks', locale) },
        }
      : {
          heading: t('cta.startSearching'),
          text: t('cta.startSearchingText'),
          primary: {
            label: t('cta.startSearching'),
            href: pathFor('search', locale, {
              searchCategoryAndCity: buildSearchCategoryAndCity(SearchListingType.Room, '', locale),
            }),
          },
          secondary: { label: t('cta.safety'), href: pathFor('safetyTenant', locale) },
        };
  return (
    <div style={{ marginTop: 8 }}>
      <CallToAction {...cta} tone="light" />
    </div>
  );
}

/** The heading of each list of steps. */
const STEPS_HEADINGS = {
  tenant: 'home.howItWorks.tenants',
  landlord: 'home.howItWorks.landlords',
  referral: 'stepsHeading.referral',
  cashback: 'stepsHeading.cashback',
} as const satisfies Record<ContentSteps, string>;

/** Props of {@link ContentRoute}. */
export interface ContentRouteProps {
  readonly locale: Locale;
  readonly page: ContentPageKey;
  /**
   * A client island shown after the steps, before the sections: the signed-in user's own part
   * of the page (the referral link and invitations, the cashback state). The page's HTML stays
   * the same for every visitor; the island fills itself in the browser.
   */
  readonly island?: ReactNode;
}

/**
 * A whole content page of §2 inside the site shell: the texts of `pages.<page>` rendered by
 * `ContentPage`, plus what the page's {@link CONTENT_PAGES} entry asks for (steps, live
 * figures, table of contents, last-updated date, the data sources, call to action, related
 * links and the help centre when configured). One component for every content route, so the page
 * files stay thin.
 */
export async function ContentRoute({ locale, page, island }: ContentRouteProps) {
  const [t, common] = await Promise.all([getT(locale, 'content'), getT(locale)]);
  const config: ContentPageConfig = CONTENT_PAGES[page];
  const texts = contentPageTexts(t, page);
  const supportUrl = env.helpCentreUrl[locale];
  const steps = config.steps;
  const top = steps ? (
    <HowItWorksSteps
      heading={t(STEPS_HEADINGS[steps])}
      headingLevel="h2"
      steps={t(`steps.${steps}`, { returnObjects: true, ...CONTENT_TEXT_VALUES })}
      tone={steps === 'landlord' ? 'secondary' : 'primary'}
    />
  ) : config.figures ? (
    <RentOutFiguresSection locale={locale} t={t} />
  ) : null;
  const lead =
    top === null && island === undefined ? undefined : (
      <>
        {top}
        {island}
      </>
    );
  return (
    <SiteShell
      locale={locale}
      t={common}
      alternates={routeAlternates(page)}
      supportUrl={supportUrl}
    >
      <ContentPage
        eyebrow={t(`eyebrow.${config.eyebrow}`)}
        title={texts.title}
        intro={texts.intro}
        sections={texts.sections}
        {...(config.toc ? { tocLabel: t('toc') } : {})}
        {...(config.updated ? { updated: t('updated', { date: formatUpdatedDate(locale) }) } : {})}
        lead={lead}
        related={{
          heading: t('related'),
          links: relatedLinks(locale, t, config, supportUrl, common('footer.support')),
        }}
      >
        {config.sources ? <SourcesSection t={t} /> : null}
        {callToAction(locale, t, config.cta)}
      </ContentPage>
    </SiteShell>
  );
}
