import { useTranslation } from '@rooms/i18n/client';
import { DashboardCard } from '@rooms/ui/dashboard-card';
import { expect, within } from 'storybook/test';

import type { Meta, StoryObj } from '@storybook/react-vite';

/** Controls of the dashboard card story. */
interface DashboardCardStoryProps {
  /** Unread conversations (0 shows the empty figure). */
  unread: number;
  /** Completeness of the tenant profile, in percent. */
  percent: number;
}

function DashboardCardStory({ unread, percent }: DashboardCardStoryProps) {
  const { t } = useTranslation('myAccount');
  return (
    <div
      style={{
        display: 'grid',
        gap: 16,
        padding: 16,
        gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
      }}
    >
      <DashboardCard
        title={t('dashboard.messages.title')}
        value={t('dashboard.messages.value', { count: unread })}
        links={[{ label: t('dashboard.messages.link'), href: '#messages' }]}
      />
      <DashboardCard
        title={t('dashboard.profile.title')}
        value={t('dashboard.profile.value', { percent })}
        progress={{ percent, label: t('dashboard.profile.title') }}
        text={t('dashboard.profile.missing', { items: t('dashboard.profile.items.photo') })}
        links={[{ label: t('dashboard.profile.link'), href: '#profile' }]}
      />
      <DashboardCard
        title={t('dashboard.adverts.title')}
        text={t('dashboard.adverts.empty')}
        links={[{ label: t('dashboard.adverts.create'), href: '#create' }]}
      />
    </div>
  );
}

/**
 * The cards of the dashboard (issue 26, §2 `/dashboard`): a heading, the figure in words, a
 * completeness bar, an empty state's line, and the links each card leads on to.
 */
const meta = {
  title: 'Account/DashboardCard',
  component: DashboardCardStory,
  args: { unread: 3, percent: 75 },
} satisfies Meta<typeof DashboardCardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: three unread conversations, a 75% profile and no adverts yet. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Berichten' })).toBeVisible();
    await expect(canvas.getByText('3 ongelezen gesprekken')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Je huurdersprofiel' })).toHaveAttribute(
      'value',
      '75',
    );
  },
};

/** English, one unread conversation. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { unread: 1, percent: 25 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 unread conversation')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Place an advert' })).toBeVisible();
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
