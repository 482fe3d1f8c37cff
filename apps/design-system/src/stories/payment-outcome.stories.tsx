import { useTranslation } from '@rooms/i18n/client';
import { PaymentOutcome } from '@rooms/ui/payment-outcome';
import { expect, within } from 'storybook/test';

import type { PaymentOutcomeTone } from '@rooms/ui/payment-outcome';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** Controls of the payment outcome story. */
interface PaymentOutcomeStoryProps {
  tone: PaymentOutcomeTone;
}

const MESSAGE_KEY = {
  success: 'status.message.paid',
  pending: 'status.message.processing',
  error: 'status.message.failed',
} as const;

function PaymentOutcomeStory({ tone }: PaymentOutcomeStoryProps) {
  const { t } = useTranslation('premium');
  return (
    <PaymentOutcome
      heading={t('status.heading')}
      message={t(MESSAGE_KEY[tone])}
      detail={tone === 'success' ? t('status.premiumUntil', { date: '28-12-2026' }) : undefined}
      tone={tone}
      links={[
        tone === 'error'
          ? { label: t('status.tryAgain'), href: '#again' }
          : { label: t('status.toReaction'), href: '#reaction' },
        { label: t('status.toSearch'), href: '#search' },
      ]}
    />
  );
}

/**
 * The outcome of `/paymentstatus` (issue 27): paid, still processing (the page polls; the
 * message is a polite live region) or failed, with the links onward.
 */
const meta = {
  title: 'Premium/PaymentOutcome',
  component: PaymentOutcomeStory,
  args: { tone: 'success' },
  argTypes: { tone: { control: 'inline-radio', options: ['success', 'pending', 'error'] } },
} satisfies Meta<typeof PaymentOutcomeStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch, paid: premium until a date, on to the reaction. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Bedankt! We hebben je betaling ontvangen.',
    );
    await expect(canvas.getByRole('link', { name: 'Ga verder met je reactie' })).toBeVisible();
  },
};

/** English, still processing (a SEPA debit). */
export const EnglishProcessing: Story = {
  globals: { locale: 'en' },
  args: { tone: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/being processed/);
  },
};

/** English, failed: try again. */
export const EnglishFailed: Story = {
  globals: { locale: 'en' },
  args: { tone: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '#again');
  },
};
