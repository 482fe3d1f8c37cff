import { getT, pathFor } from '@rooms/i18n';
import { InlineAlert } from '@rooms/ui/inline-alert';
import { ConversationLog } from '@rooms/ui/moderation-conversation-log';
import { routeAlternates } from '@rooms/ui/shell-content';
import { notFound } from 'next/navigation';

import {
  StaffPage,
  staffLocaleOf,
  staffMetadata,
} from '../../../../../../features/moderation/moderation-page';
import { readForStaff } from '../../../../../../features/moderation/moderation-server';
import { conversationLogMessages } from '../../../../../../features/moderation/moderation-view';
import styles from '../../../../../../features/moderation/moderation.module.css';
import { serverApi } from '../../../../../../server/rooms-api';

import type { Metadata } from 'next';

type Props = PageProps<'/[locale]/moderation/conversation/[conversationID]'>;

/** Title in the page's language; never indexed. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staffMetadata(await staffLocaleOf(params), 'conversationTitle');
}

/**
 * A reported conversation as a moderator reads it (issue 28; `/moderatie/gesprek/{id}`,
 * `/en/moderation/conversation/{id}`, staff only): the advert it is about, the participants
 * with their roles and every message oldest first. The API shows only conversations that were
 * reported and writes each reading to the audit log, which the page says; anything else (not
 * staff, not reported, not a number) is the site's 404.
 */
export default async function ReportedConversationPage({ params }: Props) {
  const locale = await staffLocaleOf(params);
  const { conversationID: raw } = await params;
  if (!/^\d{1,9}$/.test(raw)) notFound();
  const conversationID = Number(raw);
  const api = await serverApi(locale);
  const conversation = await readForStaff(() =>
    api.GET('/moderation/conversations/{conversationID}/messages', {
      params: { path: { conversationID } },
    }),
  );
  const t = await getT(locale, 'moderation');
  return (
    <StaffPage
      locale={locale}
      alternates={routeAlternates('moderationConversation', { conversationID: raw })}
      section="queues"
      heading={t('conversation.heading', { title: conversation.listing.title })}
    >
      <section className={styles.section}>
        <a className={styles.back} href={pathFor('moderation', locale)}>
          {t('conversation.back')}
        </a>
        <InlineAlert severity="info" role="none">
          {t('conversation.logged')}
        </InlineAlert>
        <ConversationLog
          participantsHeading={t('conversation.participants')}
          participants={conversation.participants.map((participant) => ({
            userID: participant.userID,
            name: `${participant.firstName} ${participant.lastName}`.trim(),
            role: t(`conversation.roles.${participant.role}`),
          }))}
          messagesLabel={t('conversation.messagesLabel')}
          messages={conversationLogMessages(conversation, t, locale)}
          emptyText={t('conversation.empty')}
        />
      </section>
    </StaffPage>
  );
}
