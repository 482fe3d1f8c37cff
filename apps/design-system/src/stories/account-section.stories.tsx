import { useTranslation } from '@rooms/i18n/client';
import { AccountSection } from '@rooms/ui/account-section';
import { expect, within } from 'storybook/test';

import type { Meta, StoryObj } from '@storybook/react-vite';

function AccountSectionStory() {
  const { t } = useTranslation('myAccount');
  return (
    <div style={{ display: 'grid', gap: 16, padding: 16, maxWidth: 720 }}>
      <AccountSection
        headingId="story-sign-out"
        heading={t('signOutEverywhere.heading')}
        intro={t('signOutEverywhere.intro')}
      >
        <p style={{ margin: 0 }}>…</p>
      </AccountSection>
      <AccountSection
        headingId="story-delete"
        heading={t('deletion.heading')}
        intro={t('deletion.intro')}
        tone="danger"
      >
        <p style={{ margin: 0 }}>…</p>
      </AccountSection>
    </div>
  );
}

/**
 * A section of the account pages (issue 26, `/my-account`, `/account/settings`): a panel named by
 * its heading, with an intro; `danger` frames the account deletion.
 */
const meta = {
  title: 'Account/AccountSection',
  component: AccountSectionStory,
} satisfies Meta<typeof AccountSectionStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Overal uitloggen' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Mijn account verwijderen' })).toBeVisible();
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Sign out everywhere' })).toBeVisible();
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
