import { UNCONFIRMED_DEACTIVATION_DAYS } from '@rooms/domain';
import { useLocale, useTranslation } from '@rooms/i18n/client';
import { AdvertConfirmationNote } from '@rooms/ui/advert-confirmation-note';
import { expect, within } from 'storybook/test';

import type { Meta, StoryObj } from '@storybook/react-vite';

/** The three states as "My adverts" shows them under an advert. */
function AdvertConfirmationNoteStory() {
  const locale = useLocale();
  const { t } = useTranslation('adverts');
  return (
    <div style={{ display: 'grid', gap: 16, padding: 24, maxWidth: 640 }}>
      <AdvertConfirmationNote
        tone="confirmed"
        text={t('freshness.lastConfirmed', {
          date: locale === 'nl' ? '25 nov 2026' : '25 Nov 2026',
        })}
      />
      <AdvertConfirmationNote
        tone="due"
        text={t('freshness.due', { date: locale === 'nl' ? '12 dec 2026' : '12 Dec 2026' })}
      />
      <AdvertConfirmationNote
        tone="offline"
        text={t('freshness.notConfirmed', { days: UNCONFIRMED_DEACTIVATION_DAYS })}
      />
    </div>
  );
}

/**
 * Fresh adverts on "My adverts": when the landlord last confirmed an advert (quiet), a
 * highlighted request to confirm once 14 days have passed, with the day it leaves search, and why
 * an advert left search after 30 days without a confirmation.
 */
const meta = {
  title: 'Adverts/AdvertConfirmationNote',
  component: AdvertConfirmationNoteStory,
} satisfies Meta<typeof AdvertConfirmationNoteStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: confirmed, due, gone. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const notes = within(canvasElement).getAllByTestId('my-advert-freshness');
    await expect(notes).toHaveLength(3);
    await expect(notes[0]).toHaveTextContent('Laatst bevestigd op 25 nov 2026');
    await expect(notes[1]).toHaveAttribute('data-tone', 'due');
    await expect(notes[2]).toHaveTextContent('30 dagen niet bevestigd');
  },
};

/** English: confirmed, due, gone. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const notes = within(canvasElement).getAllByTestId('my-advert-freshness');
    await expect(notes[1]).toHaveTextContent('leaves search on 12 Dec 2026');
    await expect(notes[2]).toHaveTextContent('Left search: not confirmed for 30 days');
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
