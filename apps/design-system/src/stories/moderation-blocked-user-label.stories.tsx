import { useTranslation } from '@rooms/i18n/client';
import { BlockedUserLabel } from '@rooms/ui/moderation-blocked-user-label';
import { expect, within } from 'storybook/test';

import type { Meta, StoryObj } from '@storybook/react-vite';

/** Controls of the blocked-user label story. */
interface BlockedUserLabelStoryProps {
  /** With the advice line (conversation header) or alone (inbox row). */
  readonly withHint: boolean;
}

function BlockedUserLabelStory({ withHint }: BlockedUserLabelStoryProps) {
  const { t } = useTranslation('moderation');
  return (
    <div style={{ padding: 16, maxWidth: 760 }}>
      <BlockedUserLabel
        label={t('blockedUser.label')}
        hint={withHint ? t('blockedUser.hint') : undefined}
      />
    </div>
  );
}

/**
 * "Blocked user" (issue 28): what the other side of a conversation sees once a moderator
 * blocked its user, in the conversation's header (with advice) and its inbox row.
 */
const meta = {
  title: 'Moderation/BlockedUserLabel',
  component: BlockedUserLabelStory,
  args: { withHint: true },
} satisfies Meta<typeof BlockedUserLabelStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch, in a conversation's header. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Geblokkeerde gebruiker')).toBeVisible();
  },
};

/** English, in an inbox row. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { withHint: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('blocked-user-label')).toHaveTextContent(
      'Blocked user',
    );
  },
};

/** Dutch on a 375 px phone: the advice wraps under the label. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};
