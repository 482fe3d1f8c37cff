import { useLocale, useTranslation } from '@rooms/i18n/client';
import { AdvertFreshness } from '@rooms/ui/advert-freshness';
import { AlreadyLetDialog } from '@rooms/ui/already-let-dialog';
import { formatDay } from '@rooms/ui/search-format';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import type { Meta, StoryObj } from '@storybook/react-vite';

/** The look of the site's small text buttons (the report button of the advert page). */
const TEXT_BUTTON = {
  border: 0,
  padding: '4px 5px',
  background: 'transparent',
  font: 'var(--mui-font-button)',
  fontSize: '0.8125rem',
  cursor: 'pointer',
} as const;

/**
 * The line as the advert page shows it near the landlord, with a tenant's "Already let?"
 * button that opens the confirmation and then thanks them.
 */
function AdvertFreshnessStory() {
  const locale = useLocale();
  const { t } = useTranslation('listing');
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 12, padding: 24, maxWidth: 640 }}>
      <AdvertFreshness
        label={t('freshness.line', { date: formatDay('2026-11-25T09:00:00Z', locale, 'long') })}
        action={
          done ? (
            <p role="status" style={{ margin: 0 }}>
              {t('freshness.done')}
            </p>
          ) : (
            <button type="button" style={TEXT_BUTTON} onClick={() => setOpen(true)}>
              {t('freshness.alreadyLet')}
            </button>
          )
        }
      />
      <AlreadyLetDialog
        open={open}
        busy={false}
        error={null}
        texts={{
          title: t('freshness.title'),
          intro: t('freshness.intro'),
          confirm: t('freshness.confirm'),
          sending: t('freshness.sending'),
          cancel: t('freshness.cancel'),
          close: t('freshness.close'),
        }}
        onConfirm={() => {
          setOpen(false);
          setDone(true);
        }}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}

/**
 * Fresh adverts: the advert page says on which day the landlord last confirmed the home is still
 * available (a day, never "3 days ago": the page is cached), and a signed-in tenant can report it
 * as already let. Plain server markup with a CSS-mask icon; the button is the page's island.
 */
const meta = {
  title: 'Listing/AdvertFreshness',
  component: AdvertFreshnessStory,
} satisfies Meta<typeof AdvertFreshnessStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: a tenant reports the home as let and is thanked. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('advert-freshness')).toHaveTextContent(
      'Nog beschikbaar · bevestigd op 25 november',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Al verhuurd?' }));
    const dialog = canvas.getByRole('dialog', { name: 'Is deze woning al verhuurd?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja, hij is verhuurd' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Bedankt, we gaan het na.');
  },
};

/** English: the line, and the dialog opened and cancelled. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('advert-freshness')).toHaveTextContent(
      'Still available · confirmed on 25 November',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Already let?' }));
    const dialog = canvas.getByRole('dialog', { name: 'Is this home already let?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('button', { name: 'Already let?' })).toBeVisible();
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
