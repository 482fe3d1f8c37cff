import { AuditLogTable } from '@rooms/ui/moderation-audit-log';
import { expect, within } from 'storybook/test';

import { useModerationStoryContent } from '../moderation-story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

/** Controls of the audit log story. */
interface AuditLogStoryProps {
  /** Nothing recorded yet. */
  readonly empty: boolean;
}

function AuditLogStory({ empty }: AuditLogStoryProps) {
  const { t, time } = useModerationStoryContent();
  const row = (
    actionID: number,
    at: string,
    staff: string | null,
    action: '1' | '5' | '8' | '9',
    subject: 'listing' | 'user' | 'conversation',
    id: number,
    note: string,
  ) => ({
    actionID,
    at,
    time: time(at),
    staff: staff ?? t('audit.system'),
    action: t(`actions.names.${action}`),
    subject: t(`audit.subjects.${subject}`, { id }),
    note: note === '' ? t('audit.noNote') : note,
  });
  return (
    <div style={{ padding: 16, maxWidth: 1120 }}>
      <AuditLogTable
        caption={t('audit.caption')}
        columns={t('audit.columns', { returnObjects: true })}
        emptyText={t('audit.empty')}
        rows={
          empty
            ? []
            : [
                row(
                  4,
                  '2026-11-27T14:05:00Z',
                  'Mila',
                  '5',
                  'user',
                  2231,
                  'Deposit by Western Union before viewing',
                ),
                row(3, '2026-11-27T14:01:00Z', 'Mila', '8', 'conversation', 4410, ''),
                row(2, '2026-11-27T09:40:00Z', 'Daan', '1', 'listing', 5021, ''),
                row(1, '2026-11-26T00:00:00Z', null, '9', 'user', 1187, ''),
              ]
        }
      />
    </div>
  );
}

/**
 * The audit log (issue 28): who did what, on what, when and why; a table on wide screens, one
 * card per action on phones.
 */
const meta = {
  title: 'Moderation/AuditLogTable',
  component: AuditLogStory,
  args: { empty: false },
} satisfies Meta<typeof AuditLogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Moderatieacties' });
    await expect(within(table).getByText('Gebruiker geblokkeerd')).toBeVisible();
    await expect(within(table).getByText('Rooms (automatisch)')).toBeVisible();
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('audit-row')).toHaveLength(4);
  },
};

/** English, nothing recorded yet. */
export const EnglishEmpty: Story = {
  globals: { locale: 'en' },
  args: { empty: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No actions recorded yet.')).toBeVisible();
  },
};

/** Dutch on a 375 px phone: a card per action. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};
