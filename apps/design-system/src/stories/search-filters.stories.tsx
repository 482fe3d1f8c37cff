import {
  countActiveFilters,
  DEFAULT_LISTING_SEARCH_FILTERS,
  Furnishing,
  SearchListingType,
} from '@rooms/domain';
import { SearchFilters } from '@rooms/ui/search-filters';
import { SearchFiltersButton, SearchFiltersDrawer } from '@rooms/ui/search-filters-drawer';
import {
  filterCountText,
  searchFiltersLabels,
  searchFiltersPanelTexts,
} from '@rooms/ui/search-filters-labels';
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
  const panel = searchFiltersPanelTexts(t);
  const [filters, setFilters] = useState(START);
  const [open, setOpen] = useState(false);
  const change = (patch: Partial<ListingSearchFilters>) => setFilters(withFilters(filters, patch));
  if (layout === 'phone') {
    const count = countActiveFilters(filters, { isMediumUp: false });
    return (
      <div style={{ padding: 16 }}>
        <SearchFiltersButton
          label={panel.open}
          accessibleLabel={filterCountText(panel, count)}
          count={count}
          expanded={open}
          onClick={() => setOpen(true)}
        />
        <SearchFiltersDrawer
          open={open}
          onClose={() => setOpen(false)}
          title={panel.title}
          closeLabel={panel.close}
          showLabel={panel.show}
          clearLabel={panel.clear}
          onClear={count > 0 ? () => setFilters(DEFAULT_LISTING_SEARCH_FILTERS) : undefined}
        >
          <SearchFilters filters={filters} onChange={change} labels={labels} part="all" />
        </SearchFiltersDrawer>
      </div>
    );
  }
  return (
    <div style={{ padding: 24, display: 'flex', flexDirection: 'column', gap: 24 }}>
      <SearchFilters filters={filters} onChange={change} labels={labels} part="primary" />
      <div style={{ width: 260 }}>
        <SearchFilters filters={filters} onChange={change} labels={labels} part="secondary" />
      </div>
    </div>
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

/** English: row and sidebar; ticking a box and typing a date (dd/mm/yyyy) change the filters. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const kitchen = canvas.getByRole('checkbox', { name: 'Private kitchen' });
    await userEvent.click(kitchen);
    await expect(kitchen).toBeChecked();
    const date = canvas.getByLabelText('Available on or before');
    await userEvent.type(date, '1/2/2027{Enter}');
    await expect(date).toHaveValue('01/02/2027');
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
