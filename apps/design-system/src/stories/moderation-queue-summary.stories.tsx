import { ModerationQueueSummary } from '@rooms/ui/moderation-queue-summary';
import { expect, within } from 'storybook/test';

import { useModerationStoryContent } from '../moderation-story-content';

import type { ModerationQueue } from '@rooms/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';

function QueueSummaryStory() {
  const { t, time, locale } = useModerationStoryContent();
  const base = locale === 'en' ? '/en/moderation' : '/moderatie';
  const hours = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'nl-NL', {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'long',
  }).format(6);
  const queue = (name: ModerationQueue, open: number) => ({
    queue: name,
    label: t(`queues.${name}`),
    open: t('summary.open', { count: open }),
    oldest:
      open === 0
        ? t('summary.nothingWaiting')
        : t('summary.oldest', { age: time('2026-11-26T08:30:00Z') }),
    href: name === 'held_adverts' ? base : `${base}?queue=${name}`,
    current: name === 'held_adverts',
  });
  return (
    <div style={{ padding: 16, maxWidth: 1120 }}>
      <ModerationQueueSummary
        navLabel={t('queues.label')}
        queues={[
          queue('held_adverts', 3),
          queue('advert_reports', 12),
          queue('conversation_reports', 0),
          queue('scam_signals', 2),
          queue('flagged_profiles', 1),
        ]}
        handledHeading={t('summary.handledHeading')}
        handled={t('summary.handled', { count: 148 })}
        p95={t('summary.p95', { age: hours })}
      />
    </div>
  );
}

/**
 * The figures of the back office (issue 28): open items per queue with the oldest's age, as
 * links that switch the queue (the current one marked), and what was handled in 30 days with
 * the p95 time.
 */
const meta = {
  title: 'Moderation/ModerationQueueSummary',
  component: QueueSummaryStory,
} satisfies Meta<typeof QueueSummaryStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = canvas.getByRole('link', { current: 'page' });
    await expect(current).toHaveTextContent('Tegengehouden advertenties');
    await expect(canvas.getByText('Niets wacht')).toBeVisible();
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('148 items handled')).toBeVisible();
  },
};

/** Dutch on a 375 px phone: the queues under each other. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};

/** English on a 375 px phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};
