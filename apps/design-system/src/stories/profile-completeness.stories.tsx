import Box from '@mui/material/Box';
import { useTranslation } from '@rooms/i18n/client';
import { ProfileCompleteness } from '@rooms/ui/profile-completeness';
import { expect, within } from 'storybook/test';

import type { Meta, StoryObj } from '@storybook/react-vite';

/** Controls of the completeness story. */
interface ProfileCompletenessStoryProps {
  /** Items still missing, from the first of the profile's order. */
  missingCount: 0 | 1 | 3;
}

const ITEMS = ['photo', 'languages', 'moveInDate'] as const;

function ProfileCompletenessStory({ missingCount }: ProfileCompletenessStoryProps) {
  const { t } = useTranslation('tenantProfile');
  const missing = ITEMS.slice(0, missingCount);
  const percent = Math.floor(((8 - missing.length) * 100) / 8);
  return (
    <Box sx={{ p: 3, maxWidth: 640 }}>
      <ProfileCompleteness
        percent={percent}
        text={missing.length === 0 ? t('completeness.done') : t('completeness.text', { percent })}
        meterLabel={t('completeness.label')}
        addLabel={t('completeness.add')}
        missing={missing.map((item) => ({ label: t(`items.${item}`), href: `#profile-${item}` }))}
        note={t(missing.length === 0 ? 'visibility.shown' : 'visibility.notShown')}
      />
    </Box>
  );
}

/** How complete the tenant's profile is, with links to what is missing (issue 26, `/public-profile`). */
const meta = {
  title: 'Tenant/ProfileCompleteness',
  component: ProfileCompletenessStory,
  args: { missingCount: 1 },
  argTypes: { missingCount: { control: 'inline-radio', options: [0, 1, 3] } },
} satisfies Meta<typeof ProfileCompletenessStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: 87% complete, a photo missing. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '87');
    await expect(canvas.getByRole('link', { name: 'een foto' })).toBeVisible();
  },
};

/** English: 87% complete, a photo missing. */
export const English: Story = { globals: { locale: 'en' } };

/** Dutch, three items missing. */
export const DutchThreeMissing: Story = { args: { missingCount: 3 }, globals: { locale: 'nl' } };

/** English, complete. */
export const EnglishComplete: Story = { args: { missingCount: 0 }, globals: { locale: 'en' } };

/** English on a 375 px phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};
