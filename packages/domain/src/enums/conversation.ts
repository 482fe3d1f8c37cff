/** Conversation enumerations of §3 "Conversations" and the user-page role of §3/§6. */

/** Inbox (folder view) of "my messages", §3 "Inbox types"; URL words in `inbox-type.ts`. */
export const InboxType = {
  Default: 0,
  All: 1,
  Favorite: 4,
  Trash: 9,
  ActiveListings: 15,
  InactiveListings: 16,
  Unreplied: 17,
} as const;
/** One of the {@link InboxType} values. */
export type InboxType = (typeof InboxType)[keyof typeof InboxType];

/**
 * Order of the conversations of an inbox, the `sortBy` of /my-messages (§2; its other values
 * are not in the spec, these are ours): `recommended` (the default, `INBOX_DEFAULT_SORT`) puts
 * unread conversations first, then the latest activity; `newest` and `oldest` order by the
 * latest message only.
 */
export const InboxSort = {
  Recommended: 'recommended',
  Newest: 'newest',
  Oldest: 'oldest',
} as const;
/** One of the {@link InboxSort} words. */
export type InboxSort = (typeof InboxSort)[keyof typeof InboxSort];

/** Folder a conversation sits in, §3 "Folder filter". */
export const FolderFilter = {
  All: 0,
  Normal: 1,
  Trash: 2,
  Deleted: 3,
  PossibleAbuse: 4,
} as const;
/** One of the {@link FolderFilter} values. */
export type FolderFilter = (typeof FolderFilter)[keyof typeof FolderFilter];

/** Action that moves a conversation between folders, §3 "Actions" and §4. */
export const ConversationAction = {
  Unread: 1,
  Read: 2,
  Favorite: 3,
  Unfavorite: 4,
  Trash: 5,
  Delete: 6,
  Restore: 7,
} as const;
/** One of the {@link ConversationAction} values. */
export type ConversationAction = (typeof ConversationAction)[keyof typeof ConversationAction];

/** How well a tenant matches a listing, §3 "Match score levels". */
export const MatchScoreLevel = {
  None: 0,
  Low: 1,
  Medium: 2,
  High: 3,
} as const;
/** One of the {@link MatchScoreLevel} values. */
export type MatchScoreLevel = (typeof MatchScoreLevel)[keyof typeof MatchScoreLevel];

/**
 * Where the tenant came from when reacting to a listing, §3 "Listing arrival source".
 * `Invitation` (4) is ours, not in §3 (issue 26): the landlord invited the tenant to the advert
 * from the tenant's profile (`POST /tenant/invite`) and wrote the first message; a tenant can
 * never give it for a reaction (see {@link TENANT_ARRIVAL_SOURCES}).
 */
export const ListingArrivalSource = {
  FromSearchResult: 1,
  FromMyMatch: 2,
  FromAlertEmail: 3,
  Invitation: 4,
} as const;
/** One of the {@link ListingArrivalSource} values. */
export type ListingArrivalSource = (typeof ListingArrivalSource)[keyof typeof ListingArrivalSource];

/** The arrival sources a tenant's reaction may state (§3): all but the landlord's Invitation. */
export const TENANT_ARRIVAL_SOURCES = [
  ListingArrivalSource.FromSearchResult,
  ListingArrivalSource.FromMyMatch,
  ListingArrivalSource.FromAlertEmail,
] as const;
/** One of the {@link TENANT_ARRIVAL_SOURCES}. */
export type TenantArrivalSource = (typeof TENANT_ARRIVAL_SOURCES)[number];

/**
 * Role of the current user on a page or in a conversation, §3 "Two user-page roles" and §6
 * (numbers ours). In a conversation the advertiser is the Landlord.
 */
export const UserPageRole = {
  Landlord: 1,
  Tenant: 2,
} as const;
/** One of the {@link UserPageRole} values. */
export type UserPageRole = (typeof UserPageRole)[keyof typeof UserPageRole];

/**
 * What a message of a conversation is (numbers ours, §3 "Conversations"): the tenant's
 * reaction to the advert (the first message, and every later reaction), an ordinary message,
 * or the landlord's automatic reply sent on a new reaction.
 */
export const MessageKind = {
  Reaction: 1,
  Message: 2,
  AutoReply: 3,
} as const;
/** One of the {@link MessageKind} values. */
export type MessageKind = (typeof MessageKind)[keyof typeof MessageKind];
