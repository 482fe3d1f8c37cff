import Box from '@mui/material/Box';
import { Radius, SearchListingType } from '@rooms/domain';
import { SearchEmptyState } from '@rooms/ui/search-empty-state';
import { placeSearchPath } from '@rooms/ui/search-path';

import { useSearchStory } from '../search-story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

function SearchEmptyStateStory() {
  const { locale, t } = useSearchStory();
  const city = placeSearchPath({ citySlug: 'groningen' }, locale, SearchListingType.Room);
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <SearchEmptyState
        title={t('empty.title')}
        text={t('empty.text')}
        actions={[
          { label: t('empty.widenRadius', { km: Radius.Km20 }), href: `${city}?radius=20` },
          {
            label: t('empty.dropFilter', { filter: t('filters.facilities.isKitchenPrivate') }),
            href: `${city}?maxRent=400`,
          },
          {
            label: t('empty.allCategories'),
            href: placeSearchPath({ citySlug: 'groningen' }, locale),
          },
          { label: t('empty.wholeCountry'), href: placeSearchPath({ citySlug: '' }, locale) },
        ]}
      />
    </Box>
  );
}

/**
 * What a search without results shows (§2 search "empty states that help"): links that each
 * widen the search one step (larger radius, one filter fewer, all types, whole country).
 */
const meta = {
  title: 'Search/SearchEmptyState',
  component: SearchEmptyStateStory,
} satisfies Meta<typeof SearchEmptyStateStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dutch: Story = { globals: { locale: 'nl' } };

export const English: Story = { globals: { locale: 'en' } };

export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};

export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};
