import { useTranslation } from '@rooms/i18n/client';
import { PasswordField } from '@rooms/ui/password-field';
import { expect, userEvent, within } from 'storybook/test';

import type { Meta, StoryObj } from '@storybook/react-vite';

interface PasswordFieldStoryProps {
  /** Show the new-password variant with its hint (registration, reset). */
  newPassword?: boolean;
  /** Show the "too short" error. */
  withError?: boolean;
}

function PasswordFieldStory({ newPassword = false, withError = false }: PasswordFieldStoryProps) {
  const { t } = useTranslation('account');
  return (
    <div style={{ padding: 24, maxWidth: 440 }}>
      <PasswordField
        id="story-password"
        label={newPassword ? t('fields.newPassword') : t('fields.password')}
        autoComplete={newPassword ? 'new-password' : 'current-password'}
        showPasswordLabel={t('fields.showPassword')}
        hidePasswordLabel={t('fields.hidePassword')}
        defaultValue={withError ? 'kort' : ''}
        error={withError ? t('validation.passwordTooShort', { min: 10 }) : undefined}
        hint={newPassword ? t('fields.newPasswordHint', { min: 10 }) : undefined}
      />
    </div>
  );
}

/**
 * Password input with a show/hide button (sign-in, registration, password reset), without MUI.
 * The button's name says what pressing it does; it never submits the form.
 */
const meta = {
  title: 'Account/PasswordField',
  component: PasswordFieldStory,
} satisfies Meta<typeof PasswordFieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch sign-in password; the toggle shows what was typed. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Wachtwoord', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Wachtwoord tonen' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Wachtwoord verbergen' }));
  },
};

/** English sign-in password. */
export const English: Story = { globals: { locale: 'en' } };

/** Dutch new password with the length hint. */
export const DutchNewPassword: Story = { args: { newPassword: true }, globals: { locale: 'nl' } };

/** English new password that is too short. */
export const EnglishTooShort: Story = {
  args: { newPassword: true, withError: true },
  globals: { locale: 'en' },
};
