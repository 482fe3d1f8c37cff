import { ConversationLog } from '@rooms/ui/moderation-conversation-log';
import { expect, within } from 'storybook/test';

import { useModerationStoryContent } from '../moderation-story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

function ConversationLogStory() {
  const { t, time, locale } = useModerationStoryContent();
  const landlord = t('conversation.roles.landlord');
  const tenant = t('conversation.roles.tenant');
  const en = locale === 'en';
  return (
    <div style={{ padding: 16, maxWidth: 960 }}>
      <ConversationLog
        participantsHeading={t('conversation.participants')}
        participants={[
          { userID: 1, name: 'Lars de Vries', role: landlord },
          { userID: 2, name: 'Noor Bakker', role: tenant },
        ]}
        messagesLabel={t('conversation.messagesLabel')}
        emptyText={t('conversation.empty')}
        messages={[
          {
            messageID: 1,
            sender: `Noor (${tenant})`,
            fromLandlord: false,
            at: '2026-11-27T18:02:00Z',
            time: time('2026-11-27T18:02:00Z'),
            body: en ? 'Hi! Is the room still available?' : 'Hoi! Is de kamer nog beschikbaar?',
          },
          {
            messageID: 2,
            sender: `Lars (${landlord})`,
            fromLandlord: true,
            at: '2026-11-27T18:40:00Z',
            time: time('2026-11-27T18:40:00Z'),
            body: en
              ? 'Yes. I am abroad, so first send the deposit of €900 by Western Union.\nThen I post the keys.'
              : 'Ja. Ik zit in het buitenland, dus stuur eerst de borg van €900 via Western Union.\nDan stuur ik de sleutels op.',
          },
        ]}
      />
    </div>
  );
}

/**
 * A reported conversation as a moderator reads it (issue 28): the participants with their
 * roles, then the messages oldest first, exactly as sent.
 */
const meta = {
  title: 'Moderation/ConversationLog',
  component: ConversationLogStory,
} satisfies Meta<typeof ConversationLogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('moderation-message')).toHaveLength(2);
    await expect(canvas.getByText(/Western Union/)).toBeVisible();
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Participants' }),
    ).toBeVisible();
  },
};

/** Dutch on a 375 px phone. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};
