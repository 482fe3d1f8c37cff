import { HeldAdvertItem } from '@rooms/ui/moderation-held-advert';
import { ModerationItemList } from '@rooms/ui/moderation-parts';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { useModerationStoryContent } from '../moderation-story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

function HeldAdvertStory() {
  const { t, time, landlord, locale } = useModerationStoryContent();
  const [chosen, setChosen] = useState<string | null>(null);
  const euro = (cents: number) =>
    new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'nl-NL', {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    }).format(cents / 100);
  const title = locale === 'en' ? 'Bright room near Vondelpark' : 'Lichte kamer bij het Vondelpark';
  return (
    <div style={{ padding: 16, maxWidth: 1120 }}>
      <ModerationItemList label={t('listLabel.held_adverts')} emptyText="" count={1}>
        <HeldAdvertItem
          listingID={5021}
          title={title}
          facts={t('held.advertFacts', {
            type: locale === 'en' ? 'Room' : 'Kamer',
            city: 'Amsterdam',
            rent: euro(30000),
            surface: 18,
          })}
          held={`${t('held.heldAt', { time: time('2026-11-27T09:12:00Z') })} ${t('held.trigger.publish')}`}
          rulesHeading={t('held.rulesHeading')}
          rules={[
            {
              rule: 'rent_far_below_city_level',
              name: t('rules.rent_far_below_city_level.name'),
              facts: [
                { label: t('rules.rent_far_below_city_level.facts.rentCents'), value: euro(30000) },
                {
                  label: t('rules.rent_far_below_city_level.facts.cityLevelCents'),
                  value: euro(85000),
                },
                { label: t('rules.rent_far_below_city_level.facts.sharePercent'), value: '35%' },
              ],
            },
            {
              rule: 'new_account_burst',
              name: t('rules.new_account_burst.name'),
              facts: [
                { label: t('rules.new_account_burst.facts.accountAgeDays'), value: '3' },
                { label: t('rules.new_account_burst.facts.advertsLast24Hours'), value: '4' },
              ],
            },
          ]}
          landlord={landlord}
          actionsLabel={t('actions.groupLabel', { subject: title })}
          actions={[
            {
              key: 'approve',
              label: t('actions.approve'),
              tone: 'primary',
              onSelect: () => setChosen('approve'),
            },
            { key: 'reject', label: t('actions.reject'), onSelect: () => setChosen('reject') },
            {
              key: 'markFraud',
              label: t('actions.markFraud'),
              tone: 'danger',
              onSelect: () => setChosen('markFraud'),
            },
            {
              key: 'block',
              label: t('actions.block', { name: 'Lars' }),
              tone: 'danger',
              onSelect: () => setChosen('block'),
            },
          ]}
        />
      </ModerationItemList>
      {chosen === null ? null : <p role="status">{chosen}</p>}
    </div>
  );
}

/**
 * An advert a fraud rule held (issue 28, queue "held adverts"): the rules that fired with
 * their facts, the landlord and the actions.
 */
const meta = {
  title: 'Moderation/HeldAdvertItem',
  component: HeldAdvertStory,
} satisfies Meta<typeof HeldAdvertStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: the rule with its facts; approving calls back. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Huur ver onder het niveau van de stad')).toBeVisible();
    await expect(canvas.getByText('Deel van de gebruikelijke huur')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Goedkeuren' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('approve');
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Rent far below the city level')).toBeVisible();
    await expect(canvas.getByRole('group', { name: /Actions for/ })).toBeVisible();
  },
};

/** Dutch on a 375 px phone: landlord under the rules, buttons sharing the rows. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};

/** English on a 375 px phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};
