import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FolderFilter, MessageKind, scamSignals, UserPageRole } from '@rooms/domain';
import { UserAvatar } from '@rooms/ui/user-avatar';

import { OtherUserBlockedLabel } from '../moderation/other-user-blocked';

import { ConversationActions } from './conversation-actions';
import { ListingSummary } from './listing-summary';
import { avatarPhoto, formatSentAt, formatSentAtLong } from './message-format';
import { ScamMessageWarning } from './scam-message-warning';
import { SendMessageForm } from './send-message-form';

import type {
  ConversationDetails,
  ConversationMessage,
  MatchScoreDetails,
} from './conversation-types';
import type { Locale } from '@rooms/i18n';

type MessagesT = (key: string, options?: Record<string, unknown>) => string;

/** Props of {@link ConversationView}. */
export interface ConversationViewProps {
  locale: Locale;
  t: MessagesT;
  details: ConversationDetails;
  /** The inbox it was opened from (back link, and where delete goes). */
  inboxPath: string;
  /** The match score explained (`/conversation/match-score-details`), when it could be read. */
  matchScore: MatchScoreDetails | null;
  /** Address of the previous (older) and next (newer) page of messages, when there is one. */
  olderPath: string | null;
  newerPath: string | null;
}

function MessageBubble({
  message,
  locale,
  t,
  otherName,
  viewerIsTenant,
}: {
  message: ConversationMessage;
  locale: Locale;
  t: MessagesT;
  otherName: string;
  /** The viewer is the tenant of the conversation: the landlord's messages are checked for scams. */
  viewerIsTenant: boolean;
}) {
  const mine = message.isMine;
  // Issue 28 "Scam warnings": only what the tenant receives, read on the server.
  const signals = viewerIsTenant && !mine ? scamSignals(message.text) : [];
  return (
    <Box
      component="li"
      data-testid="message"
      data-mine={mine ? 'true' : 'false'}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: mine ? 'flex-end' : 'flex-start',
        gap: 1,
      }}
    >
      <Box
        component="article"
        sx={{
          maxWidth: { xs: '90%', md: '75%' },
          px: 2,
          py: 1.5,
          borderRadius: 2,
          bgcolor: mine ? 'primary.main' : 'grey.100',
          color: mine ? 'primary.contrastText' : 'text.primary',
        }}
      >
        <Typography variant="caption" component="p" sx={{ mb: 0.5 }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {mine ? t('conversation.you') : otherName}
          </Box>
          {message.kind === MessageKind.AutoReply ? ` · ${t('conversation.autoReply')}` : null}
          {message.kind === MessageKind.Reaction ? ` · ${t('conversation.reaction')}` : null}
          {' · '}
          <time dateTime={message.sentAt} title={formatSentAtLong(message.sentAt, locale)}>
            {formatSentAt(message.sentAt, locale)}
          </time>
        </Typography>
        {/*
          The text exactly as typed, as text: React escapes it (HTML, script and markdown appear
          literally), line breaks are kept, and links stay plain text (never clickable).
        */}
        <Typography
          data-testid="message-text"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {message.text}
        </Typography>
      </Box>
      {signals.length > 0 ? (
        <Box sx={{ maxWidth: { xs: '100%', md: '75%' } }}>
          <ScamMessageWarning locale={locale} signals={signals} />
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * A conversation (§2 `/my-messages/{inboxType}/conversation/{conversationID}`, issue 6): the
 * other party, the user's role (Landlord or Tenant, §3), the advert, the match score, the
 * messages oldest first (escaped text), the actions of §3 and the send box.
 */
export function ConversationView({
  locale,
  t,
  details,
  inboxPath,
  olderPath,
  newerPath,
  matchScore,
}: ConversationViewProps) {
  const { otherParty } = details;
  const roleText =
    details.role === UserPageRole.Landlord
      ? t('conversation.role.landlord')
      : t('conversation.role.tenant');
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <Link href={inboxPath} sx={{ display: 'inline-block', mb: 2 }}>
        {t('conversation.back')}
      </Link>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 1 }}>
        <UserAvatar
          name={otherParty.firstName}
          photo={avatarPhoto(otherParty.photoKey, 48)}
          size={48}
        />
        <Box>
          <Typography component="h1" variant="h5">
            {t('conversation.heading', { name: otherParty.firstName })}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="conversation-role">
            {roleText}
          </Typography>
          {details.role === UserPageRole.Landlord ? (
            <Typography variant="body2" color="text.secondary" data-testid="conversation-arrival">
              {t('conversation.arrival.label')} {t(`conversation.arrival.${details.arrivalSource}`)}
            </Typography>
          ) : null}
          {details.isOtherUserBlocked ? <OtherUserBlockedLabel locale={locale} withHint /> : null}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2 }}>
        <Typography variant="body2">{t('conversation.matchScore.label')}:</Typography>
        <Chip
          size="small"
          data-testid="match-score"
          label={t(`conversation.matchScore.levels.${details.matchScoreLevel}`)}
        />
      </Box>
      {matchScore !== null ? (
        <Box component="details" data-testid="match-score-details" sx={{ mb: 2 }}>
          <Box component="summary" sx={{ cursor: 'pointer', color: 'primary.main' }}>
            {t('conversation.matchScore.explain')}
          </Box>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('conversation.matchScore.intro')}
          </Typography>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5, m: 0, mt: 1 }}
          >
            {matchScore.criteria.map((item) => (
              <Box key={item.criterion} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" sx={{ fontWeight: 600, pr: 2 }}>
                  {t(`conversation.matchScore.criteria.${item.criterion}`)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {t(`conversation.matchScore.results.${item.result}`)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ) : null}
      {details.folder === FolderFilter.PossibleAbuse ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('conversation.folder.abuse')}
        </Alert>
      ) : null}

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <ConversationActions
            key={`${details.folder}-${details.isFavorite}`}
            conversationID={details.conversationID}
            folder={details.folder}
            isFavorite={details.isFavorite}
            inboxPath={inboxPath}
            otherName={otherParty.firstName}
          />
          <Typography component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
            {t('conversation.messagesLabel')}
          </Typography>
          {olderPath !== null ? (
            <Link href={olderPath} sx={{ display: 'inline-block', mb: 1 }}>
              {t('conversation.olderMessages')}
            </Link>
          ) : null}
          <Box
            component="ol"
            aria-label={t('conversation.messagesLabel')}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
          >
            {details.messages.map((message) => (
              <MessageBubble
                key={message.messageID}
                message={message}
                locale={locale}
                t={t}
                otherName={otherParty.firstName}
                viewerIsTenant={details.role === UserPageRole.Tenant}
              />
            ))}
          </Box>
          {newerPath !== null ? (
            <Link href={newerPath} sx={{ display: 'inline-block', mt: 1 }}>
              {t('conversation.newerMessages')}
            </Link>
          ) : null}
          <Box sx={{ mt: 3 }}>
            <SendMessageForm conversationID={details.conversationID} />
          </Box>
        </Box>
        <Box component="aside" aria-label={t('conversation.listing')}>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('conversation.listing')}
          </Typography>
          <ListingSummary
            listing={details.listing}
            locale={locale}
            headingLevel={3}
            perMonth={(price) => t('react.perMonth', { price })}
            inactiveText={t('conversation.listingInactive')}
          />
        </Box>
      </Box>
    </Box>
  );
}
