import Box from '@mui/material/Box';
import { SearchAlertButton } from '@rooms/ui/search-alert-button';
import { expect, fn, userEvent, within } from 'storybook/test';

import { useSearchStory } from '../search-story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

function SearchAlertButtonStory({ onClick }: { onClick: () => void }) {
  const { t } = useSearchStory();
  return (
    <Box sx={{ p: 3 }}>
      <SearchAlertButton label={t('alert.button')} onClick={onClick} />
    </Box>
  );
}

/**
 * "Save this search" at the end of the search page's heading (issue 25): an outlined button with
 * a bell that opens the alert dialog.
 */
const meta = {
  title: 'Search/SearchAlertButton',
  component: SearchAlertButtonStory,
  args: { onClick: fn() },
} satisfies Meta<typeof SearchAlertButtonStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch; a click asks for the dialog. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Bewaar deze zoekopdracht' }),
    );
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const English: Story = { globals: { locale: 'en' } };

/** English on a 375 px phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};
