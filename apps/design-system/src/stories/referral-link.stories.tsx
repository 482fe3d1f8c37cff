import { REFERRAL_REWARD_DAYS } from '@rooms/domain';
import { useTranslation } from '@rooms/i18n/client';
import { ReferralLink } from '@rooms/ui/referral-link';
import { expect, within } from 'storybook/test';

import type { Meta, StoryObj } from '@storybook/react-vite';

function ReferralLinkStory() {
  const { t, i18n } = useTranslation('rewards');
  const url =
    i18n.language === 'en'
      ? 'https://rooms.nl/en/user/register?ref=K7QM4TXA'
      : 'https://rooms.nl/gebruiker/registreren?ref=K7QM4TXA';
  return (
    <div style={{ padding: 16, maxWidth: 760 }}>
      <ReferralLink
        url={url}
        shareTitle={t('referrals.shareTitle')}
        shareText={t('referrals.shareText', { days: REFERRAL_REWARD_DAYS })}
        texts={{
          label: t('referrals.linkLabel'),
          hint: t('referrals.linkHint', { days: REFERRAL_REWARD_DAYS }),
          copy: t('referrals.copy'),
          copied: t('referrals.copied'),
          copyFailed: t('referrals.copyFailed'),
          share: t('referrals.share'),
        }}
      />
    </div>
  );
}

/**
 * The referral link of `/referrals` (issue 27): the sign-up link with the user's code in a
 * read-only field, "copy" (announced), and "share" where the device has a share sheet.
 */
const meta = {
  title: 'Premium/ReferralLink',
  component: ReferralLinkStory,
} satisfies Meta<typeof ReferralLinkStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: the Dutch sign-up page. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Link om te delen' })).toHaveValue(
      'https://rooms.nl/gebruiker/registreren?ref=K7QM4TXA',
    );
    await expect(canvas.getByRole('button', { name: 'Link kopiëren' })).toBeVisible();
  },
};

/** English: the English sign-up page. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Link to share' })).toHaveValue(
      'https://rooms.nl/en/user/register?ref=K7QM4TXA',
    );
  },
};

/** Dutch on a 375 px phone: the buttons under the field. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};

/** English on a 375 px phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};
