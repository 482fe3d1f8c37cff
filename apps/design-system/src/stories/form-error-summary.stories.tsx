import { useTranslation } from '@rooms/i18n/client';
import { FormErrorSummary } from '@rooms/ui/form-error-summary';
import { PasswordField } from '@rooms/ui/password-field';
import { TextField } from '@rooms/ui/text-field';
import { expect, userEvent, within } from 'storybook/test';

import type { Meta, StoryObj } from '@storybook/react-vite';

function FormErrorSummaryStory() {
  const { t } = useTranslation(['account', 'errors']);
  const emailInvalid = t('validation.emailInvalid');
  const passwordTooShort = t('validation.passwordTooShort', { min: 10 });
  return (
    <div style={{ padding: 24, maxWidth: 480 }}>
      <FormErrorSummary
        title={t('errorSummary.title')}
        problems={[
          { message: emailInvalid, fieldId: 'story-email' },
          { message: passwordTooShort, fieldId: 'story-password' },
          { message: t('errors:http_429') },
        ]}
      />
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <TextField
          id="story-email"
          label={t('fields.email')}
          type="email"
          defaultValue="tessa"
          error={emailInvalid}
        />
        <PasswordField
          id="story-password"
          label={t('fields.password')}
          showPasswordLabel={t('fields.showPassword')}
          hidePasswordLabel={t('fields.hidePassword')}
          defaultValue="kort"
          error={passwordTooShort}
        />
      </div>
    </div>
  );
}

/**
 * Error summary above a form after a failed submit: takes focus; a field's problem links to the
 * field, a problem of the whole form (here: too many attempts, §8 `http_429`) is plain text.
 */
const meta = {
  title: 'Account/FormErrorSummary',
  component: FormErrorSummaryStory,
} satisfies Meta<typeof FormErrorSummaryStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: the summary has focus; its first link moves focus to the e-mail field. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Er gaat iets mis' })).toHaveFocus();
    await userEvent.click(canvas.getAllByRole('link')[0] as HTMLElement);
    await expect(canvas.getByRole('textbox', { name: 'E-mailadres' })).toHaveFocus();
  },
};

/** English. */
export const English: Story = { globals: { locale: 'en' } };

/** Dutch on a 375 px phone. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};
