import Box from '@mui/material/Box';
import { SearchListingType } from '@rooms/domain';
import { placeSearchPath } from '@rooms/ui/search-path';
import { SearchViewToggle } from '@rooms/ui/search-view-toggle';

import { useSearchStory } from '../search-story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

function SearchViewToggleStory({ view }: { view: 'list' | 'map' }) {
  const { locale, t } = useSearchStory();
  const base = placeSearchPath({ citySlug: 'utrecht' }, locale, SearchListingType.Studio);
  return (
    <Box sx={{ p: 3 }}>
      <SearchViewToggle
        label={t('view.label')}
        options={[
          { label: t('view.list'), href: base, current: view === 'list', icon: 'list' },
          {
            label: t('view.map'),
            href: `${base}?searchView=map`,
            current: view === 'map',
            icon: 'map',
          },
        ]}
      />
    </Box>
  );
}

/** The list/map switch of the search page (§3 view modes): two links, the current one filled. */
const meta = {
  title: 'Search/SearchViewToggle',
  component: SearchViewToggleStory,
  args: { view: 'list' },
} satisfies Meta<typeof SearchViewToggleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dutch: Story = { globals: { locale: 'nl' } };

export const EnglishMap: Story = { globals: { locale: 'en' }, args: { view: 'map' } };

export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};
