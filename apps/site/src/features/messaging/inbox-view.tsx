import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { InboxSort, InboxType, inboxTypeWord, SearchListingType } from '@rooms/domain';
import { pathFor } from '@rooms/i18n';
import { Pagination } from '@rooms/ui/pagination';
import { countrySearchPath } from '@rooms/ui/shell-content';
import { UserAvatar } from '@rooms/ui/user-avatar';

import { OtherUserBlockedLabel } from '../moderation/other-user-blocked';

import { avatarPhoto, formatSentAt, formatSentAtLong } from './message-format';
import { inboxPath } from './messaging-query';

import type {
  ConversationListingsPage,
  InboxConversation,
  MyConversationsPage,
} from './conversation-types';
import type { InboxQuery } from './messaging-query';
import type { Locale } from '@rooms/i18n';

type MessagesT = (key: string, options?: Record<string, unknown>) => string;

/** The inbox types in §3 order, as tabs. */
export const INBOX_TYPES: readonly InboxType[] = [
  InboxType.Default,
  InboxType.All,
  InboxType.Favorite,
  InboxType.Trash,
  InboxType.ActiveListings,
  InboxType.InactiveListings,
  InboxType.Unreplied,
];

/** Props of {@link InboxView}. */
export interface InboxViewProps {
  locale: Locale;
  t: MessagesT;
  query: InboxQuery;
  page: MyConversationsPage;
  /** Title of the advert the inbox is filtered on (`listingID`), when known. */
  filterTitle: string | null;
  /** The landlord's adverts with conversations in this inbox type (`/conversation/listings`). */
  adverts: ConversationListingsPage['items'];
  /** The user just reported a conversation (it has left the inbox): thank them. */
  reported: boolean;
}

