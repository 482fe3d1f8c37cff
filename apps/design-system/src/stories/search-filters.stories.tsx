import Box from '@mui/material/Box';
import {
  countActiveFilters,
  DEFAULT_LISTING_SEARCH_FILTERS,
  Furnishing,
  SearchListingType,
} from '@rooms/domain';
import { SearchFilters } from '@rooms/ui/search-filters';
import { SearchFiltersButton, SearchFiltersDrawer } from '@rooms/ui/search-filters-drawer';
import { searchFiltersLabels } from '@rooms/ui/search-filters-labels';
import { withFilters } from '@rooms/ui/search-path';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { useSearchStory } from '../search-story-content';

import type { ListingSearchFilters } from '@rooms/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';

const START: ListingSearchFilters = {
  ...DEFAULT_LISTING_SEARCH_FILTERS,
  searchCategories: [SearchListingType.Room],
  citySlug: 'groningen',
  cityName: 'Groningen',
  maxRent: 600,
  furnishings: [Furnishing.Furnished],
};

/** Controls of the filters story. */
interface SearchFiltersStoryProps {
  /** `desktop`: the row and the sidebar; `phone`: the button and the drawer. */
  layout: 'desktop' | 'phone';
}

function SearchFiltersStory({ layout }: SearchFiltersStoryProps) {
  const { locale, t } = useSearchStory();
  const labels = searchFiltersLabels(t, locale);
  const [filters, setFilters] = useState(START);
  const [open, setOpen] = useState(false);
  const change = (patch: Partial<ListingSearchFilters>) => setFilters(withFilters(filters, patch));
  if (layout === 'phone') {
    const count = countActiveFilters(filters, { isMediumUp: false });
    return (
      <Box sx={{ p: 2 }}>
        <SearchFiltersButton
          label={t('filters.open')}
          accessibleLabel={t('filters.openCount', { count })}
          count={count}
          expanded={open}
          onClick={() => setOpen(true)}
        />
        <SearchFiltersDrawer
          open={open}
          onClose={() => setOpen(false)}
          title={t('filters.title')}
          closeLabel={t('filters.close')}
          showLabel={t('filters.show')}
          clearLabel={t('filters.clear')}
          onClear={count > 0 ? () => setFilters(DEFAULT_LISTING_SEARCH_FILTERS) : undefined}
        >
          <SearchFilters filters={filters} onChange={change} labels={labels} part="all" />
        </SearchFiltersDrawer>
      </Box>
    );
  }
  return (
    <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 3 }}>
      <SearchFilters filters={filters} onChange={change} labels={labels} part="primary" />
      <Box sx={{ width: 260 }}>
        <SearchFilters filters={filters} onChange={change} labels={labels} part="secondary" />
      </Box>
    </Box>
  );
}

/**
 * The listing search filters of §3: type, distance, maximum rent and minimum size in a row from
 * 1024 px (outside the drawer, so not counted by the §5 badge there), every other filter in the
 * sidebar; on phones a "Filters" button with the §5 count opens a drawer with all of them.
 */
const meta = {
  title: 'Search/SearchFilters',
  component: SearchFiltersStory,
  args: { layout: 'desktop' },
} satisfies Meta<typeof SearchFiltersStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: row and sidebar. */
export const Dutch: Story = { globals: { locale: 'nl' } };

/** English: row and sidebar; ticking a box changes the filters. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const kitchen = canvas.getByRole('checkbox', { name: 'Private kitchen' });
    await userEvent.click(kitchen);
    await expect(kitchen).toBeChecked();
  },
};

/** Dutch on a 375 px phone: the button (3 filters: type, rent, furnishing) opens the drawer. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
  args: { layout: 'phone' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters, 3 actief' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Filters',
    });
    await expect(within(dialog).getByLabelText('Soort woning')).toBeVisible();
  },
};

/** English on a 375 px phone, drawer open. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
  args: { layout: 'phone' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters, 3 active' }));
  },
};
