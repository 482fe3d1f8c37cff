import Box from '@mui/material/Box';
import { useTranslation } from '@rooms/i18n/client';
import { FormErrorSummary } from '@rooms/ui/form-error-summary';

import type { Meta, StoryObj } from '@storybook/react-vite';

function FormErrorSummaryStory() {
  const { t } = useTranslation(['account', 'errors']);
  return (
    <Box sx={{ p: 3, maxWidth: 480 }}>
      <FormErrorSummary
        title={t('errorSummary.title')}
        problems={[
          { message: t('validation.emailInvalid'), fieldId: 'story-email' },
          { message: t('validation.passwordTooShort', { min: 10 }), fieldId: 'story-password' },
          { message: t('errors:http_429') },
        ]}
      />
      <Box component="label" htmlFor="story-email" sx={{ display: 'block', mb: 1 }}>
        {t('fields.email')}
        <input id="story-email" style={{ display: 'block', marginTop: 4 }} />
      </Box>
      <Box component="label" htmlFor="story-password" sx={{ display: 'block' }}>
        {t('fields.password')}
        <input id="story-password" type="password" style={{ display: 'block', marginTop: 4 }} />
      </Box>
    </Box>
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

/** Dutch. */
export const Dutch: Story = { globals: { locale: 'nl' } };

/** English. */
export const English: Story = { globals: { locale: 'en' } };

/** Dutch on a 375 px phone. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};
