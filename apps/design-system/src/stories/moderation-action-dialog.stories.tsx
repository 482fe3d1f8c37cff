import { ModerationActionDialog, moderationDialogProps } from '@rooms/ui/moderation-action-dialog';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { useModerationStoryContent } from '../moderation-story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

/** Controls of the moderation dialog story. */
interface ActionDialogStoryProps {
  /** Reject an advert (reason and optional note) or block a user (duration and note). */
  readonly kind: 'reject' | 'block';
}

function ActionDialogStory({ kind }: ActionDialogStoryProps) {
  const { t } = useModerationStoryContent();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const subject = kind === 'reject' ? 'Studio Utrecht' : 'Bram Jansen';
  const optional = kind === 'reject';
  return (
    <div style={{ padding: 24 }}>
      <button type="button" onClick={() => setOpen(true)}>
        {kind === 'reject' ? t('actions.reject') : t('actions.block', { name: 'Bram' })}
      </button>
      {sent === null ? null : <p role="status">{sent}</p>}
      <ModerationActionDialog
        open={open}
        busy={false}
        error={null}
        {...moderationDialogProps(kind, subject, optional, t)}
        onSubmit={(values) => {
          setOpen(false);
          setSent(JSON.stringify(values));
        }}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}

/**
 * The confirmation of a moderation action (issue 28): a reason the landlord reads when
 * rejecting, the block's duration (indefinite, or days from 1 to 365), and the note the audit
 * log keeps; what is missing is said on its field, which gets the focus.
 */
const meta = {
  title: 'Moderation/ModerationActionDialog',
  component: ActionDialogStory,
  args: { kind: 'reject' },
} satisfies Meta<typeof ActionDialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: rejecting needs a reason, and "Other" needs a note. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Afwijzen' }));
    const dialog = canvas.getByRole('dialog', { name: '‘Studio Utrecht’ afwijzen' });
    const submit = within(dialog).getByRole('button', { name: 'Advertentie afwijzen' });
    await userEvent.click(submit);
    await expect(within(dialog).getByText('Kies de reden die de verhuurder leest.')).toBeVisible();
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Reden die de verhuurder leest'),
      'Andere reden',
    );
    await userEvent.click(submit);
    await expect(
      within(dialog).getByLabelText('Notitie voor het logboek (optioneel)'),
    ).toHaveFocus();
    await userEvent.type(within(dialog).getByLabelText(/Notitie/), 'Foto’s van een ander huis');
    await userEvent.click(submit);
    await expect(canvas.getByRole('status')).toHaveTextContent('"reason":6');
  },
};

/** English: a block of 30 days, from the keyboard. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { kind: 'block' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Block Bram' }));
    const dialog = canvas.getByRole('dialog', { name: 'Block Bram Jansen' });
    await userEvent.click(within(dialog).getByLabelText('For a number of days'));
    await userEvent.selectOptions(within(dialog).getByLabelText('Number of days'), '30 days');
    await userEvent.type(within(dialog).getByLabelText('Note for the audit log'), 'Deposit scam');
    // From the note: Cancel, then the block button.
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('"days":30');
  },
};

/** Dutch block on a 375 px phone: a sheet along the bottom edge. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
  args: { kind: 'block' },
};

/** English rejection on a 375 px phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};
