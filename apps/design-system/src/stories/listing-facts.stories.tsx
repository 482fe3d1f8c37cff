import Box from '@mui/material/Box';
import { ListingFacts } from '@rooms/ui/listing-facts';
import { expect, within } from 'storybook/test';

import { useListingStory } from '../listing-story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

function ListingFactsStory() {
  const { t } = useListingStory();
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 760, display: 'grid', gap: 4 }}>
      <ListingFacts
        heading={t('facts.heading')}
        facts={[
          { label: t('facts.type'), value: t('type.room') },
          { label: t('facts.surface'), value: t('facts.surfaceValue', { value: 12 }) },
          { label: t('facts.furnishing'), value: t('furnishing.unfurnished') },
          { label: t('facts.rentalPeriod'), value: t('rentalPeriod.indefinite') },
          { label: t('facts.suitableFor'), value: t('facts.persons', { count: 1 }) },
          { label: t('facts.energyLabel'), value: 'B' },
        ]}
      />
      <ListingFacts
        heading={t('facilities.heading')}
        facts={[
          { label: t('facilities.bathroom'), value: t('facilities.shared'), tone: 'negative' },
          { label: t('facilities.toilet'), value: t('facilities.own'), tone: 'positive' },
          { label: t('facilities.internet'), value: t('facilities.yes'), tone: 'positive' },
          { label: t('facilities.pets'), value: t('facilities.notAllowed'), tone: 'negative' },
        ]}
      />
    </Box>
  );
}

/**
 * Groups of listing facts (§3): a heading and a two-column definition list; yes/no facts carry
 * a check or a cross next to the words.
 */
const meta = {
  title: 'Listing/ListingFacts',
  component: ListingFactsStory,
} satisfies Meta<typeof ListingFactsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Voorzieningen' })).toBeVisible();
    await expect(canvas.getByText('Gestoffeerd')).toBeVisible();
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Unfurnished (with flooring)')).toBeVisible();
  },
};

/** Dutch on a 375 px phone: still two columns, values wrap. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};

/** English on a 375 px phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};
