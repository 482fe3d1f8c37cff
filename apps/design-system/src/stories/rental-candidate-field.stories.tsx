import { CASHBACK_PERCENT } from '@rooms/domain';
import { useTranslation } from '@rooms/i18n/client';
import { RentalCandidateField } from '@rooms/ui/rental-candidate-field';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import type { Meta, StoryObj } from '@storybook/react-vite';

/** What the field has to show. */
type Shown = 'tenants' | 'loading' | 'empty' | 'failed';

function RentalCandidateFieldStory({ shown }: { shown: Shown }) {
  const { t } = useTranslation('adverts');
  const [value, setValue] = useState<number | null>(null);
  const candidates =
    shown === 'loading'
      ? null
      : shown === 'failed'
        ? ('failed' as const)
        : shown === 'empty'
          ? []
          : [
              {
                conversationID: 12,
                label: t('deactivateDialog.renter.option', { name: 'Pim', date: '3-12-2026' }),
              },
              {
                conversationID: 9,
                label: t('deactivateDialog.renter.option', { name: 'Sara', date: '1-12-2026' }),
              },
            ];
  return (
    <div style={{ padding: 16, maxWidth: 480 }}>
      <RentalCandidateField
        id="renter"
        value={value}
        onChange={setValue}
        candidates={candidates}
        texts={{
          label: t('deactivateDialog.renter.label'),
          nobody: t('deactivateDialog.renter.nobody'),
          loading: t('deactivateDialog.renter.loading'),
          empty: t('deactivateDialog.renter.empty'),
          failed: t('deactivateDialog.renter.failed'),
          hint: t('deactivateDialog.renter.hint', { percent: CASHBACK_PERCENT }),
        }}
      />
    </div>
  );
}

/**
 * "Who rents it?" of the deactivate dialog on My adverts (issue 27 cashback): the tenants who
 * reacted to the advert, the tenant chosen gets cashback; loading, nobody reacted, or failed.
 */
const meta = {
  title: 'Adverts/RentalCandidateField',
  component: RentalCandidateFieldStory,
  args: { shown: 'tenants' },
  argTypes: {
    shown: { control: 'inline-radio', options: ['tenants', 'loading', 'empty', 'failed'] },
  },
} satisfies Meta<typeof RentalCandidateFieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: choose a tenant with the keyboard. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: /Wie huurt het/ });
    await userEvent.selectOptions(select, '12');
    await expect(select).toHaveValue('12');
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: /Who rents it/ }),
    ).toBeVisible();
  },
};

/** English, loading. */
export const EnglishLoading: Story = {
  globals: { locale: 'en' },
  args: { shown: 'loading' },
};

/** Dutch, nobody reacted through Rooms. */
export const DutchEmpty: Story = {
  globals: { locale: 'nl' },
  args: { shown: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/Niemand/);
  },
};

/** English on a 375 px phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};
