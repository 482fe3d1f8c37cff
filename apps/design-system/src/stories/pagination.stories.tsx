import Box from '@mui/material/Box';
import { SearchListingType } from '@rooms/domain';
import { Pagination } from '@rooms/ui/pagination';
import { placeSearchPath } from '@rooms/ui/search-path';

import { useSearchStory } from '../search-story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

/** Controls of the pagination story. */
interface PaginationStoryProps {
  page: number;
  pageCount: number;
}

function PaginationStory({ page, pageCount }: PaginationStoryProps) {
  const { locale, t } = useSearchStory();
  const base = placeSearchPath({ citySlug: 'groningen' }, locale, SearchListingType.Room);
  return (
    <Box sx={{ p: 3 }}>
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefForPage={(p) => (p === 1 ? base : `${base}?pageNo=${p}`)}
        label={t('pagination.label')}
        previousLabel={t('pagination.previous')}
        nextLabel={t('pagination.next')}
        pageLabel={(p) => t('pagination.page', { page: p })}
        currentPageLabel={(p) => t('pagination.currentPage', { page: p })}
      />
    </Box>
  );
}

/**
 * Result pages (§2 search): ordinary links, previous/next with `rel`, the current page marked.
 * From 600 px the numbers with gaps; on phones "current / total" between previous and next.
 */
const meta = {
  title: 'Search/Pagination',
  component: PaginationStory,
  args: { page: 5, pageCount: 20 },
} satisfies Meta<typeof PaginationStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch, page 5 of 20. */
export const Dutch: Story = { globals: { locale: 'nl' } };

/** English, first page (no previous link). */
export const English: Story = { globals: { locale: 'en' }, args: { page: 1, pageCount: 20 } };

/** Dutch on a 375 px phone. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};

/** English on a 375 px phone, last page. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
  args: { page: 20, pageCount: 20 },
};
