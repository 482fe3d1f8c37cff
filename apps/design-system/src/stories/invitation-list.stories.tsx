import { REFERRAL_REWARD_DAYS, ReferralStatus } from '@rooms/domain';
import { useTranslation } from '@rooms/i18n/client';
import { InvitationList } from '@rooms/ui/invitation-list';
import { expect, within } from 'storybook/test';

import type { InvitationTone } from '@rooms/ui/invitation-list';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** Controls of the invitation list story. */
interface InvitationListStoryProps {
  /** Nobody joined yet: the empty state. */
  empty: boolean;
}

const TONES: Record<ReferralStatus, InvitationTone> = {
  [ReferralStatus.Joined]: 'waiting',
  [ReferralStatus.Clearing]: 'waiting',
  [ReferralStatus.Rewarded]: 'rewarded',
  [ReferralStatus.SelfReferral]: 'none',
  [ReferralStatus.Reversed]: 'none',
};

function InvitationListStory({ empty }: InvitationListStoryProps) {
  const { t, i18n } = useTranslation('rewards');
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'nl-NL', {
      dateStyle: 'long',
      timeZone: 'Europe/Amsterdam',
    }).format(new Date(iso));
  const people = [
    { name: 'Pim', joined: '2026-12-03T10:00:00Z', status: ReferralStatus.Clearing },
    { name: 'Sara', joined: '2026-11-20T10:00:00Z', status: ReferralStatus.Rewarded },
    { name: 'Noor', joined: '2026-11-18T10:00:00Z', status: ReferralStatus.Joined },
    { name: 'Ada', joined: '2026-11-02T10:00:00Z', status: ReferralStatus.SelfReferral },
    { name: 'Bram', joined: '2026-10-30T10:00:00Z', status: ReferralStatus.Reversed },
  ];
  return (
    <div style={{ padding: 16, maxWidth: 760 }}>
      <InvitationList
        heading={t('referrals.invitationsHeading')}
        emptyText={t('referrals.empty')}
        summary={empty ? undefined : t('referrals.earned', { days: REFERRAL_REWARD_DAYS })}
        items={
          empty
            ? []
            : people.map((person) => ({
                key: person.name,
                name: person.name,
                joined: t('referrals.joined', { date: date(person.joined) }),
                state: t(`referrals.status.${person.status}`),
                detail:
                  person.status === ReferralStatus.Clearing
                    ? t('referrals.clearsOn', { date: date('2027-01-28T10:00:00Z') })
                    : person.status === ReferralStatus.Rewarded
                      ? t('referrals.rewardedOn', { date: date('2026-11-21T10:00:00Z') })
                      : undefined,
                tone: TONES[person.status],
              }))
        }
      />
    </div>
  );
}

/**
 * The invitations of `/referrals` (issue 27): every state of a referral in words (joined,
 * clearing, rewarded, self-referral, reversed) with its date, and the days earned; or the empty
 * state.
 */
const meta = {
  title: 'Premium/InvitationList',
  component: InvitationListStory,
  args: { empty: false },
} satisfies Meta<typeof InvitationListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dutch, every state. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByText('Beloond')).toBeVisible();
  },
};

/** English, every state. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Rewarded')).toBeVisible();
  },
};

/** English, nobody joined yet. */
export const EnglishEmpty: Story = {
  globals: { locale: 'en' },
  args: { empty: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Nobody has joined/)).toBeVisible();
  },
};

/** Dutch on a 375 px phone: state under the name. */
export const DutchPhone: Story = {
  globals: { locale: 'nl', viewport: { value: 'phone', isRotated: false } },
};
