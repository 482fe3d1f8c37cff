import { useTranslation } from '@rooms/i18n/client';
import { DeleteAccountDialog } from '@rooms/ui/delete-account-dialog';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import type { Meta, StoryObj } from '@storybook/react-vite';

/** Controls of the deletion dialog story. */
interface DeleteAccountDialogStoryProps {
  /** What confirming answers: the wrong password, or a deletion. */
  answer: 'wrong' | 'deleted';
}

function DeleteAccountDialogStory({ answer }: DeleteAccountDialogStoryProps) {
  const { t } = useTranslation('myAccount');
  const { t: tAccount } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  return (
    <div style={{ padding: 24 }}>
      <button type="button" onClick={() => setOpen(true)}>
        {t('deletion.button')}
      </button>
      {done ? <p role="status">{t('deletedNotice')}</p> : null}
      <DeleteAccountDialog
        open={open}
        busy={false}
        error={error}
        texts={{
          title: t('deletion.dialogTitle'),
          consequences: [
            t('deletion.consequences.adverts'),
            t('deletion.consequences.data'),
            t('deletion.consequences.messages'),
            t('deletion.consequences.signOut'),
          ],
          passwordLabel: t('deletion.password'),
          passwordHint: t('deletion.passwordHint'),
          showPassword: tAccount('fields.showPassword'),
          hidePassword: tAccount('fields.hidePassword'),
          confirm: t('deletion.confirm'),
          cancel: t('deletion.cancel'),
          close: t('deletion.close'),
        }}
        onConfirm={() => {
          if (answer === 'wrong') {
            setError(t('deletion.wrong'));
          } else {
            setOpen(false);
            setDone(true);
          }
        }}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}

/**
 * The confirmation of an account deletion (issue 26, GDPR art. 17): what happens, the password,
 * a red "delete for good" button and a cancel button; a wrong password is shown on the field.
 */
const meta = {
  title: 'Account/DeleteAccountDialog',
  component: DeleteAccountDialogStory,
  args: { answer: 'wrong' },
} satisfies Meta<typeof DeleteAccountDialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: a wrong password is refused on the field. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mijn account verwijderen' }));
    const dialog = canvas.getByRole('dialog', { name: 'Je account verwijderen?' });
    await userEvent.type(within(dialog).getByLabelText('Je wachtwoord'), 'verkeerd wachtwoord');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Mijn account definitief verwijderen' }),
    );
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Het wachtwoord klopt niet.');
  },
};

/** English: the account is deleted. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { answer: 'deleted' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    const dialog = canvas.getByRole('dialog', { name: 'Delete your account?' });
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'my password 2026');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Delete my account for good' }),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Your account has been deleted');
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
