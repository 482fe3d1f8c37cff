import { useTranslation } from '@rooms/i18n/client';
import { AdvertReportItem } from '@rooms/ui/moderation-advert-report';
import { ConversationReportItem } from '@rooms/ui/moderation-conversation-report';
import { FlaggedProfileItem } from '@rooms/ui/moderation-flagged-profile';
import { ModerationItemList } from '@rooms/ui/moderation-parts';
import { ScamSignalItem } from '@rooms/ui/moderation-scam-signal';
import { expect, within } from 'storybook/test';

import { useModerationStoryContent } from '../moderation-story-content';

import type { Meta, StoryObj } from '@storybook/react-vite';

/** Controls of the reports story. */
interface ReportsStoryProps {
  /** Which queue: reported adverts, conversations or tenant profiles, or scam signs. */
  readonly queue: 'advert_reports' | 'conversation_reports' | 'scam_signals' | 'flagged_profiles';
}

function ReportsStory({ queue }: ReportsStoryProps) {
  const { t, time, landlord, blockedUser, locale } = useModerationStoryContent();
  const { t: tMessages } = useTranslation('messages');
  const title = locale === 'en' ? 'Studio in Utrecht centre' : 'Studio in het centrum van Utrecht';
  const noop = () => undefined;
  return (
    <div style={{ padding: 16, maxWidth: 1120 }}>
      <ModerationItemList label={t(`listLabel.${queue}`)} emptyText="" count={1}>
        {queue === 'advert_reports' ? (
          <AdvertReportItem
            listingID={812}
            title={title}
            meta={[
              'Utrecht · Online',
              `${t('reports.count', { count: 2 })} · ${t('reports.oldest', { time: time('2026-11-25T08:00:00Z') })}`,
            ]}
            reports={[
              {
                reportID: 1,
                reason: tMessages('report.reasons.2'),
                comment:
                  locale === 'en'
                    ? 'He wants the deposit by Western Union before any viewing.'
                    : 'Hij wil de borg via Western Union vóór een bezichtiging.',
                byline: t('reports.reportedBy', {
                  name: 'Pim',
                  time: time('2026-11-25T08:00:00Z'),
                }),
              },
              {
                reportID: 2,
                reason: tMessages('report.reasons.6'),
                comment: t('reports.noComment'),
                byline: t('reports.reportedBy', {
                  name: 'Sara',
                  time: time('2026-11-26T15:30:00Z'),
                }),
              },
            ]}
            landlord={landlord}
            actionsLabel={t('actions.groupLabel', { subject: title })}
            actions={[
              { key: 'markPossibleAbuse', label: t('actions.markPossibleAbuse'), onSelect: noop },
              { key: 'markFraud', label: t('actions.markFraud'), tone: 'danger', onSelect: noop },
              {
                key: 'block',
                label: t('actions.block', { name: 'Lars' }),
                tone: 'danger',
                onSelect: noop,
              },
              { key: 'dismiss', label: t('actions.dismiss'), onSelect: noop },
            ]}
          />
        ) : queue === 'flagged_profiles' ? (
          <FlaggedProfileItem
            userID={3310}
            heading={t('reports.profile', { name: 'Bram' })}
            meta={[
              `${t('reports.count', { count: 1 })} · ${t('reports.oldest', { time: time('2026-11-27T11:00:00Z') })}`,
            ]}
            reports={[
              {
                reportID: 9,
                reason: tMessages('report.reasons.1'),
                comment:
                  locale === 'en'
                    ? 'The same text on many profiles.'
                    : 'Dezelfde tekst op veel profielen.',
                byline: t('reports.reportedBy', {
                  name: 'Lars',
                  time: time('2026-11-27T11:00:00Z'),
                }),
              },
            ]}
            tenant={{ ...blockedUser, role: t('user.tenant') }}
            actionsLabel={t('actions.groupLabel', { subject: 'Bram' })}
            actions={[
              { key: 'unblock', label: t('actions.unblock', { name: 'Bram' }), onSelect: noop },
              { key: 'dismiss', label: t('actions.dismiss'), onSelect: noop },
            ]}
          />
        ) : queue === 'scam_signals' ? (
          <ScamSignalItem
            conversationID={4502}
            heading={t('reports.about', { title })}
            meta={[
              t('scam.flagged', { count: 2, time: time('2026-11-27T18:40:00Z') }),
              t('scam.tenant', { name: 'Noor' }),
            ]}
            signals={(['money_before_viewing', 'money_transfer_service'] as const).map(
              (signal) => ({
                signal,
                name: t(`scam.signals.${signal}`),
              }),
            )}
            sender={{ ...landlord, role: t('scam.sender') }}
            actionsLabel={t('actions.groupLabel', { subject: title })}
            actions={[
              {
                key: 'readMessages',
                label: t('actions.readMessages'),
                href:
                  locale === 'en' ? '/en/moderation/conversation/4502' : '/moderatie/gesprek/4502',
              },
              {
                key: 'block',
                label: t('actions.block', { name: 'Lars' }),
                tone: 'danger',
                onSelect: noop,
              },
              { key: 'dismissScamSignals', label: t('actions.dismissScamSignals'), onSelect: noop },
            ]}
          />
        ) : (
          <ConversationReportItem
            conversationID={4410}
            heading={t('reports.about', { title })}
            report={{
              reportID: 3,
              reason: tMessages('report.reasons.4'),
              comment:
                locale === 'en'
                  ? 'Rude messages after I said no.'
                  : 'Onbeschofte berichten nadat ik nee zei.',
              byline: t('reports.reportedBy', { name: 'Noor', time: time('2026-11-27T19:45:00Z') }),
            }}
            reported={blockedUser}
            actionsLabel={t('actions.groupLabel', { subject: title })}
            actions={[
              {
                key: 'readMessages',
                label: t('actions.readMessages'),
                href:
                  locale === 'en' ? '/en/moderation/conversation/4410' : '/moderatie/gesprek/4410',
              },
              { key: 'unblock', label: t('actions.unblock', { name: 'Bram' }), onSelect: noop },
              { key: 'dismiss', label: t('actions.dismiss'), onSelect: noop },
            ]}
          />
        )}
      </ModerationItemList>
    </div>
  );
}

/**
 * The report queues of the back office (issue 28): an advert with its open reports (reason,
 * explanation, reporter), a reported conversation with the link to its messages, a conversation
 * with scam signs and a reported tenant profile; the user each is about with a block badge where
 * there is one.
 */
const meta = {
  title: 'Moderation/ReportItems',
  component: ReportsStory,
  args: { queue: 'advert_reports' },
} satisfies Meta<typeof ReportsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch: a reported advert with two reports. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Oplichting of fraude')).toBeVisible();
    await expect(canvas.getByText('Geen toelichting gegeven.')).toBeVisible();
  },
};

/** English: a reported conversation of a user already blocked. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { queue: 'conversation_reports' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Read the messages' })).toBeVisible();
    await expect(canvas.getByText(/Blocked until/)).toBeVisible();
  },
};

/** Dutch: a conversation whose landlord asked for money by a transfer service. */
export const DutchScamSigns: Story = {
  globals: { locale: 'nl' },
  args: { queue: 'scam_signals' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Een geldoverboekingsdienst')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sluiten zonder actie' })).toBeVisible();
  },
};

/** English: a reported tenant profile. */
export const EnglishProfile: Story = {
  globals: { locale: 'en' },
  args: { queue: 'flagged_profiles' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The profile of Bram')).toBeVisible();
  },
};

/** Dutch conversation report on a 375 px phone. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
  args: { queue: 'conversation_reports' },
};

/** English advert report on a 375 px phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
};