function AdvertGroups({
  adverts,
  locale,
  t,
  query,
}: {
  adverts: ConversationListingsPage['items'];
  locale: Locale;
  t: MessagesT;
  query: InboxQuery;
}) {
  return (
    <Box
      component="section"
      aria-labelledby="inbox-adverts-heading"
      data-testid="inbox-adverts"
      sx={{ mb: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      <Typography id="inbox-adverts-heading" component="h2" variant="h6">
        {t('inbox.adverts.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('inbox.adverts.intro')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
        {adverts.map((group) => {
          const current = group.listing.listingID === query.listingID;
          return (
            <li key={group.listing.listingID}>
              <Link
                href={inboxPath(locale, {
                  ...query,
                  listingID: group.listing.listingID,
                  pageNo: 1,
                })}
                aria-current={current ? 'true' : undefined}
                sx={{ fontWeight: current ? 700 : 400 }}
              >
                {group.listing.title}
              </Link>{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                ({t('inbox.adverts.count', { count: group.conversationCount })}
                {group.unreadConversationCount > 0
                  ? `, ${t('inbox.adverts.unread', { count: group.unreadConversationCount })}`
                  : ''}
                )
              </Typography>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

function InboxRow({
  conversation,
  locale,
  t,
  query,
}: {
  conversation: InboxConversation;
  locale: Locale;
  t: MessagesT;
  query: InboxQuery;
}) {
  const href = pathFor(
    'conversation',
    locale,
    {
      inboxType: inboxTypeWord(query.inboxType),
      conversationID: String(conversation.conversationID),
    },
    query.listingID === undefined ? undefined : { fromListingID: query.listingID },
  );
  const { lastMessage, otherParty, listing, isUnread } = conversation;
  return (
    <Box
      component="li"
      data-testid="inbox-row"
      data-conversation-id={conversation.conversationID}
      data-unread={isUnread ? 'true' : 'false'}
      sx={{
        display: 'grid',
        gridTemplateColumns: '40px 1fr auto',
        gap: 2,
        alignItems: 'start',
        p: 2,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: isUnread ? 'action.hover' : undefined,
        position: 'relative',
      }}
    >
      <UserAvatar
        name={otherParty.firstName}
        photo={avatarPhoto(otherParty.photoKey, 40)}
        size={40}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: isUnread ? 700 : 500 }}>
          <Link
            href={href}
            underline="hover"
            color="inherit"
            // The whole row is the link's target area.
            sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
          >
            {otherParty.firstName}
          </Link>
          {isUnread ? (
            <Chip
              size="small"
              color="secondary"
              label={
                conversation.unreadMessageCount > 0
                  ? t('inbox.unreadCount', { count: conversation.unreadMessageCount })
                  : t('inbox.unread')
              }
              sx={{ ml: 1 }}
            />
          ) : null}
          {conversation.isFavorite ? (
            <Chip size="small" variant="outlined" label={t('inbox.favorite')} sx={{ ml: 1 }} />
          ) : null}
        </Typography>
        {conversation.isOtherUserBlocked ? (
          <OtherUserBlockedLabel locale={locale} withHint={false} />
        ) : null}
        <Typography variant="body2" color="text.secondary" noWrap>
          {listing.title} · {listing.cityName}
        </Typography>
        {/* Shown as text: React escapes it, so HTML or markdown appears literally. */}
        <Typography
          variant="body2"
          data-testid="inbox-preview"
          sx={{
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            whiteSpace: 'pre-line',
            overflowWrap: 'anywhere',
          }}
        >
          {lastMessage.isMine ? t('inbox.you') : ''}
          {lastMessage.preview}
        </Typography>
      </Box>
      <Typography
        component="time"
        variant="caption"
        color="text.secondary"
        dateTime={lastMessage.sentAt}
        title={formatSentAtLong(lastMessage.sentAt, locale)}
      >
        {formatSentAt(lastMessage.sentAt, locale)}
      </Typography>
    </Box>
  );
}

/**
 * My messages (§2 `/my-messages/{inboxType}`, issue 6): the inbox types as links with their
 * counts (`inboxCounts`), the sort order, the landlord's adverts (grouped view, filtering on
 * `listingID`), an optional advert filter, the conversations (other
 * party, advert, last message preview as escaped text, unread state), an empty state and
 * pagination. Every state lives in the URL.
 */
export function InboxView({
  locale,
  t,
  query,
  page,
  filterTitle,
  adverts,
  reported,
}: InboxViewProps) {
  const pageCount = Math.max(1, Math.ceil(page.totalCount / page.rowsPerPage));
  const countOf = (type: InboxType) => page.inboxCounts.find((c) => c.inboxType === type);
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {t('inbox.heading')}
      </Typography>
      {reported ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }} data-testid="inbox-reported">
          {t('inbox.reported')}
        </Alert>
      ) : null}

      <Box component="nav" aria-label={t('inbox.typesLabel')} sx={{ mb: 2 }}>
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {INBOX_TYPES.map((type) => {
            const current = type === query.inboxType;
            const counts = countOf(type);
            const word = inboxTypeWord(type);
            return (
              <li key={type}>
                <Button
                  href={inboxPath(locale, { ...query, inboxType: type, pageNo: 1 })}
                  variant={current ? 'contained' : 'outlined'}
                  size="small"
                  aria-current={current ? 'page' : undefined}
                  data-inbox-type={word}
                >
                  {t(`inbox.types.${word}`)}
                  {counts === undefined ? null : (
                    <Box component="span" data-testid="inbox-type-count" sx={{ ml: 0.75 }}>
                      ({counts.totalCount})
                    </Box>
                  )}
                </Button>
              </li>
            );
          })}
        </Box>
      </Box>

      <Box
        component="nav"
        aria-label={t('inbox.sortLabel')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}
      >
        <Typography variant="body2" component="span">
          {t('inbox.sortLabel')}:
        </Typography>
        {Object.values(InboxSort).map((sort) => (
          <Link
            key={sort}
            href={inboxPath(locale, { ...query, sortBy: sort, pageNo: 1 })}
            aria-current={sort === query.sortBy ? 'true' : undefined}
            underline={sort === query.sortBy ? 'none' : 'always'}
            sx={{ fontWeight: sort === query.sortBy ? 700 : 400 }}
          >
            {t(`inbox.sort.${sort}`)}
          </Link>
        ))}
      </Box>

      {adverts.length > 0 ? (
        <AdvertGroups adverts={adverts} locale={locale} t={t} query={query} />
      ) : null}

      {query.listingID !== undefined ? (
        <Box sx={{ mb: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="body2">
            {t('inbox.filteredOn', { title: filterTitle ?? `#${query.listingID}` })}
          </Typography>
          <Link href={inboxPath(locale, { ...query, listingID: undefined, pageNo: 1 })}>
            {t('inbox.clearFilter')}
          </Link>
        </Box>
      ) : null}

      {page.items.length === 0 ? (
        <Box
          data-testid="inbox-empty"
          sx={{ textAlign: 'center', py: 6, border: 1, borderColor: 'divider', borderRadius: 2 }}
        >
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('inbox.emptyTitle')}
          </Typography>
          <Typography sx={{ mb: 3 }}>{t('inbox.emptyText')}</Typography>
          <Button variant="contained" href={countrySearchPath(SearchListingType.Room, locale)}>
            {t('inbox.emptySearch')}
          </Button>
        </Box>
      ) : (
        <Box
          component="ul"
          aria-label={t('inbox.listLabel')}
          sx={{ listStyle: 'none', p: 0, m: 0, borderTop: 1, borderColor: 'divider' }}
        >
          {page.items.map((conversation) => (
            <InboxRow
              key={conversation.conversationID}
              conversation={conversation}
              locale={locale}
              t={t}
              query={query}
            />
          ))}
        </Box>
      )}

      {/* Space above the page links; none for a single page (Pagination renders nothing). */}
      <Box sx={{ mt: 3, '&:empty': { display: 'none' } }}>
        <Pagination
          page={query.pageNo}
          pageCount={pageCount}
          hrefForPage={(pageNo) => inboxPath(locale, { ...query, pageNo })}
          label={t('inbox.pagination')}
          previousLabel={t('inbox.previous')}
          nextLabel={t('inbox.next')}
          pageLabel={(pageNo) => t('inbox.pageOf', { page: pageNo, pages: pageCount })}
          currentPageLabel={(pageNo) => t('inbox.pageOf', { page: pageNo, pages: pageCount })}
        />
      </Box>
    </Box>
  );
}
