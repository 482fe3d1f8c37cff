import { DEFAULT_LISTING_SEARCH_FILTERS } from '@rooms/domain';
import { useTranslation } from '@rooms/i18n/client';
import { AlertsEmptyState } from '@rooms/ui/alerts-empty-state';
import { listingSearchPath } from '@rooms/ui/search-path';
import { expect, within } from 'storybook/test';

import { useStoryLanguage } from '../story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

function AlertsEmptyStateStory() {
  const { locale } = useStoryLanguage();
  const { t } = useTranslation('alerts');
  return (
    <div style={{ padding: 16, maxWidth: 800 }}>
      <AlertsEmptyState
        title={t('empty.title')}
        text={t('empty.text')}
        action={t('empty.action')}
        href={listingSearchPath(DEFAULT_LISTING_SEARCH_FILTERS, locale)}
      />
    </div>
  );
}

/** "My search alerts" without alerts (issue 25): what an alert does, and a link to the search. */
const meta = {
  title: 'Alerts/AlertsEmptyState',
  component: AlertsEmptyStateStory,
} satisfies Meta<typeof AlertsEmptyStateStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Zoek een woning' }),
    ).toHaveAttribute('href', '/huren/huurwoningen-nederland');
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Search for a home' }),
    ).toHaveAttribute('href', '/en/for-rent/properties-netherlands');
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
