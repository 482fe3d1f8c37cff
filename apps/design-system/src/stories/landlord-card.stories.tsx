import Box from '@mui/material/Box';
import { pathFor } from '@rooms/i18n';
import { LandlordCard } from '@rooms/ui/landlord-card';
import { expect, within } from 'storybook/test';

import { storyPhoto, useListingStory } from '../listing-story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

/** Controls of the landlord story. */
interface LandlordCardStoryProps {
  /** Show a profile photo instead of the initial. */
  withPhoto: boolean;
  /** Show the reply time (issue 28: from 5 reactions in 90 days). */
  withReplyTime: boolean;
}

function LandlordCardStory({ withPhoto, withReplyTime }: LandlordCardStoryProps) {
  const { locale, t } = useListingStory();
  return (
    <Box sx={{ p: 3 }}>
      <LandlordCard
        heading={t('landlord.heading')}
        name="Eva"
        role={t('landlord.ownerType.privateOwner')}
        photo={withPhoto ? { src: storyPhoto(1, 150, 150), srcSet: '' } : null}
        profileHref={pathFor('landlordProfile', locale, { landlordID: 428 })}
        profileLabel={t('landlord.profile', { name: 'Eva' })}
        replyTime={
          withReplyTime
            ? {
                summary: t('landlord.replyTime.hours', { count: 6 }),
                detail: t('landlord.replyTime.answered', { percent: 92, count: 13 }),
              }
            : null
        }
      />
    </Box>
  );
}

/** Who offers the listing, with a link to their public profile (§2 landlord profile). */
const meta = {
  title: 'Listing/LandlordCard',
  component: LandlordCardStory,
  args: { withPhoto: false, withReplyTime: false },
} satisfies Meta<typeof LandlordCardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: links to `/offer-a-home/tenant/428/displayroomadvert`. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Bekijk het profiel van Eva' }),
    ).toHaveAttribute('href', '/offer-a-home/tenant/428/displayroomadvert');
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'View profile of Eva' }),
    ).toHaveAttribute('href', '/en/offer-a-home/tenant/428/displayroomadvert');
  },
};

/** With a photo. */
export const WithPhoto: Story = { globals: { locale: 'nl' }, args: { withPhoto: true } };

/** Dutch, with the reply time. */
export const DutchWithReplyTime: Story = {
  globals: { locale: 'nl' },
  args: { withReplyTime: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Reageert meestal binnen 6 uur')).toBeVisible();
  },
};

/** English, with the reply time. */
export const EnglishWithReplyTime: Story = {
  globals: { locale: 'en' },
  args: { withReplyTime: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Usually replies within 6 hours')).toBeVisible();
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
