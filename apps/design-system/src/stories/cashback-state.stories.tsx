import { CASHBACK_PERCENT } from '@rooms/domain';
import { useTranslation } from '@rooms/i18n/client';
import { CashbackState } from '@rooms/ui/cashback-state';
import { expect, within } from 'storybook/test';

import type { Meta, StoryObj } from '@storybook/react-vite';

/** What the story shows: a CashbackStatus in words, or none yet. */
type Shown = 'none' | 'pending' | 'refunded' | 'noPremiumPayment' | 'failed';

function CashbackStateStory({ shown }: { shown: Shown }) {
  const { t, i18n } = useTranslation('rewards');
  const intl = i18n.language === 'en' ? 'en-GB' : 'nl-NL';
  const amount = new Intl.NumberFormat(intl, { style: 'currency', currency: 'EUR' }).format(9.5);
  const date = new Intl.DateTimeFormat(intl, { dateStyle: 'long' }).format(
    new Date('2026-12-03T12:00:00Z'),
  );
  const title = t('cashback.forAdvert', { title: 'Kamer aan de Frankenstraat' });
  const heading = t('cashback.heading');
  switch (shown) {
    case 'none':
      return (
        <CashbackState
          heading={heading}
          tone="none"
          message={t('cashback.none')}
          details={[t('cashback.noneDetail', { percent: CASHBACK_PERCENT })]}
        />
      );
    case 'pending':
      return (
        <CashbackState
          heading={heading}
          tone="pending"
          message={t('cashback.pending', { amount })}
          details={[title]}
        />
      );
    case 'refunded':
      return (
        <CashbackState
          heading={heading}
          tone="refunded"
          message={t('cashback.refunded', { amount, date })}
          details={[title, t('cashback.refundedDetail')]}
        />
      );
    case 'noPremiumPayment':
      return (
        <CashbackState
          heading={heading}
          tone="none"
          message={t('cashback.noPremiumPayment', { date })}
        />
      );
    case 'failed':
      return (
        <CashbackState
          heading={heading}
          tone="error"
          message={t('cashback.refundFailed')}
          action={{ label: t('cashback.contactSupport'), href: '#support', external: true }}
        />
      );
  }
}

/**
 * The tenant's cashback on `/cashback` (issue 27): none yet, being refunded, refunded (amount,
 * date, advert), no premium payment to refund, or failed with a link to support.
 */
const meta = {
  title: 'Premium/CashbackState',
  component: CashbackStateStory,
  args: { shown: 'refunded' },
  argTypes: {
    shown: {
      control: 'inline-radio',
      options: ['none', 'pending', 'refunded', 'noPremiumPayment', 'failed'],
    },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CashbackStateStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch, refunded. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('cashback-message')).toHaveTextContent(
      /terugbetaald op 3 december 2026/,
    );
  },
};

/** English, refunded. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('cashback-message')).toHaveTextContent(
      /refunded on 3 December 2026/,
    );
  },
};

/** English, none yet: what to do. */
export const EnglishNone: Story = {
  globals: { locale: 'en' },
  args: { shown: 'none' },
};

/** English, being refunded. */
export const EnglishPending: Story = {
  globals: { locale: 'en' },
  args: { shown: 'pending' },
};

/** Dutch, no premium payment to refund. */
export const DutchNoPremiumPayment: Story = {
  globals: { locale: 'nl' },
  args: { shown: 'noPremiumPayment' },
};

/** English, failed: contact support. */
export const EnglishFailed: Story = {
  globals: { locale: 'en' },
  args: { shown: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Contact support' }),
    ).toHaveAttribute('href', '#support');
  },
};

/** Dutch on a 375 px phone. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};
