import { buildSearchCategoryAndCity, SearchListingType } from '@rooms/domain';
import { pathFor } from '@rooms/i18n';
import { LinkDirectory } from '@rooms/ui/link-directory';
import { PageContainer } from '@rooms/ui/page-container';

import { useContentStory } from '../content-story-texts';

import type { Locale } from '@rooms/i18n';
import type { LinkDirectoryGroup } from '@rooms/ui/link-directory';
import type { Meta, StoryObj } from '@storybook/react-vite';

const CITIES: Record<string, readonly [string, string, number][]> = {
  A: [
    ['Almere', 'almere', 35],
    ['Amersfoort', 'amersfoort', 22],
    ['Amsterdam', 'amsterdam', 143],
    ['Arnhem', 'arnhem', 23],
  ],
  B: [
    ['Beek', 'beek', 1],
    ['Beek (Berg en Dal)', 'beek-berg-en-dal', 1],
    ['Breda', 'breda', 22],
  ],
};

function cityGroups(
  locale: Locale,
  t: ReturnType<typeof useContentStory>['t'],
): LinkDirectoryGroup[] {
  const room = SearchListingType.Room;
  return Object.entries(CITIES).map(([letter, cities]) => ({
    heading: letter,
    links: cities.map(([name, slug, count]) => ({
      label: name,
      href: pathFor('search', locale, {
        searchCategoryAndCity: buildSearchCategoryAndCity(room, slug, locale),
      }),
      detail: t('sitemap.listingCount', { count }),
      secondary: {
        label: t('sitemap.category.streetsLink'),
        href: pathFor('sitemapCity', locale, {
          cityOrSearchCategory: locale === 'nl' ? 'kamer' : 'room',
          cityID: slug,
        }),
        accessibleLabel: t('sitemap.category.streetsLinkLabel', { city: name }),
      },
    })),
  }));
}

function LinkDirectoryStory() {
  const { locale, t } = useContentStory();
  return (
    <div style={{ paddingBlock: 32 }}>
      <PageContainer>
        <LinkDirectory groups={cityGroups(locale, t)} columns={4} />
      </PageContainer>
    </div>
  );
}

/** The link lists of the HTML sitemaps (§2 `/sitemap/...`): cities of a category. */
const meta = {
  title: 'Content/LinkDirectory',
  component: LinkDirectoryStory,
} satisfies Meta<typeof LinkDirectoryStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: cities with rooms, A and B. */
export const Dutch: Story = { globals: { locale: 'nl' } };

/** English. */
export const English: Story = { globals: { locale: 'en' } };

/** Dutch on a 375 px phone: one column. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};

/** English on a 375 px phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};
