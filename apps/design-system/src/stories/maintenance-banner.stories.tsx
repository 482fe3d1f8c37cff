import { MaintenanceBanner } from '@rooms/ui/maintenance-banner';

import { useStoryShell } from '../story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

const MESSAGES = {
  nl: 'Op dinsdag 24 november tussen 22:00 en 23:00 voeren we onderhoud uit. Rooms is dan even niet bereikbaar.',
  en: 'We are doing maintenance on Tuesday 24 November between 22:00 and 23:00. Rooms will be briefly unavailable.',
} as const;

function MaintenanceBannerStory() {
  const { locale, shellT } = useStoryShell();
  return (
    <MaintenanceBanner
      message={MESSAGES[locale]}
      label={shellT('maintenance.label')}
      dismissLabel={shellT('maintenance.dismiss')}
    />
  );
}

/**
 * The dismissible maintenance banner (§2 Shell), above the header. The message comes from the
 * site's configuration (`MAINTENANCE_MESSAGE_NL` / `_EN`); these texts are examples.
 */
const meta = {
  title: 'Components/MaintenanceBanner',
  component: MaintenanceBannerStory,
} satisfies Meta<typeof MaintenanceBannerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch banner. */
export const Dutch: Story = { globals: { locale: 'nl' } };

/** English banner. */
export const English: Story = { globals: { locale: 'en' } };

/** Dutch banner on a phone. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};
