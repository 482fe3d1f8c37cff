import { useTranslation } from '@rooms/i18n/client';
import { TextField } from '@rooms/ui/text-field';

import type { Meta, StoryObj } from '@storybook/react-vite';

interface TextFieldStoryProps {
  /** Start with a value (the label sits on the outline). */
  filled?: boolean;
  /** Show the "invalid address" error. */
  withError?: boolean;
}

function TextFieldStory({ filled = false, withError = false }: TextFieldStoryProps) {
  const { t } = useTranslation('account');
  return (
    <div style={{ padding: 24, maxWidth: 440 }}>
      <TextField
        id="story-email"
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        defaultValue={filled || withError ? 'tessa' : ''}
        error={withError ? t('validation.emailInvalid') : undefined}
      />
    </div>
  );
}

/**
 * A labelled input in the look of MUI's outlined field, without MUI (account forms): the label
 * moves onto the outline when the field is focused or filled; the error or hint under it
 * describes the input.
 */
const meta = {
  title: 'Account/TextField',
  component: TextFieldStory,
} satisfies Meta<typeof TextFieldStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch, empty: the label inside the field. */
export const Dutch: Story = { globals: { locale: 'nl' } };

/** English, filled in. */
export const EnglishFilled: Story = { args: { filled: true }, globals: { locale: 'en' } };

/** Dutch with an error. */
export const DutchInvalid: Story = { args: { withError: true }, globals: { locale: 'nl' } };
