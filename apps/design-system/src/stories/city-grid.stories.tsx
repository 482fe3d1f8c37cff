import { buildSearchCategoryAndCity, SearchListingType } from '@rooms/domain';
import { pathFor } from '@rooms/i18n';
import { CityGrid } from '@rooms/ui/city-grid';
import { PageContainer } from '@rooms/ui/page-container';

import { useContentStory } from '../content-story-texts';

import type { Meta, StoryObj } from '@storybook/react-vite';

/** The biggest cities as `/search/cities` returns them, with counts as the seeded API gives them. */
const CITIES = [
  { name: 'Amsterdam', slug: 'amsterdam', province: 'Noord-Holland', count: 329 },
  { name: 'Rotterdam', slug: 'rotterdam', province: 'Zuid-Holland', count: 272 },
  { name: 'Den Haag', slug: 'den-haag', province: 'Zuid-Holland', count: 237 },
  { name: 'Utrecht', slug: 'utrecht', province: 'Utrecht', count: 165 },
  { name: 'Groningen', slug: 'groningen', province: 'Groningen', count: 81 },
  { name: 'Eindhoven', slug: 'eindhoven', province: 'Noord-Brabant', count: 110 },
  { name: "'s-Hertogenbosch", slug: 's-hertogenbosch', province: 'Noord-Brabant', count: 1 },
  { name: 'Nijmegen', slug: 'nijmegen', province: 'Gelderland', count: 90 },
];

function CityGridStory() {
  const { locale, t } = useContentStory();
  return (
    <div style={{ paddingBlock: 32 }}>
      <PageContainer>
        <CityGrid
          heading={t('home.popularCities.heading')}
          subtitle={t('home.popularCities.subtitle')}
          cities={CITIES.map((city) => ({
            name: city.name,
            ...(city.province === city.name ? {} : { detail: city.province }),
            count: t('home.popularCities.count', { count: city.count }),
            href: pathFor('search', locale, {
              searchCategoryAndCity: buildSearchCategoryAndCity(
                SearchListingType.Generic,
                city.slug,
                locale,
              ),
            }),
          }))}
          moreLink={{ label: t('home.popularCities.more'), href: pathFor('sitemapStatic', locale) }}
        />
      </PageContainer>
    </div>
  );
}

/** Popular cities of the home page (§2), linking to their search pages. */
const meta = {
  title: 'Content/CityGrid',
  component: CityGridStory,
} satisfies Meta<typeof CityGridStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: four columns from 1024 px. */
export const Dutch: Story = { globals: { locale: 'nl' } };

/** English. */
export const English: Story = { globals: { locale: 'en' } };

/** Dutch on a 375 px phone: two columns. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};

/** English on a 375 px phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};
