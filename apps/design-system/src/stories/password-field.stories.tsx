import Box from '@mui/material/Box';
import { useTranslation } from '@rooms/i18n/client';
import { PasswordField } from '@rooms/ui/password-field';

import type { Meta, StoryObj } from '@storybook/react-vite';

interface PasswordFieldStoryProps {
  /** Show the new-password variant with its hint (registration, reset). */
  newPassword?: boolean;
  /** Show the "too short" error. */
  withError?: boolean;
}

function PasswordFieldStory({ newPassword = false, withError = false }: PasswordFieldStoryProps) {
  const { t } = useTranslation('account');
  const helperText = withError
    ? t('validation.passwordTooShort', { min: 10 })
    : newPassword
      ? t('fields.newPasswordHint', { min: 10 })
      : undefined;
  return (
    <Box sx={{ p: 3, maxWidth: 440 }}>
      <PasswordField
        label={newPassword ? t('fields.newPassword') : t('fields.password')}
        autoComplete={newPassword ? 'new-password' : 'current-password'}
        showPasswordLabel={t('fields.showPassword')}
        hidePasswordLabel={t('fields.hidePassword')}
        defaultValue={withError ? 'kort' : ''}
        error={withError}
        helperText={helperText}
        fullWidth
      />
    </Box>
  );
}

/**
 * Password input with a show/hide button (sign-in, registration, password reset). The button's
 * name says what pressing it does; it never submits the form.
 */
const meta = {
  title: 'Account/PasswordField',
  component: PasswordFieldStory,
} satisfies Meta<typeof PasswordFieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch sign-in password. */
export const Dutch: Story = { globals: { locale: 'nl' } };

/** English sign-in password. */
export const English: Story = { globals: { locale: 'en' } };

/** Dutch new password with the length hint. */
export const DutchNewPassword: Story = { args: { newPassword: true }, globals: { locale: 'nl' } };

/** English new password that is too short. */
export const EnglishTooShort: Story = {
  args: { newPassword: true, withError: true },
  globals: { locale: 'en' },
};
