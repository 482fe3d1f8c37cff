import Box from '@mui/material/Box';
import { ShareButton } from '@rooms/ui/share-button';
import { expect, within } from 'storybook/test';

import { useListingStory } from '../listing-story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

function ShareButtonStory() {
  const { t } = useListingStory();
  return (
    <Box sx={{ p: 3, maxWidth: 240 }}>
      <ShareButton
        url="/huren/kamer-den-haag/frankenstraat/room-1"
        title="Kamer aan de Frankenstraat"
        labels={{
          share: t('actions.share'),
          copied: t('actions.copied'),
          copyFailed: t('actions.copyFailed'),
        }}
      />
    </Box>
  );
}

/**
 * Share a listing: the device's share sheet where there is one (phones), else the link is
 * copied and "Link gekopieerd" is announced.
 */
const meta = {
  title: 'Listing/ShareButton',
  component: ShareButtonStory,
} satisfies Meta<typeof ShareButtonStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Delen' })).toBeVisible();
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Share' })).toBeVisible();
  },
};

/** Dutch on a 375 px phone. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};

/** English on a 375 px phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};
