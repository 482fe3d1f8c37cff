import { useTranslation } from '@rooms/i18n/client';
import { AlreadyLetDialog } from '@rooms/ui/already-let-dialog';
import { expect, within } from 'storybook/test';

import type { Meta, StoryObj } from '@storybook/react-vite';

/** Controls of the "already let" dialog story. */
interface AlreadyLetDialogStoryProps {
  /** The report is on its way. */
  busy: boolean;
  /** Show the refusal of too many reports (§8 `http_429`). */
  refused: boolean;
}

function AlreadyLetDialogStory({ busy, refused }: AlreadyLetDialogStoryProps) {
  const { t } = useTranslation('listing');
  const { t: tErrors } = useTranslation('errors');
  return (
    <AlreadyLetDialog
      open
      busy={busy}
      error={refused ? tErrors('http_429') : null}
      texts={{
        title: t('freshness.title'),
        intro: t('freshness.intro'),
        confirm: t('freshness.confirm'),
        sending: t('freshness.sending'),
        cancel: t('freshness.cancel'),
        close: t('freshness.close'),
      }}
      onConfirm={() => undefined}
      onClose={() => undefined}
    />
  );
}

/**
 * A tenant's "already let" report, confirmed in a small modal sheet (a bottom sheet on phones):
 * what a report does, "Yes, it is let" and cancel; a refusal of the API (§8) is announced in it.
 */
const meta = {
  title: 'Listing/AlreadyLetDialog',
  component: AlreadyLetDialogStory,
  args: { busy: false, refused: false },
} satisfies Meta<typeof AlreadyLetDialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: open, waiting for the tenant. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Is deze woning al verhuurd?',
    });
    await expect(within(dialog).getByRole('button', { name: 'Ja, hij is verhuurd' })).toBeVisible();
  },
};

/** English: the report was refused (too many reports in an hour). */
export const English: Story = {
  globals: { locale: 'en' },
  args: { refused: true },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Is this home already let?',
    });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Too many attempts');
  },
};

/** Dutch on a 375 px phone, while sending. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
  args: { busy: true },
};

/** English on a 375 px phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};
