import type { paths } from '@rooms/api-client';

/** `GET /conversation/my-conversations` answer (§7). */
export type MyConversationsPage =
  paths['/conversation/my-conversations']['get']['responses'][200]['content']['application/json'];

/** One row of the inbox. */
export type InboxConversation = MyConversationsPage['items'][number];

/** `GET /conversation/details` answer (§7). */
export type ConversationDetails =
  paths['/conversation/details']['get']['responses'][200]['content']['application/json'];

/** One message of a conversation. */
export type ConversationMessage = ConversationDetails['messages'][number];

/** The advert of a conversation as the conversation calls describe it. */
export type ConversationListing = ConversationDetails['listing'];

/** `GET /conversation/listings` answer (§7): the landlord's conversations grouped by advert. */
export type ConversationListingsPage =
  paths['/conversation/listings']['get']['responses'][200]['content']['application/json'];

/** `GET /conversation/match-score-details` answer (§7): why the match score is what it is. */
export type MatchScoreDetails =
  paths['/conversation/match-score-details']['get']['responses'][200]['content']['application/json'];
